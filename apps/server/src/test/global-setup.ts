import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * With TEST_DATABASE_URL, builds one migrated template database; each test file then clones
 * its own database from it (DEVELOPERS.md). Without it, migrates one in-memory PGlite and dumps its
 * data directory; each test file starts its own PGlite from that dump (no initdb, no migrations).
 */
export async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return setupPglite();
  const template = `${new URL(url).pathname.slice(1) || 'test'}_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${template}"`);
  await admin.query(`create database "${template}"`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = openPostgres(templateUrl.toString(), 2);
  await migrate(database);
  await database.close();
  process.env.TEST_TEMPLATE_DB = template;
  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${template}%`],
    );
    for (const row of rows) await cleanup.query(`drop database if exists "${row.datname}" with (force)`);
    await cleanup.end();
  };
}

async function setupPglite() {
  const database = await openPglite('memory://');
  await migrate(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `rp-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
  return async () => rmSync(file, { force: true });
}

/** The migrated PGlite data directory dumped by setup(), if any. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}
