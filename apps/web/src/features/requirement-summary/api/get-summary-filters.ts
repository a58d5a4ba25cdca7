import type { RequirementFiltersResult } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** GET requeriments/get_filters/: the companies and sites present in the data the user sees. */
export const getSummaryFilters = (region: string) =>
  apiRequest<RequirementFiltersResult>(`requeriments/get_filters/`, {
    params: region && region !== 'all' ? { region } : {},
  });

export const summaryFiltersQuery = (region: string) =>
  queryOptions({
    queryKey: [resources.requeriments, 'get_filters', region] as const,
    queryFn: () => getSummaryFilters(region),
    staleTime: 60_000,
  });

export const useSummaryFilters = () => useQuery(summaryFiltersQuery(session.region));
