import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/resource-hooks';

export const assignmentsPath = 'requeriment-candidates/';
export const requerimentsPath = 'requeriments/';

/** Keys of the requirement actions' GETs, under the requirements' key so one invalidation covers them. */
export const followUpKeys = {
  summaryStatus: (params: object) => [requerimentsPath, 'summary-status', params] as const,
  filters: () => [requerimentsPath, 'filters'] as const,
};

/**
 * After any follow-up action: the assignment lists, the status counts, and the requirements and
 * items whose counters moved.
 */
export function invalidateFollowUp(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: resourceKeys.all(assignmentsPath) }),
    client.invalidateQueries({ queryKey: resourceKeys.all(requerimentsPath) }),
    client.invalidateQueries({ queryKey: resourceKeys.all('requeriment-items/') }),
    client.invalidateQueries({ queryKey: resourceKeys.all('vacancy-logs/') }),
    client.invalidateQueries({ queryKey: resourceKeys.all('candidates/') }),
  ]);
}
