import type { Company, UpdateRotation } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** POST companies/update_rotation/ {id, period 'YYYY-MM', value}: sets one month; answers the company. */
export const updateRotation = (body: UpdateRotation) =>
  apiRequest<Company>('companies/update_rotation/', { method: 'POST', body });

export function useUpdateRotation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRotation,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.companies) }),
  });
}
