import { type PageRoute, pageRoutes } from '@rp/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/feedback/error-page';
import { loadAppTexts } from '../lib/i18n';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload';
import { LoginLayout } from './layouts/login-layout';
import { pages } from './pages';
import { RouteErrorPage } from './routes/errors/route-error-page';

export type RouteHandle = { route: PageRoute };

const Reloading = () => null;

function toRoute(route: PageRoute): RouteObject | null {
  const load = pages[route.name as keyof typeof pages];
  if (!load) return null;
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    lazy: async () => {
      try {
        // every page but the login form also reads the texts the signed-in pages share, loaded beside it
        const [module] = await Promise.all([load(), route.name === 'login' ? undefined : loadAppTexts()]);
        return { Component: module.default };
      } catch (error) {
        if (isChunkLoadError(error) && reloadOnceForChunk()) return { Component: Reloading };
        throw error;
      }
    },
  };
}

const byLayout = (layout: PageRoute['layout']) =>
  (pageRoutes as readonly PageRoute[])
    .filter((route) => route.layout === layout)
    .map(toRoute)
    .filter((route): route is RouteObject => route !== null);

export const routes: RouteObject[] = [
  { element: <LoginLayout />, errorElement: <RouteErrorPage />, children: byLayout('login') },
  {
    lazy: async () => ({ Component: (await import('./layouts/approve-layout')).ApproveLayout }),
    errorElement: <RouteErrorPage />,
    children: [...byLayout('approve'), ...byLayout('public')],
  },
  {
    // the shell (menu, top bar, icons, data fetching) loads after login: the login route stays small
    lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
    errorElement: <RouteErrorPage />,
    children: [...byLayout('default'), { path: '*', element: <ErrorPage kind="not_found" /> }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
