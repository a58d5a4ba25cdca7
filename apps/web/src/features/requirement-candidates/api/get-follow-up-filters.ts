import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const filters = endpoints.requirements.filters;

/** get_filters → the years, weeks, companies and sites present in the data. */
export const followUpFiltersQuery = () =>
  queryOptions({
    queryKey: endpointKey(filters),
    queryFn: () => callApi(filters),
    staleTime: 60_000,
  });

export const useFollowUpFilters = () => useQuery(followUpFiltersQuery());
