import type { VacancyComment } from '@rp/contract/entities';
import { useSaveResource } from '../../../lib/resource-hooks';
import { commentsPath } from './get-requirement-comments';

/** POST vacancy-comments/ {requeriment, comment}. */
export const useCreateRequirementComment = () => useSaveResource<VacancyComment>(commentsPath);
