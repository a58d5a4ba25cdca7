import { FollowUpStatusList } from '../../../features/follow-up/components/follow-up-status-list';

/** /requeriments/direct/status/accepted. */
export default function DirectStatusAcceptedPage() {
  return <FollowUpStatusList page="accepted" />;
}
