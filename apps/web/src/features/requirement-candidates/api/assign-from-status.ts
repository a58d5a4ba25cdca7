import type { AssignFromStatusBody } from '@rp/contract/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

/** POST requeriment-candidates/assign_from_status/: the candidate of a finished assignment to another item. */
export const assignFromStatus = (body: AssignFromStatusBody) =>
  apiRequest<unknown>(`requeriment-candidates/assign_from_status/`, { method: 'POST', body });

export function useAssignFromStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignFromStatus,
    onSuccess: () => invalidateFollowUp(client),
  });
}
