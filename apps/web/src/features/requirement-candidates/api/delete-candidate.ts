import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

const deleteCandidateEndpoint = endpoints.requirements.deleteCandidate;

/** delete_candidate: removes a Pending assignment. */
export const deleteCandidate = (body: EndpointInput<typeof deleteCandidateEndpoint>['body']) =>
  callApi(deleteCandidateEndpoint, { body });

export function useDeleteCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCandidate,
    onSuccess: () => invalidateFollowUp(client),
  });
}
