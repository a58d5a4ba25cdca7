import { resources } from '@rp/contract';
import { useDeleteResource } from '../../../lib/resource-hooks';

/** DELETE vacancy-comments/{id}/. */
export const useDeleteRequirementComment = () => useDeleteResource(resources['vacancy-comments']);
