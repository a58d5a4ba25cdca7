import type { RequirementIdBody } from '@rp/contract/entities';
import { useRequirementAction } from './requirement-action';

/** POST requeriments/approve_requeriment/ {id}: New → Approved. */
export const useApproveRequirement = () => useRequirementAction<RequirementIdBody>('approve_requeriment');
