import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type PageRoute, pageRoutes } from '@rp/contract/routes';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { codeSplittingGroups } from './src/build/chunk-plan';
import { pageModules, shellPreload } from './src/build/shell-preload';
import { apiCacheName } from './src/lib/offline-cache';
import { referenceDataPattern, referenceNetworkTimeoutSeconds } from './src/lib/offline-cache-routes';
import { storageKeys } from './src/lib/session';

/** The top bar's green (src/app/theme.ts, shade 7; index.html's theme-color). */
const green = '#277e37';

export default defineConfig({
  plugins: [
    react(),
    // each built file beside its brotli and gzip twins, served as they are (docs/performance.md, cold load)
    // the signed-in shell's chunks asked for with the page when a session is stored (docs/performance.md, cold load)
    shellPreload({
      chunks: ['app-vendor', 'app-common'],
      layout: 'src/app/layouts/app-layout.tsx',
      sessionKeys: [storageKeys.accessToken, storageKeys.refreshToken],
      outsidePaths: (pageRoutes as readonly PageRoute[])
        .filter((route) => route.layout !== 'default')
        .map((route) => route.path),
      // the page's own chunk and the signed-in pages' texts too: the router would ask for them only
      // once the entry has run (docs/performance.md, "The first screen after sign-in")
      pages: pageModules(
        readFileSync(fileURLToPath(new URL('./src/app/pages.ts', import.meta.url)), 'utf8'),
        (pageRoutes as readonly PageRoute[]).filter((route) => route.layout === 'default'),
      ),
      texts: { chunks: { es: 'app-es', en: 'app-en' }, langKey: storageKeys.lang },
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // the installable app (docs/operations.md, "Installable app (service worker)"): manifest and
    // service worker; src/main.tsx registers it, only in the built app
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      // public/ (favicon, icons) is precached by the patterns below already
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Recruitment Platform',
        short_name: 'Recruitment',
        description: 'Vacantes, requisiciones y candidatos',
        lang: 'es',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: green,
        background_color: green,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // the app shell: every built script, style, page and icon (the plugin adds the web manifest),
        // never their .br/.gz twins (the browser asks the server for the encoding it takes) nor the
        // build's .vite/ manifest
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2}'],
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
        // client-side routes open from the cached index.html; the API and its docs never do
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // a new version takes over at once, and src/main.tsx reloads the open pages into it
        skipWaiting: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // the forms' reference lists: the network's answer while it comes within a few seconds,
            // else the last one kept (src/lib/offline-cache-routes.ts; emptied at every sign-in and sign-out)
            urlPattern: referenceDataPattern,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: apiCacheName,
              networkTimeoutSeconds: referenceNetworkTimeoutSeconds,
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // a few shared chunks instead of 240 (src/build/chunk-plan.ts)
        codeSplitting: { groups: codeSplittingGroups },
      },
    },
  },
});
