import { FollowUpOverview } from '../../../features/requirement-candidates/components/follow-up-overview';
import { assignmentNotes } from './assignment-notes';

/** /requeriments/direct/status: daily progress of the direct process. */
export default function DirectStatusPage() {
  return <FollowUpOverview notes={assignmentNotes} />;
}
