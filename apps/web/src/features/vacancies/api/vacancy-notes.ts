import { resources } from '@rp/contract/resources';
import { useDeleteResource, useResourceOptions, useSaveResource } from '../../../lib/resource-hooks';

/** GET vacancy-comments/?vacancy=ID (unpaged), newest first: the vacancy's and its candidates'. */
export const useVacancyComments = (vacancy: number) =>
  useResourceOptions(resources['vacancy-comments'], { vacancy, ordering: '-created_at' });

/** POST vacancy-comments/ {vacancy, comment}. */
export const useCreateVacancyComment = () => useSaveResource(resources['vacancy-comments']);

/** DELETE vacancy-comments/{id}/. */
export const useDeleteVacancyComment = () => useDeleteResource(resources['vacancy-comments']);

/** GET vacancy-documents/?vacancy=ID (unpaged), newest first. */
export const useVacancyDocuments = (vacancy: number) =>
  useResourceOptions(resources['vacancy-documents'], { vacancy, ordering: '-created_at' });

/** POST vacancy-documents/ {vacancy, document, notes} (the file uploaded first, owner the vacancy). */
export const useCreateVacancyDocument = () => useSaveResource(resources['vacancy-documents']);

/** DELETE vacancy-documents/{id}/ (its file too when nothing else uses it). */
export const useDeleteVacancyDocument = () => useDeleteResource(resources['vacancy-documents']);
