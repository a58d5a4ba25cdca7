/**
 * Page route registry (docs/domain.md#pages-menu-and-the-browser).
 *
 * Every page of the product is listed here once: the router, the side menu, the menu search,
 * the roles editor and the access rules all read it. Paths use the router syntax (`:param`
 * required, `:param?` optional); names follow docs/domain.md#data-scope (segments joined with `-`, a parameter
 * written as its name, the root is `index`). Title and label keys live in the `routes`
 * i18n namespace (`i18n/{es,en}/routes.json`).
 */
import type { RoleShort } from './enums';
import type routeTexts from './i18n/es/routes.json';

/** A page title's key: `routes.<name>.title`, one of the `routes` texts (`i18n/{es,en}/routes.json`). */
export type RouteTitleKey = {
  [Name in keyof typeof routeTexts]: (typeof routeTexts)[Name] extends { title: string }
    ? `routes.${Name}.title`
    : never;
}[keyof typeof routeTexts];

export const menuGroupIds = [
  'requirements',
  'vacancies',
  'candidates',
  'status',
  'clients',
  'settings',
] as const;
export type MenuGroupId = (typeof menuGroupIds)[number];

export const pageLayouts = ['default', 'login', 'approve', 'public'] as const;
export type PageLayout = (typeof pageLayouts)[number];

export type PageRoute = {
  /** Router path: `:param` required, `:param?` optional. */
  readonly path: string;
  /** Route name (docs/domain.md#data-scope); what roles' `routes` lists hold. */
  readonly name: string;
  /** i18n key of the page title (`routes` namespace). */
  readonly titleKey: RouteTitleKey;
  /** Menu group the page belongs to (for menu entries and highlighting), or null. */
  readonly group: MenuGroupId | null;
  /** Whether the page is a side-menu entry (see `menuEntries` for the order). */
  readonly menu: boolean;
  /** Tabler icon component name (`@tabler/icons-react`). */
  readonly icon?: string;
  /** Role short codes the page also requires (any of them); superusers pass. */
  readonly roles?: readonly RoleShort[];
  readonly layout: PageLayout;
  /** Reachable without signing in. */
  readonly isPublic?: true;
  /** Only superusers open it, whatever a role's routes say (not offered in the roles' route editor). */
  readonly superuserOnly?: true;
};

