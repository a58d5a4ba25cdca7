import { FollowUpStatusList } from '../../../features/follow-up/components/follow-up-status-list';

/** /requeriments/direct/status/hired. */
export default function DirectStatusHiredPage() {
  return <FollowUpStatusList page="hired" />;
}
