import { FollowUpStatusList } from '../../../features/requirement-candidates/components/follow-up-status-list';
import { assignmentNotes } from './assignment-notes';

/** /requeriments/direct/status/rejected. */
export default function DirectStatusRejectedPage() {
  return <FollowUpStatusList page="rejected" notes={assignmentNotes} />;
}
