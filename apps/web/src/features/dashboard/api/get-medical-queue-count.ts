import type { ResourceListParams } from '@rp/contract';
import { resources } from '@rp/contract/resources';
import { useResourceList } from '../../../lib/resource-hooks';

const vacancyCandidates = resources['vacancy-candidates'];
export type MedicalQueueParams = ResourceListParams<typeof vacancyCandidates>;

/**
 * GET vacancy-candidates/?…&page_size=1: how many rows the medical queue lists (its `elements`), with
 * the queue's own parameters (the page passes them from the queue's feature), so both count alike.
 */
export const useMedicalQueueCount = (params: MedicalQueueParams, enabled: boolean) =>
  useResourceList(vacancyCandidates, { ...params, page: 1, page_size: 1 }, enabled);
