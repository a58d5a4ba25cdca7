import { resources } from '@rp/contract/resources';
import { useResourceItem } from '../../../lib/resource-hooks';

/** GET vacancy-candidates/{id}/: one candidate of a vacancy with its derived names. */
export const useVacancyCandidate = (id: number | undefined) =>
  useResourceItem(resources['vacancy-candidates'], id);
