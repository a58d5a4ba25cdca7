import { endpoints } from '@rp/contract/endpoints';
import type { VacancyType } from '@rp/contract/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { session } from '../../../lib/session';

const dashboard = endpoints.vacancies.dashboard;

/** get_dashboard/ {vacancy_type}: vacancies per status in the caller's scope. */
export const vacancyDashboardQuery = (type: VacancyType) => {
  const input = { body: { vacancy_type: type } };
  return queryOptions({
    // the region selector changes the scope: part of the key
    queryKey: [...endpointKey(dashboard, input), session.region] as const,
    queryFn: () => callApi(dashboard, input),
  });
};

export const useVacancyDashboard = (type: VacancyType) => useQuery(vacancyDashboardQuery(type));
