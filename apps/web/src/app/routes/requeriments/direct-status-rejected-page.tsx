import { FollowUpStatusList } from '../../../features/follow-up/components/follow-up-status-list';

/** /requeriments/direct/status/rejected. */
export default function DirectStatusRejectedPage() {
  return <FollowUpStatusList page="rejected" />;
}
