import type { RequirementFiltersResult } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** GET requeriments/get_filters/: years, weeks, companies, sites and statuses present in the data. */
export const getRequirementFilters = (region: string) =>
  apiRequest<RequirementFiltersResult>(`requeriments/get_filters/`, {
    params: region && region !== 'all' ? { region } : {},
  });

export const requirementFiltersQuery = (region: string) =>
  queryOptions({
    queryKey: [resources.requeriments, 'get_filters', region] as const,
    queryFn: () => getRequirementFilters(region),
    staleTime: 60_000,
  });

export const useRequirementFilters = () => useQuery(requirementFiltersQuery(session.region));
