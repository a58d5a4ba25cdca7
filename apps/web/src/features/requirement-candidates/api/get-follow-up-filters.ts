import type { RequirementFiltersResult } from '@rp/contract/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { followUpKeys } from './follow-up-keys';

/** GET requeriments/get_filters/ → the years, weeks, companies and sites present in the data. */
export const followUpFiltersQuery = () =>
  queryOptions({
    queryKey: followUpKeys.filters(),
    queryFn: () => apiRequest<RequirementFiltersResult>(`requeriments/get_filters/`),
    staleTime: 60_000,
  });

export const useFollowUpFilters = () => useQuery(followUpFiltersQuery());
