import { endpoints } from '@rp/contract/endpoints';
import type { ImportCheckBody } from '@rp/contract/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { candidateImportKeys } from './get-candidate-imports';

/**
 * POST candidate-imports/:id/check/ (the dry run): every row read with the mapping and checked as
 * the candidate form would be; answers what importing would do (counts) and the first problem
 * rows. Nothing is written to the candidates; the import is `checked` afterwards (the history).
 */
export const checkCandidateImport = ({ id, body }: { id: number; body: ImportCheckBody }) =>
  callApi(endpoints.candidateImports.check, { params: { id }, body });

export function useCheckCandidateImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkCandidateImport,
    onSuccess: () => client.invalidateQueries({ queryKey: candidateImportKeys.lists }),
  });
}
