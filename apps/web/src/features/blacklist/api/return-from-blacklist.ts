import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** PUT black-list/{id}/ {is_active: false, note_return}: takes the candidate off the list. */
export const returnFromBlacklist = ({ id, note_return }: { id: number; note_return: string }) =>
  resourceApi.update(resources['black-list'], id, { is_active: false, note_return });

export function useReturnFromBlacklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: returnFromBlacklist,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.all(resources['black-list']) }),
        client.invalidateQueries({ queryKey: resourceKeys.all(resources.candidates) }),
      ]),
  });
}
