import type { CancelRequirementBody, Requirement, RequirementIdBody } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

type ActionName = 'approve_requeriment' | 'close_requeriment' | 'cancel_requeriment';

/** POST requeriments/<action>/ and refresh every requirement query (lists, detail, summaries). */
export function useRequirementAction<B extends RequirementIdBody>(action: ActionName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiRequest<Requirement>(`requeriments/${action}/`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: resourceKeys.all(resources.requeriments) });
      void client.invalidateQueries({ queryKey: resourceKeys.all(resources['vacancy-logs']) });
      void client.invalidateQueries({ queryKey: resourceKeys.all(resources['requeriment-candidates']) });
    },
  });
}

export type { CancelRequirementBody };
