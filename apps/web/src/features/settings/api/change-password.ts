import { endpoints } from '@rp/contract/endpoints';
import type { ChangePassword } from '@rp/contract/entities';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { session } from '../../../lib/session';

/**
 * A user's password (current_password is required for one's own). One's own change also answers a
 * fresh pair: every earlier session of the user has ended.
 */
export const changePassword = async ({ id, body }: { id: number; body: ChangePassword }) => {
  const result = await callApi(endpoints.users.changePassword, { params: { id }, body });
  if (result.token && result.refresh_token) session.setTokens(result.token, result.refresh_token);
  return result;
};

export function useChangePassword() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: changePassword,
    // the session goes on with the fresh tokens (and the expiry timer follows the new one)
    onSuccess: (result) => (result.token ? refreshUser() : undefined),
  });
}