export const pageRoutes = [
  // Session, home and user pages
  {
    path: '/login',
    name: 'login',
    titleKey: 'routes.login.title',
    group: null,
    menu: false,
    icon: 'IconLogin',
    layout: 'login',
    isPublic: true,
  },
  {
    path: '/',
    name: 'index',
    titleKey: 'routes.index.title',
    group: null,
    menu: false,
    icon: 'IconHome',
    layout: 'default',
  },
  {
    path: '/settings',
    name: 'settings',
    titleKey: 'routes.settings.title',
    group: 'settings',
    menu: false,
    icon: 'IconSettings',
    layout: 'default',
  },
  {
    path: '/testing',
    name: 'testing',
    titleKey: 'routes.testing.title',
    group: null,
    menu: false,
    icon: 'IconFlask',
    layout: 'default',
  },
  {
    path: '/profile',
    name: 'profile',
    titleKey: 'routes.profile.title',
    group: null,
    menu: false,
    icon: 'IconUserCircle',
    layout: 'default',
  },

  // Clients
  {
    path: '/clients/companies',
    name: 'clients-companies',
    titleKey: 'routes.clients_companies.title',
    group: 'clients',
    menu: true,
    icon: 'IconBuilding',
    layout: 'default',
  },
  {
    path: '/clients/profiles',
    name: 'clients-profiles',
    titleKey: 'routes.clients_profiles.title',
    group: 'clients',
    menu: true,
    icon: 'IconId',
    layout: 'default',
  },
  {
    path: '/clients/rotations',
    name: 'clients-rotations',
    titleKey: 'routes.clients_rotations.title',
    group: 'clients',
    menu: true,
    icon: 'IconArrowsExchange',
    layout: 'default',
  },
  {
    path: '/clients/targets',
    name: 'clients-targets',
    titleKey: 'routes.clients_targets.title',
    group: 'clients',
    menu: true,
    icon: 'IconTarget',
    layout: 'default',
  },

  // Candidate database
  {
    path: '/database/administratives',
    name: 'database-administratives',
    titleKey: 'routes.database_administratives.title',
    group: 'candidates',
    menu: true,
    icon: 'IconBriefcase',
    layout: 'default',
  },
  {
    path: '/database/administratives/new',
    name: 'database-administratives-new',
    titleKey: 'routes.database_administratives_new.title',
    group: 'candidates',
    menu: false,
    icon: 'IconUserPlus',
    layout: 'default',
  },
  {
    path: '/database/administratives/:id_candidate',
    name: 'database-administratives-id_candidate',
    titleKey: 'routes.database_administratives_id_candidate.title',
    group: 'candidates',
    menu: false,
    icon: 'IconUser',
    layout: 'default',
  },
  {
    path: '/database/curriculums',
    name: 'database-curriculums',
    titleKey: 'routes.database_curriculums.title',
    group: 'candidates',
    menu: true,
    icon: 'IconFileCv',
    layout: 'default',
  },
  {
    path: '/database/import',
    name: 'database-import',
    titleKey: 'routes.database_import.title',
    group: 'candidates',
    menu: true,
    icon: 'IconFileImport',
    layout: 'default',
  },
  {
    path: '/database/direct_indirect',
    name: 'database-direct_indirect',
    titleKey: 'routes.database_direct_indirect.title',
    group: 'candidates',
    menu: true,
    icon: 'IconUsers',
    layout: 'default',
  },
  {
    path: '/database/direct_indirect/new',
    name: 'database-direct_indirect-new',
    titleKey: 'routes.database_direct_indirect_new.title',
    group: 'candidates',
    menu: false,
    icon: 'IconUserPlus',
    layout: 'default',
  },
  {
    path: '/database/direct_indirect/:id_candidate',
    name: 'database-direct_indirect-id_candidate',
    titleKey: 'routes.database_direct_indirect_id_candidate.title',
    group: 'candidates',
    menu: false,
    icon: 'IconUser',
    layout: 'default',
  },

  // New vacancies (administrative process) and direct openings
  {
    path: '/new_vacancies/admin',
    name: 'new_vacancies-admin',
    titleKey: 'routes.new_vacancies_admin.title',
    group: 'requirements',
    menu: false,
    icon: 'IconFilePlus',
    layout: 'default',
  },
  {
    path: '/new_vacancies/clients',
    name: 'new_vacancies-clients',
    titleKey: 'routes.new_vacancies_clients.title',
    group: 'requirements',
    menu: true,
    icon: 'IconBuildingFactory2',
    layout: 'default',
  },
  {
    path: '/new_vacancies/direct',
    name: 'new_vacancies-direct',
    titleKey: 'routes.new_vacancies_direct.title',
    group: 'requirements',
    menu: false,
    icon: 'IconClipboardPlus',
    layout: 'default',
  },
  {
    path: '/new_vacancies/shelter',
    name: 'new_vacancies-shelter',
    titleKey: 'routes.new_vacancies_shelter.title',
    group: 'requirements',
    menu: true,
    icon: 'IconBuildingWarehouse',
    layout: 'default',
  },
  {
    path: '/new_vacancies/shelter_indirect',
    name: 'new_vacancies-shelter_indirect',
    titleKey: 'routes.new_vacancies_shelter_indirect.title',
    group: 'requirements',
    menu: true,
    icon: 'IconBuildingCommunity',
    layout: 'default',
  },

  // Administrative vacancies: clients
  {
    path: '/requeriments/clients',
    name: 'requeriments-clients',
    titleKey: 'routes.requeriments_clients.title',
    group: 'vacancies',
    menu: true,
    icon: 'IconBuildingFactory2',
    layout: 'default',
  },
  {
    path: '/requeriments/clients/:id_vacancy',
    name: 'requeriments-clients-id_vacancy',
    titleKey: 'routes.requeriments_clients_id_vacancy.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconListDetails',
    layout: 'default',
  },
  {
    path: '/requeriments/clients/:id_vacancy/candidates',
    name: 'requeriments-clients-id_vacancy-candidates',
    titleKey: 'routes.requeriments_clients_id_vacancy_candidates.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUsers',
    layout: 'default',
  },
  {
    path: '/requeriments/clients/:id_vacancy/candidates/add',
    name: 'requeriments-clients-id_vacancy-candidates-add',
    titleKey: 'routes.requeriments_clients_id_vacancy_candidates_add.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUserPlus',
    layout: 'default',
  },
  {
    path: '/requeriments/clients/:id_vacancy/candidates/:id_candidate',
    name: 'requeriments-clients-id_vacancy-candidates-id_candidate',
    titleKey: 'routes.requeriments_clients_id_vacancy_candidates_id_candidate.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUser',
    layout: 'default',
  },

  // Administrative vacancies: shelter
  {
    path: '/requeriments/shelter',
    name: 'requeriments-shelter',
    titleKey: 'routes.requeriments_shelter.title',
    group: 'vacancies',
    menu: true,
    icon: 'IconBuildingWarehouse',
    layout: 'default',
  },
  {
    path: '/requeriments/shelter/:id_vacancy',
    name: 'requeriments-shelter-id_vacancy',
    titleKey: 'routes.requeriments_shelter_id_vacancy.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconListDetails',
    layout: 'default',
  },
  {
    path: '/requeriments/shelter/:id_vacancy/candidates',
    name: 'requeriments-shelter-id_vacancy-candidates',
    titleKey: 'routes.requeriments_shelter_id_vacancy_candidates.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUsers',
    layout: 'default',
  },
  {
    path: '/requeriments/shelter/:id_vacancy/candidates/add',
    name: 'requeriments-shelter-id_vacancy-candidates-add',
    titleKey: 'routes.requeriments_shelter_id_vacancy_candidates_add.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUserPlus',
    layout: 'default',
  },
  {
    path: '/requeriments/shelter/:id_vacancy/candidates/:id_candidate',
    name: 'requeriments-shelter-id_vacancy-candidates-id_candidate',
    titleKey: 'routes.requeriments_shelter_id_vacancy_candidates_id_candidate.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUser',
    layout: 'default',
  },

  // Administrative vacancies: shelter indirect
  {
    path: '/requeriments/shelter_indirect',
    name: 'requeriments-shelter_indirect',
    titleKey: 'routes.requeriments_shelter_indirect.title',
    group: 'vacancies',
    menu: true,
    icon: 'IconBuildingCommunity',
    layout: 'default',
  },
  {
    path: '/requeriments/shelter_indirect/:id_vacancy',
    name: 'requeriments-shelter_indirect-id_vacancy',
    titleKey: 'routes.requeriments_shelter_indirect_id_vacancy.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconListDetails',
    layout: 'default',
  },
  {
    path: '/requeriments/shelter_indirect/:id_vacancy/candidates',
    name: 'requeriments-shelter_indirect-id_vacancy-candidates',
    titleKey: 'routes.requeriments_shelter_indirect_id_vacancy_candidates.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUsers',
    layout: 'default',
  },
  {
    path: '/requeriments/shelter_indirect/:id_vacancy/candidates/add',
    name: 'requeriments-shelter_indirect-id_vacancy-candidates-add',
    titleKey: 'routes.requeriments_shelter_indirect_id_vacancy_candidates_add.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUserPlus',
    layout: 'default',
  },
  {
    path: '/requeriments/shelter_indirect/:id_vacancy/candidates/:id_candidate',
    name: 'requeriments-shelter_indirect-id_vacancy-candidates-id_candidate',
    titleKey: 'routes.requeriments_shelter_indirect_id_vacancy_candidates_id_candidate.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUser',
    layout: 'default',
  },

  // Direct process (requirements)
  {
    path: '/requeriments/direct',
    name: 'requeriments-direct',
    titleKey: 'routes.requeriments_direct.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconClipboardList',
    layout: 'default',
  },
  {
    path: '/requeriments/direct/:id_requirement',
    name: 'requeriments-direct-id_requirement',
    titleKey: 'routes.requeriments_direct_id_requirement.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconListDetails',
    layout: 'default',
  },
  {
    path: '/requeriments/direct/new/:id_company?',
    name: 'requeriments-direct-new-id_company',
    titleKey: 'routes.requeriments_direct_new_id_company.title',
    group: 'requirements',
    menu: true,
    icon: 'IconClipboardPlus',
    layout: 'default',
  },
  {
    path: '/requeriments/direct/details/:id_year?/:id_week_no?/:id_company?',
    name: 'requeriments-direct-details-id_year-id_week_no-id_company',
    titleKey: 'routes.requeriments_direct_details_id_year_id_week_no_id_company.title',
    group: 'vacancies',
    menu: true,
    icon: 'IconListDetails',
    layout: 'default',
  },
  {
    path: '/requeriments/direct/status',
    name: 'requeriments-direct-status',
    titleKey: 'routes.requeriments_direct_status.title',
    group: 'vacancies',
    menu: true,
    icon: 'IconCalendarStats',
    layout: 'default',
  },
  {
    path: '/requeriments/direct/status/accepted',
    name: 'requeriments-direct-status-accepted',
    titleKey: 'routes.requeriments_direct_status_accepted.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUserCheck',
    layout: 'default',
  },
  {
    path: '/requeriments/direct/status/hired',
    name: 'requeriments-direct-status-hired',
    titleKey: 'routes.requeriments_direct_status_hired.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconCircleCheck',
    layout: 'default',
  },
  {
    path: '/requeriments/direct/status/not_attends',
    name: 'requeriments-direct-status-not_attends',
    titleKey: 'routes.requeriments_direct_status_not_attends.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUserOff',
    layout: 'default',
  },
  {
    path: '/requeriments/direct/status/progress',
    name: 'requeriments-direct-status-progress',
    titleKey: 'routes.requeriments_direct_status_progress.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconProgress',
    layout: 'default',
  },
  {
    path: '/requeriments/direct/status/rejected',
    name: 'requeriments-direct-status-rejected',
    titleKey: 'routes.requeriments_direct_status_rejected.title',
    group: 'vacancies',
    menu: false,
    icon: 'IconUserCancel',
    layout: 'default',
  },
  {
    path: '/requeriments/direct/summary',
    name: 'requeriments-direct-summary',
    titleKey: 'routes.requeriments_direct_summary.title',
    group: 'vacancies',
    menu: true,
    icon: 'IconChartBar',
    layout: 'default',
  },
  {
    path: '/requeriments/medical_admins',
    name: 'requeriments-medical_admins',
    titleKey: 'routes.requeriments_medical_admins.title',
    group: 'vacancies',
    menu: true,
    icon: 'IconStethoscope',
    roles: ['medical'],
    layout: 'default',
  },

  // Settings
  {
    path: '/settings/catalogs',
    name: 'settings-catalogs',
    titleKey: 'routes.settings_catalogs.title',
    group: 'settings',
    menu: true,
    icon: 'IconList',
    layout: 'default',
  },
  {
    path: '/settings/categories',
    name: 'settings-categories',
    titleKey: 'routes.settings_categories.title',
    group: 'settings',
    menu: true,
    icon: 'IconCategory',
    layout: 'default',
  },
  {
    path: '/settings/departments',
    name: 'settings-departments',
    titleKey: 'routes.settings_departments.title',
    group: 'settings',
    menu: true,
    icon: 'IconSitemap',
    layout: 'default',
  },
  {
    path: '/settings/countries',
    name: 'settings-countries',
    titleKey: 'routes.settings_countries.title',
    group: 'settings',
    menu: true,
    icon: 'IconWorld',
    layout: 'default',
  },
  {
    path: '/settings/states',
    name: 'settings-states',
    titleKey: 'routes.settings_states.title',
    group: 'settings',
    menu: true,
    icon: 'IconMapPins',
    layout: 'default',
  },
  {
    path: '/settings/cities',
    name: 'settings-cities',
    titleKey: 'routes.settings_cities.title',
    group: 'settings',
    menu: true,
    icon: 'IconBuildingSkyscraper',
    layout: 'default',
  },
  {
    path: '/settings/servers',
    name: 'settings-servers',
    titleKey: 'routes.settings_servers.title',
    group: 'settings',
    menu: true,
    icon: 'IconServer',
    layout: 'default',
  },
  {
    path: '/settings/queries',
    name: 'settings-queries',
    titleKey: 'routes.settings_queries.title',
    group: 'settings',
    menu: true,
    icon: 'IconDatabaseSearch',
    layout: 'default',
  },
  {
    path: '/settings/audit_log',
    name: 'settings-audit_log',
    titleKey: 'routes.settings_audit_log.title',
    group: 'settings',
    menu: true,
    icon: 'IconShieldLock',
    layout: 'default',
    superuserOnly: true,
  },
  {
    path: '/settings/default_approvals',
    name: 'settings-default_approvals',
    titleKey: 'routes.settings_default_approvals.title',
    group: 'settings',
    menu: true,
    icon: 'IconChecklist',
    layout: 'default',
  },
  {
    path: '/settings/positions',
    name: 'settings-positions',
    titleKey: 'routes.settings_positions.title',
    group: 'settings',
    menu: true,
    icon: 'IconBriefcase',
    layout: 'default',
  },
  {
    path: '/settings/regions',
    name: 'settings-regions',
    titleKey: 'routes.settings_regions.title',
    group: 'settings',
    menu: true,
    icon: 'IconMap',
    layout: 'default',
  },
  {
    path: '/settings/roles',
    name: 'settings-roles',
    titleKey: 'routes.settings_roles.title',
    group: 'settings',
    menu: true,
    icon: 'IconShieldLock',
    layout: 'default',
  },
  {
    path: '/settings/roles/routes/:id_role?',
    name: 'settings-roles-routes-id_role',
    titleKey: 'routes.settings_roles_routes_id_role.title',
    group: 'settings',
    menu: false,
    icon: 'IconRoute',
    layout: 'default',
  },
  {
    path: '/settings/users',
    name: 'settings-users',
    titleKey: 'routes.settings_users.title',
    group: 'settings',
    menu: true,
    icon: 'IconUsers',
    layout: 'default',
  },
  {
    path: '/settings/users/:id_user',
    name: 'settings-users-id_user',
    titleKey: 'routes.settings_users_id_user.title',
    group: 'settings',
    menu: false,
    icon: 'IconUser',
    layout: 'default',
  },

  // Status boards
  {
    path: '/status/blacklist',
    name: 'status-blacklist',
    titleKey: 'routes.status_blacklist.title',
    group: 'status',
    menu: true,
    icon: 'IconBan',
    layout: 'default',
  },
  {
    path: '/status/board_admin',
    name: 'status-board_admin',
    titleKey: 'routes.status_board_admin.title',
    group: 'status',
    menu: true,
    icon: 'IconLayoutDashboard',
    layout: 'default',
  },
  {
    path: '/status/board_direct',
    name: 'status-board_direct',
    titleKey: 'routes.status_board_direct.title',
    group: 'status',
    menu: true,
    icon: 'IconLayoutKanban',
    layout: 'default',
  },

  // Public application pages (reached by a company's custom url) and the approval page
  {
    path: '/vacancies/clients/:id_key?',
    name: 'vacancies-clients-id_key',
    titleKey: 'routes.vacancies_clients_id_key.title',
    group: null,
    menu: false,
    icon: 'IconBuildingFactory2',
    layout: 'public',
    isPublic: true,
  },
  {
    path: '/vacancies/shelter/:id_key?',
    name: 'vacancies-shelter-id_key',
    titleKey: 'routes.vacancies_shelter_id_key.title',
    group: null,
    menu: false,
    icon: 'IconBuildingWarehouse',
    layout: 'public',
    isPublic: true,
  },
  {
    path: '/vacancies/shelter_indirect/:id_key?',
    name: 'vacancies-shelter_indirect-id_key',
    titleKey: 'routes.vacancies_shelter_indirect_id_key.title',
    group: null,
    menu: false,
    icon: 'IconBuildingCommunity',
    layout: 'public',
    isPublic: true,
  },
  {
    path: '/approve/:id_key?',
    name: 'approve-id_key',
    titleKey: 'routes.approve_id_key.title',
    group: null,
    menu: false,
    icon: 'IconChecklist',
    layout: 'approve',
    isPublic: true,
  },
] as const satisfies readonly PageRoute[];

