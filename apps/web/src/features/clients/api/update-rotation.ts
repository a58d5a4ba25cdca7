import { endpoints } from '@rp/contract/endpoints';
import type { UpdateRotation } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** Sets one month's turnover {id, period 'YYYY-MM', value}; answers the company. */
export const updateRotation = (body: UpdateRotation) => callApi(endpoints.clients.updateRotation, { body });

export function useUpdateRotation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRotation,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.companies) }),
  });
}
