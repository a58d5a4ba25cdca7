import { useDeleteResource } from '../../../lib/resource-hooks';
import { documentsPath } from './get-requirement-documents';

/** DELETE vacancy-documents/{id}/. */
export const useDeleteRequirementDocument = () => useDeleteResource(documentsPath);
