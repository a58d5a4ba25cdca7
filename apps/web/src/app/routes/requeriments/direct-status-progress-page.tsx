import { FollowUpStatusList } from '../../../features/follow-up/components/follow-up-status-list';

/** /requeriments/direct/status/progress. */
export default function DirectStatusProgressPage() {
  return <FollowUpStatusList page="progress" />;
}
