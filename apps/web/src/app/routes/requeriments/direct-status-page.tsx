import { FollowUpOverview } from '../../../features/follow-up/components/follow-up-overview';

/** /requeriments/direct/status: daily progress of the direct process. */
export default function DirectStatusPage() {
  return <FollowUpOverview />;
}
