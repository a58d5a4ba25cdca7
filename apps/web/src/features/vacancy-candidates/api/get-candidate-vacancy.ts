import { resources } from '@rp/contract/resources';
import { useResourceItem } from '../../../lib/resource-hooks';

/** GET vacancies/{id}/: the vacancy the candidates' pages belong to (code, type, status, approval). */
export const useCandidateVacancy = (id: number | undefined) => useResourceItem(resources.vacancies, id);
