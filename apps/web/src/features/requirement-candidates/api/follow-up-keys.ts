import { resources } from '@rp/contract/resources';
import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/resource-hooks';

/**
 * After any follow-up action: the assignment lists, the requirements and items whose counters
 * moved (with the requirements' actions: status counts, filters, summaries), the timeline and the
 * candidates.
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
