import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { type NotesTarget, notesFilter } from './notes-target';

/**
 * GET vacancy-documents/?requeriment=ID[&candidate=ID] (unpaged), newest first: every document of
 * the requirement, or only those on one candidate's assignment.
 */
export const useRequirementDocuments = (target: NotesTarget) =>
  useResourceOptions(resources['vacancy-documents'], { ...notesFilter(target), ordering: '-created_at' });
