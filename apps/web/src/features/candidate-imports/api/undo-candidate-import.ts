import { endpoints } from '@rp/contract/endpoints';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';
import { candidateImportQuery } from './get-candidate-import';
import { candidateImportKeys } from './get-candidate-imports';

/**
 * POST candidate-imports/:id/undo/: removes the candidates the import created and restores the ones
 * it updated; 409 with the reason once one of them is assigned (or it was undone already).
 */
export const undoCandidateImport = (id: number) =>
  callApi(endpoints.candidateImports.undo, { params: { id } });

export function useUndoCandidateImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoCandidateImport,
    onSuccess: async (status) => {
      client.setQueryData(candidateImportQuery(status.id).queryKey, status);
      await Promise.all([
        client.invalidateQueries({ queryKey: candidateImportKeys.lists }),
        client.invalidateQueries({ queryKey: resourceKeys.all(resources.candidates) }),
      ]);
    },
  });
}
