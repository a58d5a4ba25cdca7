import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const timeline = endpoints.vacancies.timeline;

/** get_timeline/ {id}: the vacancy's log rows, oldest first, with the stage each reached. */
export const vacancyTimelineQuery = (id: number) =>
  queryOptions({
    queryKey: endpointKey(timeline, { body: { id } }),
    queryFn: () => callApi(timeline, { body: { id } }),
  });

export const useVacancyTimeline = (id: number) => useQuery(vacancyTimelineQuery(id));
