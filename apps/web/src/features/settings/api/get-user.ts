import { resources } from '@rp/contract/resources';
import { useResourceItem } from '../../../lib/resource-hooks';

/** One user of the users settings (404 outside the caller's scope). */
export function useUser(id: number | undefined) {
  return useResourceItem(resources.users, id);
}
