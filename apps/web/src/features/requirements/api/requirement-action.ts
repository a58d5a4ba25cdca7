import type { CancelRequirementBody, Requirement, RequirementIdBody } from '@rp/contract/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';
import { requirementsPath } from './get-requirement';

type ActionName = 'approve_requeriment' | 'close_requeriment' | 'cancel_requeriment';

/** POST requeriments/<action>/ and refresh every requirement query (lists, detail, summaries). */
export function useRequirementAction<B extends RequirementIdBody>(action: ActionName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      apiRequest<Requirement>(`${requirementsPath}${action}/`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: resourceKeys.all(requirementsPath) });
      void client.invalidateQueries({ queryKey: resourceKeys.all('vacancy-logs/') });
      void client.invalidateQueries({ queryKey: resourceKeys.all('requeriment-candidates/') });
    },
  });
}

export type { CancelRequirementBody };
