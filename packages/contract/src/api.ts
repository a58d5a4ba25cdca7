/** Resource paths (under /api/), spelling and trailing slashes as the API has always written them (docs/domain.md#api-conventions). */
export const resourcePaths = [
  'regions',
  'companies',
  'sites',
  'users',
  'roles',
  'permissions',
  'candidates',
  'vacancies',
  'vacancy-candidates',
  'vacancy-candidate-status',
  'vacancy-status',
  'vacancy-candidate-history',
  'vacancy-history',
  'vacancy-approvals',
  'vacancy-comments',
  'vacancy-documents',
  'vacancy-logs',
  'requeriments',
  'requeriment-items',
  'requeriment-candidates',
  'catalogs',
  'clasifications',
  'categories',
  'black-list',
  'cities',
  'states',
  'countries',
  'departments',
  'positions',
  'default-approvals',
  'file-records',
  'file-structure',
  'servers',
  'queries',
  'targets',
  'tech-resources',
  'mail-outbox',
  'audit-logs',
] as const;

export type ResourcePath = (typeof resourcePaths)[number];

export const apiBase = '/api/';
export const pageSizeDefault = 25;
export const pageSizeMax = 200;
export const unpagedMax = 1000;
export const exportXlsxMax = 100_000;
export const estimateThreshold = 10_000;

/** The paged list envelope (docs/domain.md#api-conventions). */
export type Paged<T> = { data: T[]; pages: number; elements: number; estimated?: true };
