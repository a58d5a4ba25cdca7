import { FollowUpStatusList } from '../../../features/requirement-candidates/components/follow-up-status-list';
import { assignmentNotes } from './assignment-notes';

/** /requeriments/direct/status/not_attends. */
export default function DirectStatusNotAttendsPage() {
  return <FollowUpStatusList page="not_attends" notes={assignmentNotes} />;
}
