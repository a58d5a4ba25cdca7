import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunk } from '../../chunk-reload';
import { ErrorPage } from './error-page';

/** Router-level errors: 404 when nothing matches or a page's validation fails; chunk failures reload once. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error)) reloadOnceForChunk();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage code="404" message={t('shell.errors.not_found')} showHome />;
  }
  return <ErrorPage code="500" message={t('shell.errors.generic')} showHome />;
}
