import { resources } from '@rp/contract/resources';
import { userDisplayName } from '@rp/contract/rules/names';
import { useQuery } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** GET users/?id__in=…: who created the entries (without access to users, ids are shown). */
export const getEntryAuthors = (ids: number[]) =>
  resourceApi.listAll(resources.users, { id__in: ids.join(',') });

export function useEntryAuthors(ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: resourceKeys.options(resources.users, { id__in: unique }),
    queryFn: () => getEntryAuthors(unique),
    enabled: unique.length > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return new Map((query.data ?? []).map((user) => [user.id, userDisplayName(user)]));
}
