import { endpoints } from '@rp/contract/endpoints';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey, resourceKeys } from '../../../lib/resource-hooks';

const resend = endpoints.mail.resend;

/** POST mail-outbox/resend/ {id}: the mail goes back to the queue, due now, with no attempts. */
export const resendMail = (id: number) => callApi(resend, { body: { id } });

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.all(resources['mail-outbox']) }),
        // the diagnostics count queued and failed mail
        client.invalidateQueries({ queryKey: endpointKey(endpoints.utils.diagnostics) }),
      ]),
  });
}
