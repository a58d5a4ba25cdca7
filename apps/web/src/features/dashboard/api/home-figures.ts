import { type VacancyType, vacancyTypes } from '@rp/contract/enums';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../lib/session';
import { companyAgingQuery } from './get-company-aging';
import { directPositionsTotalQuery } from './get-direct-positions-total';
import { directStatusTotalQuery } from './get-direct-status-total';
import { mainAdminSummaryQuery } from './get-main-admin-summary';
import { type MedicalQueueParams, medicalQueueCountQuery } from './get-medical-queue-count';

const managerRoles = ['hiring_manager', 'hr_manager', 'program_manager'];

const listRoute = (type: VacancyType) => `requeriments-${type}` as const;

export type HomeViewer = { user: SessionUser | null; canOpen: (routeName: string) => boolean };

/**
 * The figures the home page shows a user (docs/domain.md#dashboards): a recruiter its open vacancies
 * and candidates in progress, a requester its requests and the approvals waiting, a manager the
 * fill rate and aging, the medical service its queue, and the direct process's candidates by status;
 * a figure whose list or board the user may not open is left out. One place for the page and for
 * what starts its queries early (`prefetchHomeFigures`).
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

/**
 * Starts the home figures' queries with the options the page reads them with, before it renders
 * (app/page-prefetch.ts; docs/performance.md, "Cold load").
 */
export function prefetchHomeFigures(
  client: QueryClient,
  viewer: HomeViewer,
  options: { year: number; medicalQueueParams: MedicalQueueParams },
) {
  const figures = homeFigures(viewer);
  const { year } = options;
  if (figures.isRecruiter)
    for (const type of figures.types)
      void client.prefetchQuery(mainAdminSummaryQuery({ recruiter: figures.recruiter, vacancy_type: type }));
  if (figures.isRequester)
    for (const type of figures.types)
      void client.prefetchQuery(mainAdminSummaryQuery({ vacancy_type: type }));
  if (figures.isManager && figures.canDirectBoard)
    void client.prefetchQuery(directPositionsTotalQuery({ year }));
  if (figures.isManager && figures.canAdminBoard) void client.prefetchQuery(companyAgingQuery({}));
  if (figures.canStatusLists) void client.prefetchQuery(directStatusTotalQuery({ year }));
  if (figures.isMedical) void client.prefetchQuery(medicalQueueCountQuery(options.medicalQueueParams));
}
