import type { CloseMassiveCandidateBody } from '@rp/contract/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

/** POST requeriment-candidates/close_massive_candidate/ {ids, status, …} → {updated: N} (all or nothing). */
export const closeMassiveCandidate = (body: CloseMassiveCandidateBody) =>
  apiRequest<{ updated: number }>(`requeriment-candidates/close_massive_candidate/`, {
    method: 'POST',
    body,
  });

export function useCloseMassiveCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeMassiveCandidate,
    onSuccess: () => invalidateFollowUp(client),
  });
}
