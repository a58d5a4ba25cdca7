import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, hasChromium } from './chromium';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

// Chosen once in the runner; the workers load this file again and inherit these variables.
process.env.E2E_PORT ??= String(await freePort());
if (!process.env.E2E_TMP_DIR) {
  process.env.E2E_TMP_DIR = mkdtempSync(join(tmpdir(), 'rp-e2e-'));
  process.env.E2E_TMP_OWNED = '1';
}

const port = Number(process.env.E2E_PORT);
const tmp = process.env.E2E_TMP_DIR;
// the suite's own database and its own build of the web app (a build elsewhere cannot empty it)
const dataDir = join(tmp, 'data');
const webDist = join(tmp, 'web');
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'es-MX',
    // the journeys ask for reduced motion: dialogs, menus and notices appear without transitions
    reducedMotion: 'reduce',
    // the installable app's service worker stays out of the journeys (each context would install and
    // precache the whole app again); tests/offline-app.spec.ts allows it
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // without chromium the global setup fails with the fix; building first would only waste time
  webServer: hasChromium()
    ? {
        command: `npm run build -w @rp/web -- --outDir ${JSON.stringify(webDist)} --emptyOutDir && npx tsx apps/server/src/server.ts`,
        cwd: repoRoot,
        url: `${baseURL}/api/health/`,
        reuseExistingServer: false,
        timeout: 600_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WEB_DIST: webDist,
          DATABASE_URL: '',
          REDIS_URL: '',
          ADMIN_USERNAME: 'admin',
          ADMIN_PASSWORD: 'E2e-admin-1',
          JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789abcdef',
          LOGIN_RATE_LIMIT: '1000',
          PUBLIC_RATE_LIMIT: '1000',
          PUBLIC_VIEW_RATE_LIMIT: '1000',
          LOG_LEVEL: 'warn',
          // the CV indexer looks for new files every second: a journey finds a CV moments after its upload
          CV_INDEX_POLL_SECONDS: '1',
        },
      }
    : undefined,
});
