import type { CloseCandidateBody } from '@rp/contract/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

/** POST requeriment-candidates/close_candidate/: one assignment to Accepted, Rejected, Hired or NotAttend. */
export const closeCandidate = (body: CloseCandidateBody) =>
  apiRequest<unknown>(`requeriment-candidates/close_candidate/`, { method: 'POST', body });

export function useCloseCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeCandidate,
    onSuccess: () => invalidateFollowUp(client),
  });
}
