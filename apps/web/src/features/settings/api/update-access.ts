import type { UpdateAccess, User } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** POST users/{id}/update_access/ {roles, permissions, companies, sites}; answers the user. */
export const updateAccess = ({ id, body }: { id: number; body: UpdateAccess }) =>
  apiRequest<User>(`users/${id}/update_access/`, { method: 'POST', body });

export function useUpdateAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccess,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.users) }),
  });
}
