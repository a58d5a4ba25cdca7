import type { requirementCandidateIdBody } from '@rp/contract/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

/** POST requeriment-candidates/not_attend_from_accepted/: an accepted candidate who did not come to be hired. */
export const notAttendFromAccepted = (body: z.infer<typeof requirementCandidateIdBody>) =>
  apiRequest<unknown>(`requeriment-candidates/not_attend_from_accepted/`, {
    method: 'POST',
    body,
  });

export function useNotAttendFromAccepted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: notAttendFromAccepted,
    onSuccess: () => invalidateFollowUp(client),
  });
}
