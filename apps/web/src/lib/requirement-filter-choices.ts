import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { endpointKey } from './resource-hooks';

const filters = endpoints.requirements.filters;

/**
 * `requeriments/get_filters/`: the years, weeks, companies, sites and statuses present in the data
 * the user sees. The choices of the requirement list's, the follow-up's and the weekly summary's
 * filters: one query and one cache entry for the three (read again after a minute).
 */
export const requirementFilterChoicesQuery = () =>
  queryOptions({
    queryKey: endpointKey(filters),
    queryFn: () => callApi(filters),
    staleTime: 60_000,
  });

export const useRequirementFilterChoices = () => useQuery(requirementFilterChoicesQuery());
