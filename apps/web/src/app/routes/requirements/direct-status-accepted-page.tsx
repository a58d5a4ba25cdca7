import { FollowUpStatusList } from '../../../features/requirement-candidates/components/follow-up-status-list';
import { assignmentNotes } from './assignment-notes';

/** /requeriments/direct/status/accepted. */
export default function DirectStatusAcceptedPage() {
  return <FollowUpStatusList page="accepted" notes={assignmentNotes} />;
}
