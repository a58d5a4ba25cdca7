import type { VacancyDocument } from '@rp/contract/entities';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { type NotesTarget, notesFilter } from './notes-target';

export const documentsPath = 'vacancy-documents/';

/**
 * GET vacancy-documents/?requeriment=ID[&candidate=ID] (unpaged), newest first: every document of
 * the requirement, or only those on one candidate's assignment.
 */
export const useRequirementDocuments = (target: NotesTarget) =>
  useResourceOptions<VacancyDocument>(documentsPath, { ...notesFilter(target), ordering: '-created_at' });
