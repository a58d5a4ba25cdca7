import type { PageRoute } from '@rp/contract';
import type { DataRouter } from 'react-router';
import { homeFigureRequests } from '../features/dashboard/api/home-figure-requests';
import { requestAhead } from '../lib/api-client';
import { accessOf } from '../lib/auth';
import { session } from '../lib/session';
import type { PrefetchContext } from './page-prefetch';
import type { RouteHandle } from './router';

/**
 * A page's first requests that the entry can send itself, without the page's code: their paths and
 * bodies only (no schemas, no query options), so that the entry stays small.
 */
const firstRequestsOf: Partial<Record<PageRoute['name'], (context: PrefetchContext) => void>> = {
  // the home figures (the page's prefetch asks for the same ones: features/dashboard/api/home-figures.ts)
  index: (context) => {
    for (const { path, body } of homeFigureRequests(context, { year: new Date().getFullYear() }))
      requestAhead(path, { method: 'POST', body });
  },
};

/**
 * Sends the first page's requests as soon as the entry runs, for a stored user the page lets in
 * (the check app/guards/route-frame.tsx makes): they leave while the shell's and the page's chunks
 * still load and run, instead of once the page's code has started them (its route loader,
 * app/page-prefetch.ts), so that the answers are in for the first render (docs/performance.md, "The
 * first screen after sign-in"). The page's own queries take these answers (lib/api-client.ts,
 * `requestAhead`).
 */
export function sendFirstRequests(router: Pick<DataRouter, 'state'>) {
  const user = session.user;
  const route = (router.state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.route;
  const send = route && firstRequestsOf[route.name];
  if (!user || !route || !send) return;
  const { canOpen } = accessOf(user);
  if (canOpen(route.name)) send({ url: new URL(window.location.href), user, canOpen });
}
