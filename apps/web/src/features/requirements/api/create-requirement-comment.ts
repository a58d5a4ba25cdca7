import { resources } from '@rp/contract/resources';
import { useSaveResource } from '../../../lib/resource-hooks';

/** POST vacancy-comments/ {requeriment, candidate, comment} (candidate null: about the requirement). */
export const useCreateRequirementComment = () => useSaveResource(resources['vacancy-comments']);
