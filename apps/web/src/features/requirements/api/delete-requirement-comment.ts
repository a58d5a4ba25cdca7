import { resources } from '@rp/contract/resources';
import { useDeleteResource } from '../../../lib/resource-hooks';

/** DELETE vacancy-comments/{id}/. */
export const useDeleteRequirementComment = () => useDeleteResource(resources['vacancy-comments']);
