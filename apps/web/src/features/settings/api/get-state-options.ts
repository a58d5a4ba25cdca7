import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** Every state by name, for selects. */
export function useStateOptions() {
  return useResourceOptions(resources.states, { ordering: 'name' });
}
