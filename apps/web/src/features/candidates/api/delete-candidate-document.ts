import { resources } from '@rp/contract/resources';
import { useDeleteResource } from '../../../lib/resource-hooks';

/** DELETE vacancy-documents/{id}/ (invalidates every vacancy-documents list). */
export const useDeleteCandidateDocument = () => useDeleteResource(resources['vacancy-documents']);
