import { type PageRoute, pageRoutes } from '@rp/contract';
import {
  createBrowserRouter,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { ErrorPage } from '../components/feedback/error-page';
import { accessOf } from '../lib/auth';
import { loadAppTexts } from '../lib/i18n';
import { session } from '../lib/session';
import { BootShell } from './boot-shell';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload';
import { LoginLayout } from './layouts/login-layout';
import type { PagePrefetch } from './page-prefetch';
import { type PageModule, pages } from './pages';
import { RouteErrorPage } from './routes/errors/route-error-page';

export type RouteHandle = { route: PageRoute };

const Reloading = () => null;

/**
 * The route loader of a page that exports `prefetch`: its first queries start as soon as its code is
 * in, before the layout and the page render (docs/performance.md, "Cold load"), for a stored user
 * the page lets in: `canOpen`, the check app/guards/route-frame.tsx makes before it shows the page.
 * It returns at once: the page never waits for it, and shows its own loading states as before.
 */
export function prefetchLoader(route: PageRoute, prefetch: PagePrefetch) {
  return ({ request }: LoaderFunctionArgs) => {
    const user = session.user;
    const { canOpen } = accessOf(user);
    if (user && canOpen(route.name)) prefetch({ url: new URL(request.url), user, canOpen });
    return null;
  };
}

function toRoute(route: PageRoute): RouteObject | null {
  const load = pages[route.name as keyof typeof pages];
  if (!load) return null;
  // one load for both parts of the route; a chunk that fails to load (a new version replaced it)
  // reloads the page once (app/chunk-reload.ts)
  let loading: Promise<PageModule> | undefined;
  const loadPage = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      if (isChunkLoadError(error) && reloadOnceForChunk()) return { default: Reloading };
      throw error;
    });
    return loading;
  };
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    // each part on its own: the loader as soon as the page's code is in, the component with its texts
    lazy: {
      loader: async () => {
        const module = await loadPage();
        return module.prefetch ? prefetchLoader(route, module.prefetch) : undefined;
      },
      Component: async () => {
        // every page but the login form also reads the texts the signed-in pages share, loaded beside it
        const [module] = await Promise.all([loadPage(), route.name === 'login' ? undefined : loadAppTexts()]);
        return module.default;
      },
    },
  };
}

const byLayout = (layout: PageRoute['layout']) =>
  (pageRoutes as readonly PageRoute[])
    .filter((route) => route.layout === layout)
    .map(toRoute)
    .filter((route): route is RouteObject => route !== null);

export const routes: RouteObject[] = [
  {
    element: <LoginLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <BootShell />,
    children: byLayout('login'),
  },
  {
    lazy: async () => ({ Component: (await import('./layouts/approve-layout')).ApproveLayout }),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <BootShell />,
    children: [...byLayout('approve'), ...byLayout('public')],
  },
  {
    // the shell (menu, top bar, icons, data fetching) loads after login: the login route stays small
    lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <BootShell />,
    children: [...byLayout('default'), { path: '*', element: <ErrorPage kind="not_found" /> }],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Settles when the router has the first route's code (and has started its data: app/page-prefetch.ts).
 * main.tsx renders then: rendering before drew index.html's boot shell again, and the page was then
 * drawn by the router's update, which React renders in slices — the first page's answers, arriving
 * between two slices, made it start the whole shell again (docs/performance.md, "The first screen
 * after sign-in"). Drawn after, the first page is one render.
 */
export function whenRouterReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
