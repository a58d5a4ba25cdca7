import type { ResourcePath } from './api';
import { findRoute, type PageRoute } from './routes';

/**
 * Which page route names grant which API calls (docs/domain.md#data-scope, page access). Superusers pass every check.
 * `any` = every signed-in user (reference data); `superuser` = superusers only, whatever their routes
 * (the mail outbox of /testing). Writes name the pages that edit the resource.
 */
export type AccessRule = {
  read: readonly string[] | 'any' | 'superuser';
  write: readonly string[] | 'superuser';
};

const candidatePages = [
  'database-direct_indirect',
  'database-direct_indirect-new',
  'database-direct_indirect-id_candidate',
  'database-administratives',
  'database-administratives-new',
  'database-administratives-id_candidate',
  'database-curriculums',
  'status-blacklist',
] as const;

/** Pages where requirements are created and edited (their lists and detail page). */
const directEditPages = [
  'requeriments-direct',
  'requeriments-direct-id_requirement',
  'requeriments-direct-new-id_company',
  'new_vacancies-direct',
  'requeriments-direct-details-id_year-id_week_no-id_company',
] as const;

/**
 * Every page of the direct process. The follow-up status pages, the weekly summary and the board
 * read requirements but do not write them (the medical service has only status pages).
 */
const directPages = [
  ...directEditPages,
  'requeriments-direct-status',
  'requeriments-direct-status-accepted',
  'requeriments-direct-status-hired',
  'requeriments-direct-status-not_attends',
  'requeriments-direct-status-progress',
  'requeriments-direct-status-rejected',
  'requeriments-direct-summary',
  'status-board_direct',
] as const;

const vacancyTypes = ['clients', 'shelter', 'shelter_indirect'] as const;
const vacancyPages = [
  'new_vacancies-admin',
  ...vacancyTypes.flatMap((type) => [
    `new_vacancies-${type}`,
    `requeriments-${type}`,
    `requeriments-${type}-id_vacancy`,
    `requeriments-${type}-id_vacancy-candidates`,
    `requeriments-${type}-id_vacancy-candidates-add`,
    `requeriments-${type}-id_vacancy-candidates-id_candidate`,
  ]),
  'status-board_admin',
] as const;

/**
 * The medical queue (the medical role's page) reads vacancy candidates and records their exam
 * (`update_medical_service/`, which also needs the `medical_service` permission); it grants nothing
 * else of the vacancies.
 */
const medicalQueuePage = 'requeriments-medical_admins';

const clientPages = [
  'clients-companies',
  'clients-profiles',
  'clients-rotations',
  'clients-targets',
] as const;

const settings = (...pages: string[]): AccessRule => ({ read: pages, write: pages });
const reference = (...writePages: string[]): AccessRule => ({ read: 'any', write: writePages });

export const resourceAccess: Record<ResourcePath, AccessRule> = {
  regions: reference('settings-regions'),
  companies: { read: 'any', write: ['clients-companies', 'clients-profiles', 'clients-rotations'] },
  sites: { read: 'any', write: ['clients-companies'] },
  users: settings('settings-users', 'settings-users-id_user'),
  roles: settings(
    'settings-roles',
    'settings-roles-routes-id_role',
    'settings-users',
    'settings-users-id_user',
  ),
  permissions: settings('settings-users', 'settings-users-id_user', 'settings-roles'),
  candidates: { read: [...candidatePages, ...directPages, ...vacancyPages], write: [...candidatePages] },
  'black-list': {
    read: [...candidatePages, ...directPages, ...vacancyPages],
    write: ['status-blacklist', ...candidatePages],
  },
  vacancies: { read: [...vacancyPages], write: [...vacancyPages] },
  'vacancy-candidates': {
    read: [...vacancyPages, medicalQueuePage],
    write: [...vacancyPages, medicalQueuePage],
  },
  'vacancy-approvals': { read: [...vacancyPages], write: [...vacancyPages] },
  'vacancy-comments': { read: [...vacancyPages, ...directPages], write: [...vacancyPages, ...directPages] },
  'vacancy-documents': {
    read: [...vacancyPages, ...directPages, ...candidatePages],
    write: [...vacancyPages, ...directPages, ...candidatePages],
  },
  'vacancy-history': { read: [...vacancyPages], write: 'superuser' },
  'vacancy-candidate-history': { read: [...vacancyPages], write: 'superuser' },
  'vacancy-logs': { read: [...vacancyPages, ...directPages], write: 'superuser' },
  'vacancy-status': reference(),
  'vacancy-candidate-status': reference(),
  requeriments: { read: [...directPages], write: [...directEditPages] },
  'requeriment-items': { read: [...directPages], write: [...directEditPages] },
  'requeriment-candidates': { read: [...directPages], write: [...directPages] },
  catalogs: reference('settings-catalogs'),
  clasifications: reference('settings-catalogs'),
  categories: reference('settings-categories'),
  cities: reference('settings-cities'),
  states: reference('settings-states'),
  countries: reference('settings-countries'),
  departments: reference('settings-departments', 'settings-catalogs'),
  positions: reference('settings-positions'),
  'default-approvals': settings('settings-default_approvals'),
  'file-records': {
    read: 'any',
    write: [...candidatePages, ...directPages, ...vacancyPages, ...clientPages],
  },
  'file-structure': settings('settings'),
  servers: settings('testing', 'settings-servers', 'settings-queries'),
  queries: settings('testing', 'settings-servers', 'settings-queries'),
  targets: { read: [...clientPages, 'index'], write: ['clients-targets'] },
  'tech-resources': { read: [...vacancyPages], write: [...vacancyPages] },
  'mail-outbox': { read: 'superuser', write: 'superuser' },
  'audit-logs': { read: 'superuser', write: 'superuser' },
};

/**
 * The candidate import (docs/decisions.md "Candidate import"): its own page, which reads and writes
 * the candidate pool; who sees the blacklist is still `resourceAccess['black-list'].read`.
 */
export const candidateImportAccess: AccessRule = { read: ['database-import'], write: ['database-import'] };

export type AccessHolder = {
  is_superuser: boolean;
  routes: readonly string[];
  roles: ReadonlyArray<{ short: string }>;
};

/**
 * True when the user may open the page of a route name (docs/domain.md#data-scope, page access):
 * superusers open every page; anyone else needs the name in its routes, the page not superuser-only
 * (the audit log), and, for a page that also requires role short codes (the medical queue requires
 * `medical`), one of them. The one page check: the API rules below, the web's `canOpen` and the
 * side menu all use it.
 */
export function opensPage(user: AccessHolder, name: string): boolean {
  if (user.is_superuser) return true;
  const page: PageRoute | undefined = findRoute(name);
  return user.routes.includes(name) && !page?.superuserOnly && hasAnyRole(user, page?.roles ?? []);
}

/** True when a page the user may open (its routes, and the page's roles) grants the rule. */
export function grants(rule: AccessRule['read'] | AccessRule['write'], user: AccessHolder): boolean {
  if (user.is_superuser) return true;
  if (rule === 'any') return true;
  if (rule === 'superuser') return false;
  return rule.some((name) => opensPage(user, name));
}

/** Page access by role short codes (docs/domain.md#data-scope): any of the required roles. */
export function hasAnyRole(
  user: { is_superuser: boolean; roles: ReadonlyArray<{ short: string }> },
  shorts: readonly string[],
) {
  if (user.is_superuser || shorts.length === 0) return true;
  return user.roles.some((role) => shorts.includes(role.short));
}
