import { resources } from '@rp/contract/resources';
import { useSaveResource } from '../../../lib/resource-hooks';

/** Creates a user (no id) or updates its details (id); the users lists refresh. */
export function useSaveUser() {
  return useSaveResource(resources.users);
}
