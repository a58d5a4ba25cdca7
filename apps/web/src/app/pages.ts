import type { RouteName } from '@rp/contract';
import type { ComponentType } from 'react';
import type { PagePrefetch } from './page-prefetch';
import LoginPage from './routes/auth/login-page';

/** A page's chunk: the page, and what starts its first queries with its code (app/page-prefetch.ts). */
export type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

/**
 * The pages built so far, lazy-loaded (one chunk each) but the login page: it is in the entry, so the
 * login route loads the entry alone and the chunks the signed-in pages share never hold its inputs
 * (src/build/chunk-plan.ts). Route names of later issues are not
 * routed yet: they are absent here, so the router and the menu leave them out.
 */
export const pages: Partial<Record<RouteName, () => Promise<PageModule>>> = {
  login: async () => ({ default: LoginPage }),
  index: () => import('./routes/home/home-page'),
  settings: () => import('./routes/settings/settings-index-page'),
  testing: () => import('./routes/testing/testing-page'),
  profile: () => import('./routes/profile/profile-page'),
  'settings-users': () => import('./routes/settings/users-page'),
  'settings-users-id_user': () => import('./routes/settings/user-page'),
  'settings-roles': () => import('./routes/settings/roles-page'),
  'settings-roles-routes-id_role': () => import('./routes/settings/role-routes-page'),
  'settings-catalogs': () => import('./routes/settings/catalogs-page'),
  'settings-categories': () => import('./routes/settings/categories-page'),
  'settings-regions': () => import('./routes/settings/regions-page'),
  'settings-positions': () => import('./routes/settings/positions-page'),
  'settings-default_approvals': () => import('./routes/settings/default-approvals-page'),
  'settings-departments': () => import('./routes/settings/departments-page'),
  'settings-countries': () => import('./routes/settings/countries-page'),
  'settings-states': () => import('./routes/settings/states-page'),
  'settings-cities': () => import('./routes/settings/cities-page'),
  'settings-servers': () => import('./routes/settings/servers-page'),
  'settings-queries': () => import('./routes/settings/queries-page'),
  'settings-audit_log': () => import('./routes/settings/audit-log-page'),
  'clients-companies': () => import('./routes/clients/companies-page'),
  'clients-profiles': () => import('./routes/clients/profiles-page'),
  'clients-rotations': () => import('./routes/clients/rotations-page'),
  'clients-targets': () => import('./routes/clients/targets-page'),
  'status-blacklist': () => import('./routes/status/blacklist-page'),
  // Boards (issue 15): the Admin Dashboard and the Direct Dashboard (Daily Progress Direct)
  'status-board_admin': () => import('./routes/status/board-admin-page'),
  'status-board_direct': () => import('./routes/status/board-direct-page'),
  'database-curriculums': () => import('./routes/database/curriculums-page'),
  'database-import': () => import('./routes/database/import-page'),
  'database-direct_indirect': () => import('./routes/database/direct-indirect-page'),
  'database-direct_indirect-new': () => import('./routes/database/direct-indirect-candidate-page'),
  'database-direct_indirect-id_candidate': () => import('./routes/database/direct-indirect-candidate-page'),
  'database-administratives': () => import('./routes/database/administratives-page'),
  'database-administratives-new': () => import('./routes/database/administratives-candidate-page'),
  'database-administratives-id_candidate': () => import('./routes/database/administratives-candidate-page'),
  // Direct process: requirements (new, lists, detail)
  'requeriments-direct': () => import('./routes/requirements/direct-list-page'),
  'requeriments-direct-id_requirement': () => import('./routes/requirements/direct-detail-page'),
  'requeriments-direct-new-id_company': () => import('./routes/requirements/direct-new-page'),
  'new_vacancies-direct': () => import('./routes/requirements/direct-new-page'),
  'requeriments-direct-details-id_year-id_week_no-id_company': () =>
    import('./routes/requirements/direct-details-page'),
  // Direct process: follow-up (status pages)
  'requeriments-direct-status': () => import('./routes/requirements/direct-status-page'),
  'requeriments-direct-status-progress': () => import('./routes/requirements/direct-status-progress-page'),
  'requeriments-direct-status-accepted': () => import('./routes/requirements/direct-status-accepted-page'),
  'requeriments-direct-status-hired': () => import('./routes/requirements/direct-status-hired-page'),
  'requeriments-direct-status-not_attends': () =>
    import('./routes/requirements/direct-status-not-attends-page'),
  'requeriments-direct-status-rejected': () => import('./routes/requirements/direct-status-rejected-page'),
  // Direct process: weekly summary
  'requeriments-direct-summary': () => import('./routes/requirements/direct-summary-page'),
  // Administrative process: new vacancies, lists, detail and the approvers' page
  'new_vacancies-admin': () => import('./routes/vacancies/new-vacancy-admin-page'),
  'new_vacancies-clients': () => import('./routes/vacancies/new-vacancy-page'),
  'new_vacancies-shelter': () => import('./routes/vacancies/new-vacancy-page'),
  'new_vacancies-shelter_indirect': () => import('./routes/vacancies/new-vacancy-page'),
  'requeriments-clients': () => import('./routes/vacancies/vacancy-list-page'),
  'requeriments-shelter': () => import('./routes/vacancies/vacancy-list-page'),
  'requeriments-shelter_indirect': () => import('./routes/vacancies/vacancy-list-page'),
  'requeriments-clients-id_vacancy': () => import('./routes/vacancies/vacancy-detail-page'),
  'requeriments-shelter-id_vacancy': () => import('./routes/vacancies/vacancy-detail-page'),
  'requeriments-shelter_indirect-id_vacancy': () => import('./routes/vacancies/vacancy-detail-page'),
  // Public application pages (public layout, no account): a company's open vacancies by its key
  'vacancies-clients-id_key': () => import('./routes/vacancies/public-vacancies-page'),
  'vacancies-shelter-id_key': () => import('./routes/vacancies/public-vacancies-page'),
  'vacancies-shelter_indirect-id_key': () => import('./routes/vacancies/public-vacancies-page'),
  // Administrative process: the candidates of a vacancy (list, add, processing)
  'requeriments-clients-id_vacancy-candidates': () => import('./routes/vacancies/vacancy-candidates-page'),
  'requeriments-clients-id_vacancy-candidates-add': () =>
    import('./routes/vacancies/vacancy-candidate-add-page'),
  'requeriments-clients-id_vacancy-candidates-id_candidate': () =>
    import('./routes/vacancies/vacancy-candidate-page'),
  'requeriments-shelter-id_vacancy-candidates': () => import('./routes/vacancies/vacancy-candidates-page'),
  'requeriments-shelter-id_vacancy-candidates-add': () =>
    import('./routes/vacancies/vacancy-candidate-add-page'),
  'requeriments-shelter-id_vacancy-candidates-id_candidate': () =>
    import('./routes/vacancies/vacancy-candidate-page'),
  'requeriments-shelter_indirect-id_vacancy-candidates': () =>
    import('./routes/vacancies/vacancy-candidates-page'),
  'requeriments-shelter_indirect-id_vacancy-candidates-add': () =>
    import('./routes/vacancies/vacancy-candidate-add-page'),
  'requeriments-shelter_indirect-id_vacancy-candidates-id_candidate': () =>
    import('./routes/vacancies/vacancy-candidate-page'),
  // Administrative process: the medical service's queue (medical role)
  'requeriments-medical_admins': () => import('./routes/vacancies/medical-queue-page'),
  'approve-id_key': () => import('./routes/vacancies/approve-page'),
};

export const isRouted = (name: string) => name in pages;
