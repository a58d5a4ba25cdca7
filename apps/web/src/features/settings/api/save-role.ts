import { resources } from '@rp/contract/resources';
import { useSaveResource } from '../../../lib/resource-hooks';

/** Updates a role (its routes and labels); the roles lists refresh. */
export function useSaveRole() {
  return useSaveResource(resources.roles);
}
