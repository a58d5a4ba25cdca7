import type { VacancyDocument } from '@rp/contract/entities';
import { useSaveResource } from '../../../lib/resource-hooks';
import { documentsPath } from './get-requirement-documents';

/** POST vacancy-documents/ {requeriment, candidate, document, notes} once the file is in file-records/. */
export const useCreateRequirementDocument = () => useSaveResource<VacancyDocument>(documentsPath);
