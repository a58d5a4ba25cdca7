import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

/**
 * Server and contract test files share their worker's loaded modules (`isolate: false`), which saves
 * the seconds each file would spend importing the app again (docs/performance.md, "Test suite").
 * Files that replace a module (vi.mock) need a fresh module graph: they run isolated, in a project
 * of their own.
 */
const mocking = {
  server: ['src/modules/auth/auth.test.ts'],
};

const web = {
  root: './apps/web',
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  // each file in a fresh VM context of a reused thread: a third less time than a thread per file, and
  // still isolated (docs/performance.md, "Test suite"; the setup file adds Node's web streams)
  pool: 'vmThreads',
} satisfies ProjectTest;

const server = {
  root: './apps/server',
  globalSetup: ['./src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
} satisfies ProjectTest;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: one worker on CI's two cores. The main
    // process only orchestrates, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      // jsdom pages share global state (the mock service worker, i18n, the document): isolated
      {
        test: { ...web, name: 'web', include: ['src/**/*.test.{ts,tsx}'] },
        // main.tsx imports the service worker's registration, a module only the app's build provides
        // (apps/web/vite.config.ts); the tests never load it
        optimizeDeps: { exclude: ['virtual:pwa-register'] },
      },
      {
        test: {
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: mocking.server,
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-mocking', include: mocking.server } },
    ],
  },
});
