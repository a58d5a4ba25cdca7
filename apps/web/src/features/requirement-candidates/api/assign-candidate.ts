import type { AssignCandidateBody } from '@rp/contract/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

/** POST requeriment-candidates/assign_candidate/: a candidate to a requirement item with an interview appointment. */
export const assignCandidate = (body: AssignCandidateBody) =>
  apiRequest<unknown>(`requeriment-candidates/assign_candidate/`, { method: 'POST', body });

export function useAssignCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignCandidate,
    onSuccess: () => invalidateFollowUp(client),
  });
}
