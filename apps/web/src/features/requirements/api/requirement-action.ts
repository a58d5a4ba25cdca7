import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/resource-hooks';

/**
 * A requirement status action (it answers the requirement); afterwards every requirement query
 * (lists, detail, the summaries and filters tagged with it), the timeline and the assignments refresh.
 */
export function useRequirementAction<B, R>(mutationFn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: resourceKeys.all(resources.requeriments) });
      void client.invalidateQueries({ queryKey: resourceKeys.all(resources['vacancy-logs']) });
      void client.invalidateQueries({ queryKey: resourceKeys.all(resources['requeriment-candidates']) });
    },
  });
}
