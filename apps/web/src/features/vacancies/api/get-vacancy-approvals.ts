import type { VacancyApproval } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** An approval row; `declined_at` is read when the server sends it (a decline by this approver). */
export type ApprovalRow = VacancyApproval & { declined_at?: string | null };

/** GET vacancy-approvals/?vacancy=ID (unpaged), in the approvers' order. */
export const useVacancyApprovals = (vacancy: number) =>
  useResourceOptions(resources['vacancy-approvals'], { vacancy, ordering: 'sort_item' });
