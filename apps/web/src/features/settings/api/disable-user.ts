import { resources } from '@rp/contract/resources';
import { useDeleteResource } from '../../../lib/resource-hooks';

/** Disables a user (DELETE): its sessions end at once; reactivate-user brings it back. */
export function useDisableUser() {
  return useDeleteResource(resources.users);
}
