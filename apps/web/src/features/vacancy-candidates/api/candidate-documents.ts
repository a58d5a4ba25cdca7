import { endpoints } from '@rp/contract/endpoints';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { resourceKeys, useDeleteResource, useResourceOptions } from '../../../lib/resource-hooks';

const documents = resources['vacancy-documents'];

/** GET vacancy-documents/?vacancy&candidate (unpaged), newest first: the documents about one candidate in the vacancy. */
export const useCandidateDocuments = (vacancy: number, candidate: number) =>
  useResourceOptions(documents, { vacancy, candidate, ordering: '-created_at' });

/** POST vacancy-candidates/upload_documents/ (multipart `file`, `id`, `notes`): the file and its row in one request. */
export function useUploadCandidateDocument(vacancyCandidate: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, notes }: { file: File; notes: string | null }) => {
      const body = new FormData();
      body.append('id', String(vacancyCandidate));
      if (notes) body.append('notes', notes);
      body.append('file', file);
      return callApi(endpoints.vacancyCandidates.uploadDocuments, { body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(documents) }),
  });
}

/** DELETE vacancy-documents/{id}/ (its file too when nothing else uses it). */
export const useDeleteCandidateDocument = () => useDeleteResource(documents);
