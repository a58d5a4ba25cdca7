/**
 * The dashboard figures' action names (docs/domain.md#dashboards), without their schemas: the
 * endpoints (endpoints/dashboard.ts) are built from them, and the web's entry asks for the home
 * page's figures with them before the page's code is in (docs/performance.md, "The first screen
 * after sign-in").
 */
export const dashboardFigureNames = {
  totalByRegion: 'get_total_by_region',
  companyAging: 'get_company_aging',
  vacanciesByRecruiter: 'get_vacancies_by_recruiter',
  candidatesViables: 'get_candidates_viables',
  mainAdminSummary: 'get_main_admin_summary',
  directStatus: 'get_direct_status',
  directStatusWeeks: 'get_direct_status_weeks',
  directStatusPage: 'get_direct_status_page',
  directPositionsTotal: 'get_direct_positions_total',
  directStatusTotal: 'get_direct_status_total',
  targetsVsHires: 'get_targets_vs_hires',
  headcount: 'get_headcount',
  turnover: 'get_hired_turnover',
} as const;

export type DashboardFigure = keyof typeof dashboardFigureNames;

/** A figure's path under /api/ (each figure is a POST with the filters as its body). */
export const dashboardFigurePath = <F extends DashboardFigure>(figure: F) =>
  `dashboard/${dashboardFigureNames[figure]}/` as `dashboard/${(typeof dashboardFigureNames)[F]}/`;
