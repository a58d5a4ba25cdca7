import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

/** The user whose answers the query cache holds (null: nobody's yet). */
let cacheOwner: number | null = null;

/**
 * Called with the signed-in user before the signed-in pages render: when another user signed in
 * in this tab, the previous user's answers are dropped first, so one user never sees another's
 * lists (like the service worker's cache, lib/offline-cache.ts).
 */
export function claimQueryCache(userId: number) {
  if (cacheOwner !== null && cacheOwner !== userId) queryClient.clear();
  cacheOwner = userId;
}
