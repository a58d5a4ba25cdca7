import type { UpdateMedicalServiceBody } from '@rp/contract/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

/** POST requeriment-candidates/update_medical_service/: the medical service of one assignment. */
export const updateMedicalService = (body: UpdateMedicalServiceBody) =>
  apiRequest<unknown>(`requeriment-candidates/update_medical_service/`, {
    method: 'POST',
    body,
  });

export function useUpdateMedicalService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMedicalService,
    onSuccess: () => invalidateFollowUp(client),
  });
}
