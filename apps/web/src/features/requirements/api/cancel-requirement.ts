import type { CancelRequirementBody } from '@rp/contract/entities';
import { useRequirementAction } from './requirement-action';

/** POST requeriments/cancel_requeriment/ {id, cancel_reason}. */
export const useCancelRequirement = () => useRequirementAction<CancelRequirementBody>('cancel_requeriment');