export type PageRouteEntry = (typeof pageRoutes)[number];
export type RouteName = PageRouteEntry['name'];

const routesByName: ReadonlyMap<string, PageRouteEntry> = new Map(
  pageRoutes.map((route) => [route.name, route]),
);

export function findRoute<N extends RouteName>(name: N): Extract<PageRouteEntry, { name: N }>;
export function findRoute(name: string): PageRouteEntry | undefined;
export function findRoute(name: string): PageRouteEntry | undefined {
  return routesByName.get(name);
}

// ---------------------------------------------------------------------------------------------
// Links: `paths[name].href(params)`, typed from the path.

export type ParamValue = string | number;
type NoParams = Record<never, never>;
type SegmentParams<S extends string> = S extends `:${infer N}?`
  ? { [K in N]?: ParamValue | null }
  : S extends `:${infer N}`
    ? { [K in N]: ParamValue }
    : NoParams;
type Flatten<T> = { [K in keyof T]: T[K] };
/** `{ id_vacancy: ParamValue; id_candidate: ParamValue }` for `/x/:id_vacancy/y/:id_candidate`. */
export type PathParams<P extends string> = Flatten<
  P extends `${infer Head}/${infer Tail}` ? SegmentParams<Head> & PathParams<Tail> : SegmentParams<P>
