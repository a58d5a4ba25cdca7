/**
 * The installable app's cache of API answers (docs/operations.md, "Installable app (service
 * worker)"): the service worker keeps the last answer of the reference data the forms' selects read
 * (lib/offline-cache-routes.ts), so a form opens without a network. Those answers are the signed-in
 * user's (their data scope), so the cache is emptied whenever a session starts or ends.
 */

/** The Cache Storage cache the service worker keeps the reference answers in. */
export const apiCacheName = 'rp-api-reference';

/** Empties the cached API answers (a session starts or ends); a browser without Cache Storage has none. */
export async function clearApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(apiCacheName);
  } catch {
    // an insecure context or a storage error: nothing was cached there either
  }
}
