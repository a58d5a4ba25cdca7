import { endpoints } from '@rp/contract/endpoints';
import type { UpdateAccess } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** A user's roles, permissions, companies and sites (a list not sent stays); answers the user. */
export const updateAccess = ({ id, body }: { id: number; body: UpdateAccess }) =>
  callApi(endpoints.users.updateAccess, { params: { id }, body });

export function useUpdateAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccess,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.users) }),
  });
}
