import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** GET vacancy-candidate-history/?vacancy_candidate=ID: the stages a candidate went through, newest first. */
export const useCandidateHistory = (vacancyCandidate: number) =>
  useResourceOptions(resources['vacancy-candidate-history'], {
    vacancy_candidate: vacancyCandidate,
    ordering: '-created_at',
  });
