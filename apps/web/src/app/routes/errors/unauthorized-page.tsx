import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return <ErrorPage code="401" message={t('shell.errors.unauthorized')} showHome />;
}
