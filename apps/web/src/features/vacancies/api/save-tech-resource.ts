import { resources } from '@rp/contract/resources';
import { useSaveResource } from '../../../lib/resource-hooks';

/**
 * POST tech-resources/ (the vacancy's first save) or PUT tech-resources/{id}/: one row per vacancy.
 * get_resource/ is tagged `tech-resources`, so it refreshes too.
 */
export const useSaveTechResource = () => useSaveResource(resources['tech-resources']);
