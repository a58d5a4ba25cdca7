import { endpoints } from '@rp/contract/endpoints';
import type { RequirementFilters } from '@rp/contract/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const summaryStatus = endpoints.requirements.summaryStatus;

/** get_summary_status?year&week&company&site → assignments per follow-up status. */
export const summaryStatusQuery = (filters: RequirementFilters) =>
  queryOptions({
    queryKey: endpointKey(summaryStatus, { query: filters }),
    queryFn: () => callApi(summaryStatus, { query: filters }),
  });

export const useSummaryStatus = (filters: RequirementFilters) => useQuery(summaryStatusQuery(filters));
