import type { CandidateApplications } from '@rp/contract/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const applicationsHistoryKey = (candidate: number) =>
  ['candidates', 'applications', candidate] as const;

/** GET candidates/get_applications_history/?candidate=ID: the rows in scope and a count of the others in process. */
export const getApplicationsHistory = (candidate: number) =>
  apiRequest<CandidateApplications>('candidates/get_applications_history/', { params: { candidate } });

export const applicationsHistoryQuery = (candidate: number) =>
  queryOptions({
    queryKey: applicationsHistoryKey(candidate),
    queryFn: () => getApplicationsHistory(candidate),
  });

export function useApplicationsHistory(candidate: number) {
  return useQuery(applicationsHistoryQuery(candidate));
}
