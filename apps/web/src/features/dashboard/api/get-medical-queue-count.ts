import type { ResourceListParams } from '@rp/contract';
import { resources } from '@rp/contract/resources';
import { resourceListQuery, useResourceList } from '../../../lib/resource-hooks';

const vacancyCandidates = resources['vacancy-candidates'];
export type MedicalQueueParams = ResourceListParams<typeof vacancyCandidates>;

const countParams = (params: MedicalQueueParams): MedicalQueueParams => ({
  ...params,
  page: 1,
  page_size: 1,
});

/**
 * GET vacancy-candidates/?…&page_size=1: how many rows the medical queue lists (its `elements`), with
 * the queue's own parameters (the page passes them from the queue's feature), so both count alike.
 */
export const medicalQueueCountQuery = (params: MedicalQueueParams) =>
  resourceListQuery(vacancyCandidates, countParams(params));

export const useMedicalQueueCount = (params: MedicalQueueParams, enabled: boolean) =>
  useResourceList(vacancyCandidates, countParams(params), enabled);