>;
export type HrefBuilder<P extends string> =
  NoParams extends PathParams<P> ? (params?: PathParams<P>) => string : (params: PathParams<P>) => string;
export type RouteLink<P extends string> = {
  readonly name: string;
  readonly path: P;
  readonly href: HrefBuilder<P>;
};
export type Paths = { readonly [R in PageRouteEntry as R['name']]: RouteLink<R['path']> };

/**
 * Builds a link from a router path. Omitted optional parameters drop their segment; an optional
 * parameter cannot be skipped while a later one is given, and a missing required one throws.
 */
export function buildHref(
  path: string,
  params: Readonly<Record<string, ParamValue | null | undefined>> = {},
): string {
  const out: string[] = [];
  let skipped: string | null = null;
  for (const segment of path.split('/').filter((s) => s.length > 0)) {
    if (!segment.startsWith(':')) {
      out.push(segment);
      continue;
    }
    const isOptional = segment.endsWith('?');
    const key = segment.slice(1, isOptional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      if (!isOptional) throw new Error(`Missing route parameter "${key}" for ${path}`);
      skipped ??= key;
      continue;
    }
    if (skipped !== null) throw new Error(`Route parameter "${key}" needs "${skipped}" first for ${path}`);
    out.push(encodeURIComponent(String(value)));
  }
  return `/${out.join('/')}`;
}

