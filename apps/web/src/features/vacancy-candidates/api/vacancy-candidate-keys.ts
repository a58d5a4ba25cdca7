import { resources } from '@rp/contract/resources';
import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/resource-hooks';

/**
 * After a change to a vacancy's candidate: its rows, the counts (`get_summary_status`, keyed under
 * the same resource), the stage history and the vacancies (hired counts, stage, completion) refresh.
 */
export function invalidateVacancyCandidates(client: QueryClient) {
  void client.invalidateQueries({ queryKey: resourceKeys.all(resources['vacancy-candidates']) });
  void client.invalidateQueries({ queryKey: resourceKeys.all(resources['vacancy-candidate-history']) });
  void client.invalidateQueries({ queryKey: resourceKeys.all(resources.vacancies) });
}
