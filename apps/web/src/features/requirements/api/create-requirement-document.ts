import { resources } from '@rp/contract/resources';
import { useSaveResource } from '../../../lib/resource-hooks';

/** POST vacancy-documents/ {requeriment, candidate, document, notes} once the file is in file-records/. */
export const useCreateRequirementDocument = () => useSaveResource(resources['vacancy-documents']);