export const paths = Object.fromEntries(
  pageRoutes.map((route) => [
    route.name,
    {
      name: route.name,
      path: route.path,
      href: (params?: Readonly<Record<string, ParamValue | null | undefined>>) =>
        buildHref(route.path, params),
    },
  ]),
  // The object is built at run time from the same array the `Paths` type is mapped from.
) as unknown as Paths;

/** The link of a page named at run time (menus, shortcuts): its path without parameters, else `/`. */
export function menuHref(name: string): string {
  const route = findRoute(name);
  if (!route) return '/';
  try {
    return buildHref(route.path);
  } catch {
    return '/';
  }
}

// ---------------------------------------------------------------------------------------------
// Side menu (docs/domain.md#pages-menu-and-the-browser).

export type MenuGroup = {
  readonly id: MenuGroupId;
  readonly labelKey: `routes.menu.groups.${MenuGroupId}`;
  readonly icon: string;
};

export const menuGroups = [
  { id: 'requirements', labelKey: 'routes.menu.groups.requirements', icon: 'IconClipboardList' },
  { id: 'vacancies', labelKey: 'routes.menu.groups.vacancies', icon: 'IconBriefcase' },
  { id: 'candidates', labelKey: 'routes.menu.groups.candidates', icon: 'IconUsers' },
  { id: 'status', labelKey: 'routes.menu.groups.status', icon: 'IconLayoutDashboard' },
  { id: 'clients', labelKey: 'routes.menu.groups.clients', icon: 'IconBuilding' },
  { id: 'settings', labelKey: 'routes.menu.groups.settings', icon: 'IconSettings' },
] as const satisfies readonly MenuGroup[];

