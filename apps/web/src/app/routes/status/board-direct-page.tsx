import { useRouteTitle } from '../../../components/layout/use-route-title';
import { BoardScreen } from '../../../features/dashboard/components/board-screen';

/** /status/board_direct: the Direct Dashboard (Daily Progress Direct). */
export default function BoardDirectPage() {
  const { title } = useRouteTitle();
  return <BoardScreen board="direct" title={title} />;
}
