import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** Every country by name, for selects. */
export function useCountryOptions() {
  return useResourceOptions(resources.countries, { ordering: 'name' });
}
