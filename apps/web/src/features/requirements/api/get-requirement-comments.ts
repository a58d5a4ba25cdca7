import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { type NotesTarget, notesFilter } from './notes-target';

/**
 * GET vacancy-comments/?requeriment=ID[&candidate=ID] (unpaged), newest first: every comment of the
 * requirement, or only those on one candidate's assignment.
 */
export const useRequirementComments = (target: NotesTarget) =>
  useResourceOptions(resources['vacancy-comments'], { ...notesFilter(target), ordering: '-created_at' });
