import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { i18nReady } from './lib/i18n';

const router = createRouter();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// the router already loads the route's chunks; the first render waits for the reader's texts
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
