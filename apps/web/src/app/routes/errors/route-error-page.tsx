import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../../../components/feedback/error-page';
import { isChunkLoadError, reloadOnceForChunk } from '../../chunk-reload';

/** Router-level errors: 404 when nothing matches or a page's validation fails; chunk failures reload once. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) reloadOnceForChunk();
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not_found' : 'generic'} />;
}
