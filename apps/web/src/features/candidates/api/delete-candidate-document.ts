import { useDeleteResource } from '../../../lib/resource-hooks';

/** DELETE file-records/{id}/ (invalidates every file-records list). */
export const useDeleteCandidateDocument = () => useDeleteResource('file-records/');
