import type { UpdateUser } from '@rp/contract/entities';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

/** POST update_user/: the signed-in user's own names, e-mail, language and menu layout. */
export const updateProfile = (body: UpdateUser) =>
  apiRequest<{ user: SessionUser }>('update_user/', { method: 'POST', body });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
