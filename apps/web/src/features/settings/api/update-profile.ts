import { endpoints } from '@rp/contract/endpoints';
import type { UpdateUser } from '@rp/contract/entities';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The signed-in user's own names, e-mail, language and menu layout; answers the user. */
export const updateProfile = (body: UpdateUser) => callApi(endpoints.auth.updateUser, { body });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
