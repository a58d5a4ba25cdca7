import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { sendFirstRequests } from './app/first-requests';
import { Providers } from './app/providers';
import { createRouter, whenRouterReady } from './app/router';
import { i18nReady } from './lib/i18n';

const router = createRouter();
// the first page's data asked for now, while its code loads (app/first-requests.ts)
sendFirstRequests(router);

/**
 * The installable app's service worker (docs/operations.md, "Installable app (service worker)"),
 * only in the built app (never the dev server nor the tests), once the first page has loaded. A new version takes over
 * at once and the page reloads into it, like after a failed chunk load (app/chunk-reload.ts): nobody
 * goes on running stale code.
 */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// the first render waits for the reader's texts and the route's code; index.html's boot shell shows meanwhile
void Promise.all([i18nReady, whenRouterReady(router)]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
