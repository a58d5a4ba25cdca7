import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { countPoolWrites, createEpochFeed, registerEpochFeed } from './auth-epoch-feed';
import { countWrites, registerWriteCount } from './embedded-writes';
import { readArraysWithoutRowTemplate } from './pg-array-results';
import { keepStatementsPrepared } from './pglite-statements';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: what services take. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/**
 * PGlite in memory (`memory://`) or under a directory, with pg_trgm and unaccent loaded;
 * `loadDataDir` starts it from a dump (tests start from a migrated one instead of running initdb).
 */
export async function openPglite(
  dir: string | 'memory://',
  opts: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir === 'memory://' ? undefined : dir, {
    extensions: { pg_trgm, unaccent },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  // the embedded database's files are read through the operating system's cache, where a random
  // page costs about what a sequential one does: at the default 4 the planner scanned the companies
  // and positions tables once per row of a follow-up page rather than probe their primary keys
  // (docs/decisions.md "The embedded database keeps its statements prepared (issue 28)")
  await client.exec('set random_page_cost = 1.1');
  keepStatementsPrepared(client);
  const writes = countWrites(client);
  const db = drizzlePglite(client, { schema, casing: undefined }) as unknown as Db;
  registerWriteCount(db, writes);
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * The settings every API connection to PostgreSQL opens with (docs/decisions.md "The API's
 * PostgreSQL sessions plan for a cached database"). JIT compilation pays off for long analytic
 * queries, not for this API's short ones: plans costed through subqueries crossed jit_above_cost and
 * compiled for 100–250 ms. A random page costs what a sequential one does when the data is cached
 * (docs/operations.md sizes shared_buffers for it): at the default 4 the planner read the companies
 * and positions tables whole, once per row and computed column of a follow-up page, instead of
 * probing their keys (3.1–4.3 ms → 1.6 ms a page, docs/performance.md).
 */
export const postgresSessionOptions = '-c jit=off -c random_page_cost=1.1';

export function openPostgres(url: string, max = 10): Database {
  readArraysWithoutRowTemplate();
  const pool = new pg.Pool({ connectionString: url, max, options: postgresSessionOptions });
  // an idle connection the server ends (restart, failover, a dropped test database) emits 'error'
  // on the pool: the pool discards that client and opens a new one when needed; without a
  // listener the error would crash the process
  pool.on('error', (err) => {
    if (process.env.NODE_ENV !== 'test' && !process.env.VITEST)
      console.warn(`PostgreSQL idle client: ${err.message}`);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  // the auth epoch told by the database, not read by every request (db/auth-epoch-feed.ts)
  const feed = createEpochFeed(url, countPoolWrites(pool), (err) => {
    if (process.env.NODE_ENV !== 'test' && !process.env.VITEST)
      console.warn(`PostgreSQL auth epoch listener: ${err.message}`);
  });
  registerEpochFeed(db, feed);
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await feed.close();
      await pool.end();
    },
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(join(opts.dataDir, 'pgdata'));
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: import('drizzle-orm').SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
