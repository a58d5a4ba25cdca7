import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const applicationsHistory = endpoints.candidates.applicationsHistory;

/** The candidate's assignments in the caller's scope and a count of the others in process. */
export const applicationsHistoryQuery = (candidate: number) =>
  queryOptions({
    queryKey: endpointKey(applicationsHistory, { query: { candidate } }),
    queryFn: () => callApi(applicationsHistory, { query: { candidate } }),
  });

export function useApplicationsHistory(candidate: number) {
  return useQuery(applicationsHistoryQuery(candidate));
}
