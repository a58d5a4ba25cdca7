import { resources } from '@rp/contract/resources';
import { useResourceItem, useResourceOptions } from '../../../lib/resource-hooks';

/** Every role by name, for selects and role badges. */
export function useRoleOptions() {
  return useResourceOptions(resources.roles, { ordering: 'name' });
}

/** One role (its page routes and labels). */
export function useRole(id: number | undefined) {
  return useResourceItem(resources.roles, id);
}
