import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const summaryStatus = endpoints.vacancyCandidates.summaryStatus;

/** get_summary_status?vacancy → the vacancy's candidates per follow-up status (drafts left out). */
export const candidateSummaryQuery = (vacancy: number) =>
  queryOptions({
    queryKey: endpointKey(summaryStatus, { query: { vacancy } }),
    queryFn: () => callApi(summaryStatus, { query: { vacancy } }),
  });

export const useCandidateSummary = (vacancy: number) => useQuery(candidateSummaryQuery(vacancy));
