import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** The companies in the caller's scope by name, for selects. */
export function useCompanyOptions() {
  return useResourceOptions(resources.companies, { ordering: 'name_es' });
}
