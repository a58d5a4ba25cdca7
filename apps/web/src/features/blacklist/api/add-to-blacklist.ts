import type { BlackListCreate } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** POST black-list/: puts a candidate on the list (409 when already listed or deleted). */
export const addToBlacklist = (body: BlackListCreate) => resourceApi.create(resources['black-list'], body);

export function useAddToBlacklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToBlacklist,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.all(resources['black-list']) }),
        client.invalidateQueries({ queryKey: resourceKeys.all(resources.candidates) }),
      ]),
  });
}
