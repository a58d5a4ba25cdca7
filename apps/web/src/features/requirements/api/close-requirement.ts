import type { RequirementIdBody } from '@rp/contract/entities';
import { useRequirementAction } from './requirement-action';

/** POST requeriments/close_requeriment/ {id} (409 while assignments are open). */
export const useCloseRequirement = () => useRequirementAction<RequirementIdBody>('close_requeriment');
