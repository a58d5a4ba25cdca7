import { useDeleteResource } from '../../../lib/resource-hooks';
import { commentsPath } from './get-requirement-comments';

/** DELETE vacancy-comments/{id}/. */
export const useDeleteRequirementComment = () => useDeleteResource(commentsPath);
