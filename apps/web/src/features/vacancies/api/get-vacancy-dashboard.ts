import { endpoints } from '@rp/contract/endpoints';
import type { VacancyType } from '@rp/contract/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey, withRegion } from '../../../lib/resource-hooks';
import { session } from '../../../lib/session';

const dashboard = endpoints.vacancies.dashboard;

/** get_dashboard/ {vacancy_type, region}: vacancies per status in the caller's scope and the top bar's region. */
export const vacancyDashboardQuery = (type: VacancyType) => {
  const input = { body: withRegion({ vacancy_type: type }) };
  return queryOptions({
    // the region selector changes the counts: part of the key
    queryKey: [...endpointKey(dashboard, input), session.region] as const,
    queryFn: () => callApi(dashboard, input),
  });
};

export const useVacancyDashboard = (type: VacancyType) => useQuery(vacancyDashboardQuery(type));
