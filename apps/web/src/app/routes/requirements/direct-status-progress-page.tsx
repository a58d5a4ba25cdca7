import { FollowUpStatusList } from '../../../features/requirement-candidates/components/follow-up-status-list';
import { assignmentNotes } from './assignment-notes';

/** /requeriments/direct/status/progress. */
export default function DirectStatusProgressPage() {
  return <FollowUpStatusList page="progress" notes={assignmentNotes} />;
}
