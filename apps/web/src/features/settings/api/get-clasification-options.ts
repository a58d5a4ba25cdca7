import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** Every clasification (catalog groups), for selects. */
export function useClasificationOptions() {
  return useResourceOptions(resources.clasifications, { ordering: 'id' });
}
