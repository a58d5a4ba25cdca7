import { resources } from '@rp/contract/resources';
import { useDeleteResource } from '../../../lib/resource-hooks';

/** DELETE vacancy-documents/{id}/. */
export const useDeleteRequirementDocument = () => useDeleteResource(resources['vacancy-documents']);
