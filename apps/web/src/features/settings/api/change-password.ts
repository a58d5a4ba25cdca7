import type { ChangePassword } from '@rp/contract/entities';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST users/{id}/change_password/ (current_password is required for one's own). */
export const changePassword = ({ id, body }: { id: number; body: ChangePassword }) =>
  apiRequest<{ detail: string }>(`users/${id}/change_password/`, { method: 'POST', body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
