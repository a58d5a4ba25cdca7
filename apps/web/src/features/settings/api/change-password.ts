import type { ChangePassword } from '@rp/contract/entities';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { session } from '../../../lib/session';

/** One's own change also returns a fresh pair: every earlier session of the user has ended. */
type ChangePasswordResult = { detail: string; token?: string; refresh_token?: string };

/** POST users/{id}/change_password/ (current_password is required for one's own). */
export const changePassword = async ({ id, body }: { id: number; body: ChangePassword }) => {
  const result = await apiRequest<ChangePasswordResult>(`users/${id}/change_password/`, {
    method: 'POST',
    body,
  });
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
