import { endpoints } from '@rp/contract/endpoints';
import type { FollowUpStatus } from '@rp/contract/enums';
import { isOpenAssignment } from '@rp/contract/rules/follow-up';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const applicationsHistory = endpoints.candidates.applicationsHistory;

/**
 * The processes a candidate is still in (Pending or Accepted assignments, direct and administrative)
 * that the caller sees, and how many others elsewhere: what blacklisting would leave open
 * (GET candidates/get_applications_history/, the same query as the candidate's history).
 */
export const openProcessesQuery = (candidate: number) =>
  queryOptions({
    queryKey: endpointKey(applicationsHistory, { query: { candidate } }),
    queryFn: () => callApi(applicationsHistory, { query: { candidate } }),
    select: (result) => ({
      open: result.data.filter((row) => isOpenAssignment(row.status as FollowUpStatus)),
      elsewhere: result.in_process_elsewhere,
    }),
  });

export function useOpenProcesses(candidate: number | null) {
  return useQuery({ ...openProcessesQuery(candidate ?? 0), enabled: candidate !== null });
}
