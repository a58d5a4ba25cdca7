import { endpoints } from '@rp/contract/endpoints';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey, resourceKeys } from '../../../lib/resource-hooks';

const sendTest = endpoints.mail.sendTest;

/** POST mail-outbox/send_test/ {to}: queues the test mail in the user's language. */
export const sendTestMail = (to: string) => callApi(sendTest, { body: { to } });

export function useSendTestMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.all(resources['mail-outbox']) }),
        client.invalidateQueries({ queryKey: endpointKey(endpoints.utils.diagnostics) }),
      ]),
  });
}
