import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/resource-hooks';

/**
 * A vacancy action: afterwards every vacancy query (lists, detail, counts and the timeline, whose
 * keys start with `vacancies`), its approvals and its logs refresh.
 */
export function useVacancyAction<B, R>(mutationFn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: resourceKeys.all(resources.vacancies) });
      void client.invalidateQueries({ queryKey: resourceKeys.all(resources['vacancy-approvals']) });
      void client.invalidateQueries({ queryKey: resourceKeys.all(resources['vacancy-logs']) });
    },
  });
}
