import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateFollowUp } from './follow-up-keys';

const notAttendFromAcceptedEndpoint = endpoints.requirements.notAttendFromAccepted;

/** not_attend_from_accepted: an accepted candidate who did not come to be hired. */
export const notAttendFromAccepted = (body: EndpointInput<typeof notAttendFromAcceptedEndpoint>['body']) =>
  callApi(notAttendFromAcceptedEndpoint, { body });

export function useNotAttendFromAccepted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: notAttendFromAccepted,
    onSuccess: () => invalidateFollowUp(client),
  });
}
