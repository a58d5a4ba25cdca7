import type { Requirement } from '@rp/contract/entities';
import { useResourceItem } from '../../../lib/resource-hooks';

export const requirementsPath = 'requeriments/';

/** GET requeriments/{id}/: the requirement with its items (positions). */
export const useRequirement = (id: number | undefined) => useResourceItem<Requirement>(requirementsPath, id);
