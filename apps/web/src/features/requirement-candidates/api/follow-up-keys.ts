import { resources } from '@rp/contract/resources';
import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/resource-hooks';

/** Keys of the requirement actions' GETs, under the requirements' key so one invalidation covers them. */
export const followUpKeys = {
  summaryStatus: (params: object) => [resources.requeriments, 'summary-status', params] as const,
  filters: () => [resources.requeriments, 'filters'] as const,
};

/**
 * After any follow-up action: the assignment lists, the status counts, and the requirements and
 * items whose counters moved.
 */
export function invalidateFollowUp(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: resourceKeys.all(resources['requeriment-candidates']) }),
    client.invalidateQueries({ queryKey: resourceKeys.all(resources.requeriments) }),
    client.invalidateQueries({ queryKey: resourceKeys.all(resources['requeriment-items']) }),
    client.invalidateQueries({ queryKey: resourceKeys.all(resources['vacancy-logs']) }),
    client.invalidateQueries({ queryKey: resourceKeys.all(resources.candidates) }),
  ]);
}
