import { endpoints } from '@rp/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { candidateImportQuery } from './get-candidate-import';
import { candidateImportKeys } from './get-candidate-imports';

/**
 * POST candidate-imports/:id/start/ (202): the checked rows are imported in the background; the
 * answer is the import's status, which its progress query then starts from. 409 unless checked
 * and not started.
 */
export const startCandidateImport = (id: number) =>
  callApi(endpoints.candidateImports.start, { params: { id } });

export function useStartCandidateImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startCandidateImport,
    onSuccess: (status) => {
      client.setQueryData(candidateImportQuery(status.id).queryKey, status);
      void client.invalidateQueries({ queryKey: candidateImportKeys.lists });
    },
  });
}
