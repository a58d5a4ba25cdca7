import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const filters = endpoints.requirements.filters;

/** get_filters: the companies and sites present in the data the user sees. */
export const summaryFiltersQuery = () =>
  queryOptions({
    queryKey: endpointKey(filters),
    queryFn: () => callApi(filters),
    staleTime: 60_000,
  });

export const useSummaryFilters = () => useQuery(summaryFiltersQuery());
