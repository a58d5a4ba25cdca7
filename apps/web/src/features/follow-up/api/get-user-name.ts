import type { User } from '@rp/contract/entities';
import { useQuery } from '@tanstack/react-query';
import { resourceClient } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** GET users/?id__in=ID: a user's name for a read-only field; `#ID` when users are not readable. */
export function useUserName(id: number | null | undefined): string {
  const query = useQuery({
    queryKey: resourceKeys.options('users/', { id__in: [id] }),
    queryFn: () => resourceClient.listAll<User>('users/', { id__in: String(id) }),
    enabled: id != null,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (id == null) return '';
  const user = query.data?.find((row) => row.id === id);
  return user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username : `#${id}`;
}
