import type { VacancyComment } from '@rp/contract/entities';
import { useResourceOptions } from '../../../lib/resource-hooks';

export const commentsPath = 'vacancy-comments/';

/** GET vacancy-comments/?requeriment=ID (unpaged), newest first. */
export const useRequirementComments = (requeriment: number) =>
  useResourceOptions<VacancyComment>(commentsPath, { requeriment, ordering: '-created_at' });
