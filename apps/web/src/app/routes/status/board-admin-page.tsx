import { useRouteTitle } from '../../../components/layout/use-route-title';
import { BoardScreen } from '../../../features/dashboard/components/board-screen';

/** /status/board_admin: the Admin Dashboard. */
export default function BoardAdminPage() {
  const { title } = useRouteTitle();
  return <BoardScreen board="admin" title={title} />;
}
