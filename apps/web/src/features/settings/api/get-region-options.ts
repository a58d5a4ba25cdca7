import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** Every region by name, for selects. */
export function useRegionOptions() {
  return useResourceOptions(resources.regions, { ordering: 'name' });
}
