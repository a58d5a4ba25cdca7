import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

const updateMedicalServiceEndpoint = endpoints.requirements.updateMedicalService;

/** update_medical_service: the medical service of one assignment. */
export const updateMedicalService = (body: EndpointInput<typeof updateMedicalServiceEndpoint>['body']) =>
  callApi(updateMedicalServiceEndpoint, { body });

export function useUpdateMedicalService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMedicalService,
    onSuccess: () => invalidateFollowUp(client),
  });
}
