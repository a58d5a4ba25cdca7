import type { RequirementFilters, SummaryStatus } from '@rp/contract/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { followUpKeys } from './follow-up-keys';

/** GET requeriments/get_summary_status/?year&week&company&site → assignments per follow-up status. */
export const summaryStatusQuery = (filters: RequirementFilters) =>
  queryOptions({
    queryKey: followUpKeys.summaryStatus(filters),
    queryFn: () => apiRequest<SummaryStatus>(`requeriments/get_summary_status/`, { params: filters }),
  });

export const useSummaryStatus = (filters: RequirementFilters) => useQuery(summaryStatusQuery(filters));
