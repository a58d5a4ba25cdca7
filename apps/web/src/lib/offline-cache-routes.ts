/**
 * Which API answers the service worker keeps (docs/operations.md, "Installable app (service
 * worker)"), read by apps/web/vite.config.ts when it builds the worker; the app itself never
 * imports this file (it holds the contract's endpoint schemas).
 */
import type { ResourcePath } from '@rp/contract';
import { clientEndpoints } from '@rp/contract/endpoints/clients';
import { userEndpoints } from '@rp/contract/endpoints/users';
import { vacancyEndpoints } from '@rp/contract/endpoints/vacancies';

/** The resource lists the vacancy, requirement and candidate forms fill their selects from. */
const referenceResources: readonly ResourcePath[] = [
  'catalogs',
  'categories',
  'cities',
  'companies',
  'departments',
  'positions',
  'states',
  'vacancy-status',
];

/** The GET actions those forms and the top bar (its region selector) read. */
const referenceActions = [
  clientEndpoints.companyAccess,
  clientEndpoints.regions,
  clientEndpoints.siteAccess,
  userEndpoints.lists,
  vacancyEndpoints.distinctPositions,
];

/**
 * Their paths under the API base. Only these exact paths match: never a row, an export, a file, a
 * write or an auth call.
 */
export const referenceDataPaths: readonly string[] = [
  ...referenceResources.map((path) => `${path}/`),
  ...referenceActions.filter((endpoint) => endpoint.method === 'GET').map((endpoint) => endpoint.path),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Full URLs of those paths on any origin, with or without a query string. */
export const referenceDataPattern = new RegExp(
  `^https?://[^/]+/api/(?:${referenceDataPaths.map(escapeRegExp).join('|')})(?:\\?[^#]*)?$`,
);

/** How long the service worker waits for the network before it answers from the cache. */
export const referenceNetworkTimeoutSeconds = 3;
