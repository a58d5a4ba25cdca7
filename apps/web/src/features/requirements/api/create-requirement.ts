import { resources } from '@rp/contract/resources';
import { useSaveResource } from '../../../lib/resource-hooks';

/** POST requeriments/ {company, site, requeriment_date, category, additional_comments, items}. */
export const useCreateRequirement = () => useSaveResource(resources.requeriments);
