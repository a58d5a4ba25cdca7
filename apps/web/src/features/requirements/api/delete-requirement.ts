import { resources } from '@rp/contract/resources';
import { useDeleteResource } from '../../../lib/resource-hooks';

/** DELETE requeriments/{id}/ (409 while positions are hired). */
export const useDeleteRequirement = () => useDeleteResource(resources.requeriments);
