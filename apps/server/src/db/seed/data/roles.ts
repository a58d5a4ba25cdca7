/**
 * Seeded roles (Role.short) with the route names (docs/domain.md#data-scope) and the permissions each one
 * grants, and the permissions. Superusers hold every role and permission and need none of these
 * lists. Role rows are matched by `short`, permissions by `short`.
 */
import type { RoleShort } from '@rp/contract/enums';
import type { PermissionShort } from '@rp/contract/permissions';
import type { RouteName } from '@rp/contract/routes';

export type RoleSeed = {
  /** Spanish display name. */
  readonly name: string;
  readonly short: RoleShort;
  readonly routes: readonly RouteName[];
  /** Optional display labels per route name for this role. */
  readonly routes_label?: Readonly<Record<string, string>>;
  /** Permission short codes the role grants (pages open screens, permissions allow actions). */
  readonly permissions: readonly PermissionShort[];
};
export type PermissionSeed = { readonly name: string; readonly short: PermissionShort };

type Routes = readonly RouteName[];

const base = ['index', 'profile'] as const satisfies Routes;

const candidateDatabase = [
  'database-direct_indirect',
  'database-direct_indirect-new',
  'database-direct_indirect-id_candidate',
  'database-administratives',
  'database-administratives-new',
  'database-administratives-id_candidate',
  'database-curriculums',
] as const satisfies Routes;

const directStatus = [
  'requeriments-direct-status',
  'requeriments-direct-status-progress',
  'requeriments-direct-status-accepted',
  'requeriments-direct-status-hired',
  'requeriments-direct-status-not_attends',
  'requeriments-direct-status-rejected',
] as const satisfies Routes;

const directFollowUp = [
  'requeriments-direct',
  'requeriments-direct-id_requirement',
  'requeriments-direct-details-id_year-id_week_no-id_company',
  ...directStatus,
] as const satisfies Routes;

const newRequests = [
  'requeriments-direct-new-id_company',
  'new_vacancies-direct',
  'new_vacancies-admin',
  'new_vacancies-clients',
  'new_vacancies-shelter',
  'new_vacancies-shelter_indirect',
] as const satisfies Routes;

/** Administrative vacancy lists and their detail pages (read). */
const vacancyViews = [
  'requeriments-clients',
  'requeriments-clients-id_vacancy',
  'requeriments-shelter',
  'requeriments-shelter-id_vacancy',
  'requeriments-shelter_indirect',
  'requeriments-shelter_indirect-id_vacancy',
] as const satisfies Routes;

/** Candidate pages of administrative vacancies (assigning and following candidates). */
const vacancyCandidates = [
  'requeriments-clients-id_vacancy-candidates',
  'requeriments-clients-id_vacancy-candidates-add',
  'requeriments-clients-id_vacancy-candidates-id_candidate',
  'requeriments-shelter-id_vacancy-candidates',
  'requeriments-shelter-id_vacancy-candidates-add',
  'requeriments-shelter-id_vacancy-candidates-id_candidate',
  'requeriments-shelter_indirect-id_vacancy-candidates',
  'requeriments-shelter_indirect-id_vacancy-candidates-add',
  'requeriments-shelter_indirect-id_vacancy-candidates-id_candidate',
] as const satisfies Routes;

const boards = ['status-board_admin', 'status-board_direct'] as const satisfies Routes;
const clientPages = [
  'clients-companies',
  'clients-targets',
  'clients-profiles',
  'clients-rotations',
] as const satisfies Routes;
const summary = ['requeriments-direct-summary'] as const satisfies Routes;

export const roleSeed = [
  {
    name: 'Reclutador',
    short: 'recruiter',
    permissions: ['process_candidates'],
    routes: [
      ...base,
      ...candidateDatabase,
      ...directFollowUp,
      // recruiters take the clients' weekly requests too
      'requeriments-direct-new-id_company',
      'new_vacancies-direct',
      ...summary,
      ...vacancyViews,
      ...vacancyCandidates,
      'status-blacklist',
      ...boards,
      // a recruiter manages its client companies (issue 4: companies, sites, targets, profiles, rotations)
      ...clientPages,
    ],
  },
  {
    name: 'Solicitante',
    short: 'requester',
    permissions: [],
    routes: [
      ...base,
      ...newRequests,
      'requeriments-direct',
      'requeriments-direct-id_requirement',
      'requeriments-direct-details-id_year-id_week_no-id_company',
      ...summary,
      ...vacancyViews,
    ],
  },
  {
    name: 'Gerente de contratación',
    short: 'hiring_manager',
    permissions: ['process_candidates'],
    routes: [
      ...base,
      ...newRequests,
      ...vacancyViews,
      ...vacancyCandidates,
      ...directFollowUp,
      ...summary,
      ...candidateDatabase,
      'status-blacklist',
      ...boards,
      ...clientPages,
    ],
  },
  {
    name: 'Gerente de Recursos Humanos',
    short: 'hr_manager',
    permissions: ['process_candidates'],
    routes: [
      ...base,
      ...vacancyViews,
      ...vacancyCandidates,
      ...directFollowUp,
      ...summary,
      ...candidateDatabase,
      'status-blacklist',
      ...boards,
      ...clientPages,
    ],
  },
  {
    name: 'Gerente de programa',
    short: 'program_manager',
    permissions: [],
    routes: [
      ...base,
      ...clientPages,
      ...boards,
      ...summary,
      ...vacancyViews,
      'requeriments-direct-details-id_year-id_week_no-id_company',
    ],
  },
  {
    name: 'Servicio médico',
    short: 'medical',
    // the medical service records exams only: it never assigns, accepts, rejects or hires
    permissions: ['medical_service'],
    routes: [...base, 'requeriments-medical_admins', ...directStatus],
    routes_label: { 'requeriments-medical_admins': 'Servicio médico (administrativos)' },
  },
  {
    name: 'Pantalla de operaciones',
    short: 'op_machine',
    permissions: [],
    routes: [...base, ...boards],
  },
] as const satisfies readonly RoleSeed[];

export const permissionSeed = [
  { name: 'Exportar datos', short: 'export_data' },
  { name: 'Ver salarios', short: 'view_salaries' },
  { name: 'Administrar lista negra', short: 'manage_blacklist' },
  { name: 'Aprobar vacantes', short: 'approve_vacancies' },
  { name: 'Cancelar requerimientos', short: 'cancel_requeriments' },
  { name: 'Procesar candidatos', short: 'process_candidates' },
  { name: 'Servicio médico', short: 'medical_service' },
] as const satisfies readonly PermissionSeed[];
