import { followUpStatuses, isOneOf } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/**
 * The VacancyCandidateStatus rows: every row by id (names for the history) and the working stages a
 * candidate may be moved to — all but the five status rows, which `update_candidate_status/` refuses
 * (docs/decisions.md, vacancy candidates).
 */
export function useCandidateStages() {
  const query = useResourceOptions(resources['vacancy-candidate-status'], { ordering: 'id' });
  const rows = query.data ?? [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const working = rows.filter((row) => !isOneOf(followUpStatuses, row.name));
  return { names, working };
}
