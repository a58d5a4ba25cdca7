import type { PageRoute } from '@rp/contract';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** The handle the router gives each page (apps/web/src/app/router.tsx). */
type RouteHandle = { route: PageRoute };

/**
 * The current page's route and its title: the one name the menu, the top bar and the page heading
 * show (docs/domain.md#pages-menu-and-the-browser). Without a routed page, the application's name.
 */
export function useRouteTitle(): { route: PageRoute | undefined; title: string } {
  const { t } = useTranslation();
  const matches = useMatches();
  const route = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.route)
    .find((found) => found !== undefined);
  return { route, title: route ? t(route.titleKey) : t('routes.default_title') };
}
