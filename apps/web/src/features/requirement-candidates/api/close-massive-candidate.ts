import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

const closeMassiveCandidateEndpoint = endpoints.requirements.closeMassiveCandidate;

/** close_massive_candidate {ids, status, …} → {updated: N} (all or nothing). */
export const closeMassiveCandidate = (body: EndpointInput<typeof closeMassiveCandidateEndpoint>['body']) =>
  callApi(closeMassiveCandidateEndpoint, { body });

export function useCloseMassiveCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeMassiveCandidate,
    onSuccess: () => invalidateFollowUp(client),
  });
}
