import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> | Recruitment Platform", or the default title alone. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const appTitle = t('routes.default_title');
  useEffect(() => {
    document.title = title && title !== appTitle ? `${title} | ${appTitle}` : appTitle;
  }, [title, appTitle]);
}
