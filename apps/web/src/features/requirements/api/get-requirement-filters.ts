import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const filters = endpoints.requirements.filters;

/** get_filters: years, weeks, companies, sites and statuses present in the data the user sees. */
export const requirementFiltersQuery = () =>
  queryOptions({
    queryKey: endpointKey(filters),
    queryFn: () => callApi(filters),
    staleTime: 60_000,
  });

export const useRequirementFilters = () => useQuery(requirementFiltersQuery());
