import type { QueryClient } from '@tanstack/react-query';
import { companyAgingQuery } from './get-company-aging';
import { directPositionsTotalQuery } from './get-direct-positions-total';
import { directStatusTotalQuery } from './get-direct-status-total';
import { mainAdminSummaryQuery } from './get-main-admin-summary';
import { type MedicalQueueParams, medicalQueueCountQuery } from './get-medical-queue-count';
import { type HomeViewer, homeFigures } from './home-figure-requests';

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
