import {
  FollowUpOverview,
  prefetchFollowUpOverview,
} from '../../../features/requirement-candidates/components/follow-up-overview';
import { definePrefetch } from '../../page-prefetch';
import { assignmentNotes } from './assignment-notes';

/** The counts and the list's first page start with the page's code (app/page-prefetch.ts). */
export const prefetch = definePrefetch((client, { url }) =>
  prefetchFollowUpOverview(client, url.searchParams),
);

/** /requeriments/direct/status: daily progress of the direct process. */
export default function DirectStatusPage() {
  return <FollowUpOverview notes={assignmentNotes} />;
}
