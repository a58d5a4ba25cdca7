import type { VacancyComment } from '@rp/contract/entities';
import { useSaveResource } from '../../../lib/resource-hooks';
import { commentsPath } from './get-requirement-comments';

/** POST vacancy-comments/ {requeriment, candidate, comment} (candidate null: about the requirement). */
export const useCreateRequirementComment = () => useSaveResource<VacancyComment>(commentsPath);
