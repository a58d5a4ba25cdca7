import type { requirementCandidateIdBody } from '@rp/contract/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

/** POST requeriment-candidates/delete_candidate/: removes a Pending assignment. */
export const deleteCandidate = (body: z.infer<typeof requirementCandidateIdBody>) =>
  apiRequest<unknown>(`requeriment-candidates/delete_candidate/`, { method: 'POST', body });

export function useDeleteCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCandidate,
    onSuccess: () => invalidateFollowUp(client),
  });
}
