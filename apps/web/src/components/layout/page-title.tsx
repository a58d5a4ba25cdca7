import { createContext, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Set by the layout that shows the page's name (top bar and document title): a page may claim it. */
export const PageTitleContext = createContext<((title: string | null) => void) | null>(null);

/**
 * Claims the page's name while mounted — for what a route shows instead of its own page, such as
 * the not-found page of an unknown record — so that the top bar, the heading and the document
 * title agree. Without a layout that shows a name (the login and public pages), it sets the
 * document title itself.
 */
export function useClaimPageTitle(title: string) {
  const claim = use(PageTitleContext);
  const { t } = useTranslation();
  const appTitle = t('routes.default_title');
  useEffect(() => {
    if (claim) {
      claim(title);
      return () => claim(null);
    }
    document.title = `${title} | ${appTitle}`;
  }, [claim, title, appTitle]);
}
