import type { Requirement } from '@rp/contract/entities';
import { useSaveResource } from '../../../lib/resource-hooks';
import { requirementsPath } from './get-requirement';

/** POST requeriments/ {company, site, requeriment_date, category, additional_comments, items}. */
export const useCreateRequirement = () => useSaveResource<Requirement>(requirementsPath);
