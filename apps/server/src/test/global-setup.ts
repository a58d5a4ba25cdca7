import pg from 'pg';
import { openPostgres } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * With TEST_DATABASE_URL, builds one migrated template database; each test file then clones
 * its own database from it (design §8). Without it, every test file uses an in-memory PGlite.
 */
export async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
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
