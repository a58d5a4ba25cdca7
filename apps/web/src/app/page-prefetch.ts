import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../lib/session';
import { claimQueryCache, queryClient } from './query-client';

/** What a page's prefetch reads: the address it opens at and the signed-in user (as stored). */
export type PrefetchContext = {
  url: URL;
  user: SessionUser;
  canOpen: (routeName: string) => boolean;
};

/** A page module's `prefetch`: starts the page's first queries, never waits for them. */
export type PagePrefetch = (context: PrefetchContext) => void;

/**
 * A page's queries started together with its code, not after it has rendered (docs/performance.md,
 * "Cold load"): the router calls it as the page's route loader (app/router.tsx), and the page's own
 * queries, built from the same query options, find the answers in the cache or on their way. The
 * cache is claimed for the user first, as the signed-in providers do (app/query-client.ts).
 */
export const definePrefetch =
  (start: (client: QueryClient, context: PrefetchContext) => void): PagePrefetch =>
  (context) => {
    claimQueryCache(context.user.id);
    start(queryClient, context);
  };