/** Menu entries in the product's order, grouped in the order of `menuGroups`. */
const menuOrder = [
  // Requirements
  'requeriments-direct-new-id_company',
  'new_vacancies-clients',
  'new_vacancies-shelter',
  'new_vacancies-shelter_indirect',
  // Vacancies
  'requeriments-direct-summary',
  'requeriments-direct-status',
  'requeriments-direct-details-id_year-id_week_no-id_company',
  'requeriments-clients',
  'requeriments-shelter',
  'requeriments-shelter_indirect',
  'requeriments-medical_admins',
  // Candidates
  'database-direct_indirect',
  'database-administratives',
  'database-curriculums',
  'database-import',
  // Status
  'status-blacklist',
  'status-board_admin',
  'status-board_direct',
  // Clients
  'clients-companies',
  'clients-targets',
  'clients-profiles',
  'clients-rotations',
  // Settings
  'settings-users',
  'settings-roles',
  'settings-catalogs',
  'settings-categories',
  'settings-regions',
  'settings-positions',
  'settings-default_approvals',
  'settings-departments',
  'settings-countries',
  'settings-states',
  'settings-cities',
  'settings-servers',
  'settings-queries',
  'settings-audit_log',
] as const satisfies readonly Extract<PageRouteEntry, { menu: true }>['name'][];

