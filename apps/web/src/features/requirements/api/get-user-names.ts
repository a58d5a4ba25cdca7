import type { User } from '@rp/contract/entities';
import { useQuery } from '@tanstack/react-query';
import { resourceClient } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** GET users/?id__in=…: names of the authors of comments and log rows (ids when not allowed). */
export function useUserNames(ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: resourceKeys.options('users/', { id__in: unique }),
    queryFn: () => resourceClient.listAll<User>('users/', { id__in: unique.join(',') }),
    enabled: unique.length > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return new Map(
    (query.data ?? []).map((user) => [
      user.id,
      [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username,
    ]),
  );
}
