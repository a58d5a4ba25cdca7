import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed/seed';
import { pgliteTemplate } from './global-setup';

export const adminCredentials = { username: 'admin', password: 'admin-password-1' };

/** A database of this test file's own: a clone of the migrated template on PostgreSQL, else PGlite in memory. */
async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DB;
  if (!url || !template) {
    const dump = pgliteTemplate();
    if (dump) return openPglite('memory://', { loadDataDir: dump });
    const database = await openPglite('memory://');
    await migrate(database);
    return database;
  }
  const name = `${template}_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = openPostgres(dbUrl.toString(), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Logs in and returns the access token. */
  login: (username: string, password: string) => Promise<string>;
  adminToken: string;
  /** app.inject with a bearer token and language. */
  request: (opts: InjectOptions & { token?: string; lang?: 'es' | 'en' }) => Promise<InjectResponse>;
  close: () => Promise<void>;
};

/**
 * `logStream`: the app logs there (at `info`) instead of not at all, for tests that read the log.
 * `beforeReady`: what server.ts starts before the app is ready (a background worker), for tests of it.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  opts: { logStream?: Writable; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rp-test-'));
  const config = loadConfig(
    {
      ...process.env,
      DATABASE_URL: '',
      ADMIN_USERNAME: adminCredentials.username,
      ADMIN_PASSWORD: adminCredentials.password,
    },
    {
      dataDir,
      jwtSecret: 'test-secret-test-secret-test-secret',
      loginRateLimit: 1000,
      // every response of the suite must match its contract schema (docs/domain.md#api-conventions)
      checkResponses: true,
      // no built web app unless a test asks for one (apps/web/dist may or may not exist)
      webDist: join(dataDir, 'web'),
      ...overrides,
    },
  );
  const database = await openTestDatabase();
  await seed(database.db, config);
  const app = await buildApp({
    config,
    database,
    logger: opts.logStream ? { stream: opts.logStream } : false,
  });
  opts.beforeReady?.(app);
  await app.ready();
  const request: TestApp['request'] = async ({ token, lang, headers, ...opts }) => {
    const injectOptions = {
      ...opts,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(lang ? { 'accept-language': lang } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    } as InjectOptions;
    return app.inject(injectOptions);
  };
  const login = async (username: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  const adminToken = await login(adminCredentials.username, adminCredentials.password);
  return {
    app,
    database,
    config,
    login,
    adminToken,
    request,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
