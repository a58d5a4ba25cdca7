import { resources } from '@rp/contract/resources';
import { useSaveResource } from '../../../lib/resource-hooks';

/**
 * PUT requeriments/{id}/ {items}: the full list of positions (an item with id is changed, one
 * without is added, a missing one is removed). Invalidates every requirement query.
 */
export const useUpdateRequirementItems = () => useSaveResource(resources.requeriments);
