import { useDeleteResource } from '../../../lib/resource-hooks';
import { requirementsPath } from './get-requirement';

/** DELETE requeriments/{id}/ (409 while positions are hired). */
export const useDeleteRequirement = () => useDeleteResource(requirementsPath);
