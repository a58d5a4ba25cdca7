import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from './client';
import * as schema from './schema/index';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The PostgreSQL advisory lock a starting server holds while it migrates and seeds: processes that
 * start together on one database take turns, and the later ones find nothing left to do
 * (docs/operations.md, "Several processes"). Any number no other application uses.
 */
export const startupLockKey = 7_245_081_133_912;

/** Creates the extensions the schema needs, then applies drizzle-kit's migrations. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await createExtensions(database.db);
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // one connection of the pool holds the session lock for the whole run (drizzle's migrator opens
  // its own transaction, so a transaction-scoped lock would not cover it)
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey]);
    try {
      const db = drizzleNodePg(client, { schema });
      await createExtensions(db as unknown as Database['db']);
      await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startupLockKey]);
    }
  } finally {
    client.release();
  }
}

async function createExtensions(db: Database['db']) {
  await db.execute(sql`create extension if not exists pg_trgm`);
  await db.execute(sql`create extension if not exists unaccent`);
}
