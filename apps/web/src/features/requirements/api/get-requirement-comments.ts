import type { VacancyComment } from '@rp/contract/entities';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { type NotesTarget, notesFilter } from './notes-target';

export const commentsPath = 'vacancy-comments/';

/**
 * GET vacancy-comments/?requeriment=ID[&candidate=ID] (unpaged), newest first: every comment of the
 * requirement, or only those on one candidate's assignment.
 */
export const useRequirementComments = (target: NotesTarget) =>
  useResourceOptions<VacancyComment>(commentsPath, { ...notesFilter(target), ordering: '-created_at' });
