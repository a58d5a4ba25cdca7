import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** GET vacancy-logs/?requeriment=ID (unpaged): the requirement's timeline, oldest first. */
export const useRequirementLogs = (requeriment: number) =>
  useResourceOptions(resources['vacancy-logs'], { requeriment, ordering: 'created_at' });