export type MenuRouteName = (typeof menuOrder)[number];

/** The keys the side menu shows: its groups' labels and its entries' titles. */
export type MenuTextKey = MenuGroup['labelKey'] | RouteTitleKey;

export type MenuEntry = {
  readonly name: MenuRouteName;
  readonly group: MenuGroupId;
  /** The page's one name: the menu, the top bar and the page heading show its title (docs/domain.md#pages-menu-and-the-browser). */
  readonly labelKey: PageRoute['titleKey'];
  readonly titleKey: PageRoute['titleKey'];
  readonly icon?: string;
  readonly roles?: readonly RoleShort[];
  readonly superuserOnly?: true;
};

export const menuEntries: readonly MenuEntry[] = menuOrder.map((name) => {
  const route: PageRoute = findRoute(name);
  if (route.group === null) throw new Error(`Menu route ${name} has no group`);
  return {
    name,
    group: route.group,
    labelKey: route.titleKey,
    titleKey: route.titleKey,
    icon: route.icon,
    roles: route.roles,
    superuserOnly: route.superuserOnly,
  };
});

/** Other menu labels that appear in the product (docs/domain.md#pages-menu-and-the-browser). */
export const extraMenuLabels = {
  dailyProgressDirect: 'routes.menu.extra.daily_progress_direct',
  directProcess: 'routes.menu.extra.direct_process',
  adminProcess: 'routes.menu.extra.admin_process',
  facilities: 'routes.menu.extra.facilities',
  adminDashboard: 'routes.menu.extra.admin_dashboard',
  directDashboard: 'routes.menu.extra.direct_dashboard',
  medicalService: 'routes.menu.extra.medical_service',
} as const;

/** Keys for the shell around the pages (docs/domain.md#pages-menu-and-the-browser). */
export const shellLabels = {
  defaultTitle: 'routes.default_title',
  menuSearch: 'routes.menu.search',
  notFound: 'shell.errors.not_found',
  backHome: 'shell.errors.back_home',
} as const;
