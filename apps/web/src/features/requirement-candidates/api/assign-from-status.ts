import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

const assignFromStatusEndpoint = endpoints.requirements.assignFromStatus;

/** assign_from_status: the candidate of a finished assignment to another item. */
export const assignFromStatus = (body: EndpointInput<typeof assignFromStatusEndpoint>['body']) =>
  callApi(assignFromStatusEndpoint, { body });

export function useAssignFromStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignFromStatus,
    onSuccess: () => invalidateFollowUp(client),
  });
}
