import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ErrorPage } from './error-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.errors.not_found'));
  return <ErrorPage code="404" message={t('shell.errors.not_found')} showHome />;
}
