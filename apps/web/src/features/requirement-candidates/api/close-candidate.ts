import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

const closeCandidateEndpoint = endpoints.requirements.closeCandidate;

/** close_candidate: one assignment to Accepted, Rejected, Hired or NotAttend. */
export const closeCandidate = (body: EndpointInput<typeof closeCandidateEndpoint>['body']) =>
  callApi(closeCandidateEndpoint, { body });

export function useCloseCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeCandidate,
    onSuccess: () => invalidateFollowUp(client),
  });
}
