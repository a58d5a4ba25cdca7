import type { VacancyDocument } from '@rp/contract/entities';
import { useResourceOptions } from '../../../lib/resource-hooks';

export const documentsPath = 'vacancy-documents/';

/** GET vacancy-documents/?requeriment=ID (unpaged), newest first. */
export const useRequirementDocuments = (requeriment: number) =>
  useResourceOptions<VacancyDocument>(documentsPath, { requeriment, ordering: '-created_at' });
