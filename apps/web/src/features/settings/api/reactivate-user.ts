import { endpoints } from '@rp/contract/endpoints';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** Activates a disabled user; answers the user. */
export const reactivateUser = (id: number) => callApi(endpoints.users.reactivate, { params: { id } });

export function useReactivateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.users) }),
  });
}
