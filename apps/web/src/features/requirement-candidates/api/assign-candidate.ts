import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

const assignCandidateEndpoint = endpoints.requirements.assignCandidate;

/** assign_candidate: a candidate to a requirement item with an interview appointment. */
export const assignCandidate = (body: EndpointInput<typeof assignCandidateEndpoint>['body']) =>
  callApi(assignCandidateEndpoint, { body });

export function useAssignCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignCandidate,
    onSuccess: () => invalidateFollowUp(client),
  });
}
