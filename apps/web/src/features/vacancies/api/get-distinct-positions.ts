import { endpoints } from '@rp/contract/endpoints';
import type { VacancyType } from '@rp/contract/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const distinct = endpoints.vacancies.distinctPositions;

/** get_distinct_positions/?vacancy_type&search: position titles already used, for suggestions. */
export const distinctPositionsQuery = (type: VacancyType, search: string) => {
  const input = { query: { vacancy_type: type, search: search.trim() || undefined } };
  return queryOptions({
    queryKey: endpointKey(distinct, input),
    queryFn: () => callApi(distinct, input),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
};

export const useDistinctPositions = (type: VacancyType, search: string) =>
  useQuery(distinctPositionsQuery(type, search));
