import { FollowUpStatusList } from '../../../features/requirement-candidates/components/follow-up-status-list';
import { assignmentNotes } from './assignment-notes';

/** /requeriments/direct/status/hired. */
export default function DirectStatusHiredPage() {
  return <FollowUpStatusList page="hired" notes={assignmentNotes} />;
}
