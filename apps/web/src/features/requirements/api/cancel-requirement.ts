import type { CancelRequerimentBody } from '@rp/contract/entities';
import { useRequirementAction } from './requirement-action';

/** POST requeriments/cancel_requeriment/ {id, cancel_reason}. */
export const useCancelRequirement = () => useRequirementAction<CancelRequerimentBody>('cancel_requeriment');
