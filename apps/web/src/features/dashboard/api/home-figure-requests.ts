import { dashboardFigurePath } from '@rp/contract/dashboard-figures';
import type { DashboardFilters } from '@rp/contract/entities';
import { type VacancyType, vacancyTypes } from '@rp/contract/enums';
import type { SessionUser } from '../../../lib/session';
import { dashboardBody } from './dashboard-body';

const managerRoles = ['hiring_manager', 'hr_manager', 'program_manager'];

const listRoute = (type: VacancyType) => `requeriments-${type}` as const;

export type HomeViewer = { user: SessionUser | null; canOpen: (routeName: string) => boolean };

/**
 * The figures the home page shows a user (docs/domain.md#dashboards): a recruiter its open vacancies
 * and candidates in progress, a requester its requests and the approvals waiting, a manager the
 * fill rate and aging, the medical service its queue, and the direct process's candidates by status;
 * a figure whose list or board the user may not open is left out. One place for the page, for what
 * starts its queries early (`prefetchHomeFigures`) and for what the entry asks for before the page's
 * code is in (`homeFigureRequests`).
 */
export function homeFigures({ user, canOpen }: HomeViewer) {
  const shorts = new Set((user?.roles ?? []).map((role) => role.short));
  const isSuperuser = Boolean(user?.is_superuser);
  const canDirectBoard = canOpen('status-board_direct');
  const canAdminBoard = canOpen('status-board_admin');
  return {
    /** The vacancy types whose lists the user may open. */
    types: vacancyTypes.filter((type) => canOpen(listRoute(type))),
    isRecruiter: shorts.has('recruiter'),
    isRequester: shorts.has('requester'),
    isManager: isSuperuser || managerRoles.some((role) => shorts.has(role)),
    isMedical: shorts.has('medical') && canOpen('requeriments-medical_admins'),
    canDirectBoard,
    canAdminBoard,
    canStatusLists: canOpen('requeriments-direct-status'),
    /** The recruiter filter of its own figures. */
    recruiter: user?.id ?? null,
  };
}

/** A dashboard figure's request: a POST of its path with the filters as body. */
export type FigureRequest = { path: string; body: DashboardFilters };

/**
 * The home figures' requests as `prefetchHomeFigures` sends them (the same paths and bodies; a test
 * compares both), without the figures' schemas, query options or date library: the entry sends them
 * before the page's code is in (app/first-requests.ts; docs/performance.md, "The first screen after
 * sign-in"). The medical queue's count (a list with the queue's filters) is left to the page.
 */
export function homeFigureRequests(viewer: HomeViewer, options: { year: number }): FigureRequest[] {
  const figures = homeFigures(viewer);
  const { year } = options;
  const requests: FigureRequest[] = [];
  const ask = (path: string, filters: Parameters<typeof dashboardBody>[0]) =>
    requests.push({ path, body: dashboardBody(filters) });
  if (figures.isRecruiter)
    for (const type of figures.types)
      ask(dashboardFigurePath('mainAdminSummary'), { recruiter: figures.recruiter, vacancy_type: type });
  if (figures.isRequester)
    for (const type of figures.types) ask(dashboardFigurePath('mainAdminSummary'), { vacancy_type: type });
  if (figures.isManager && figures.canDirectBoard) ask(dashboardFigurePath('directPositionsTotal'), { year });
  if (figures.isManager && figures.canAdminBoard) ask(dashboardFigurePath('companyAging'), {});
  if (figures.canStatusLists) ask(dashboardFigurePath('directStatusTotal'), { year });
  return requests;
}
