import type { User } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** POST users/{id}/reactivate/; answers the user. */
export const reactivateUser = (id: number) => apiRequest<User>(`users/${id}/reactivate/`, { method: 'POST' });

export function useReactivateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.users) }),
  });
}
