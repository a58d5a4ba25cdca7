import { resources } from '@rp/contract/resources';
import { useResourceItem } from '../../../lib/resource-hooks';

/** GET requeriments/{id}/: the requirement with its items (positions). */
export const useRequirement = (id: number | undefined) => useResourceItem(resources.requeriments, id);
