import { FollowUpOverview } from '../../../features/follow-up/components/follow-up-overview';
import { assignmentNotes } from './assignment-notes';

/** /requeriments/direct/status: daily progress of the direct process. */
export default function DirectStatusPage() {
  return <FollowUpOverview notes={assignmentNotes} />;
}
