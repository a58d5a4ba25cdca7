import { BulkCloseModal, type BulkCloseProps } from '../../../components/follow-up/bulk-close-modal';
import { useCloseMassiveCandidate } from '../api/close-massive-candidate';

/**
 * Close several assignments at once: POST close_massive_candidate {ids, status, reject_reason?, follow_up}
 * → "N records were updated". All or nothing: the server refuses the whole call (409) if one cannot move.
 */
export function CloseSelectedModal(props: BulkCloseProps) {
  const closeMany = useCloseMassiveCandidate();
  return <BulkCloseModal {...props} closeMany={closeMany} />;
}
