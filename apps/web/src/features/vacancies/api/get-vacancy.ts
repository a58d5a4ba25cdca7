import { resources } from '@rp/contract/resources';
import { useResourceItem } from '../../../lib/resource-hooks';

/** GET vacancies/{id}/. */
export const useVacancy = (id: number | undefined) => useResourceItem(resources.vacancies, id);
