/**
 * The database of a load script (`npm run bench:http`, `npm run soak`; docs/performance.md):
 * BENCH_DATABASE_URL (an existing PostgreSQL database, e.g. from `npm run seed:scale`) or
 * BENCH_DATA_DIR (an existing embedded one), signed in with ADMIN_USERNAME (default admin) and
 * ADMIN_PASSWORD; else a throwaway one for `seedIfNew` — `rp_<script>_<random>` created on
 * DATABASE_URL's server, or PGlite under a temporary directory — dropped afterwards unless BENCH_KEEP=1.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres, queryRows } from '../src/db/client';
import { scaleSizes, seedScale } from './seed-scale';

/** The server's pool (db/client.ts openPostgres): a load script's own pool is as large. */
export const SERVER_POOL = 10;

export type Kind = 'pglite' | 'postgres';
export type LoadDatabase = Awaited<ReturnType<typeof openLoadDatabase>>;

/** A database to bench: given by env, or a throwaway one seeded here. */
export async function openLoadDatabase(script: string): Promise<{
  database: Database;
  kind: Kind;
  url?: string;
  dataDir?: string;
  where: string;
  seeded: boolean;
  admin: { username: string; password: string };
  drop: () => Promise<void>;
}> {
  const existingUrl = process.env.BENCH_DATABASE_URL;
  const existingDir = process.env.BENCH_DATA_DIR;
  if (existingUrl || existingDir) {
    const password = process.env.ADMIN_PASSWORD;
    if (!password)
      throw new Error('an existing database needs ADMIN_USERNAME (default admin) and ADMIN_PASSWORD');
    const admin = { username: process.env.ADMIN_USERNAME ?? 'admin', password };
    if (existingUrl) {
      const database = openPostgres(existingUrl, SERVER_POOL);
      return {
        database,
        kind: 'postgres',
        url: existingUrl,
        where: `PostgreSQL ${new URL(existingUrl).pathname.slice(1)} (given)`,
        seeded: false,
        admin,
        drop: () => database.close().catch(() => undefined),
      };
    }
    const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), existingDir as string);
    const database = await openPglite(join(dataDir, 'pgdata'));
    return {
      database,
      kind: 'pglite',
      dataDir,
      where: `PGlite under ${dataDir} (given)`,
      seeded: false,
      admin,
      drop: () => database.close().catch(() => undefined),
    };
  }
  const admin = { username: 'bench-admin', password: randomBytes(12).toString('base64url') };
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), `rp-${script}-`));
    const database = await openPglite(join(dataDir, 'pgdata'));
    return {
      database,
      kind: 'pglite',
      dataDir,
      where: `PGlite under ${dataDir} (seeded here)`,
      seeded: true,
      admin,
      drop: async () => {
        await database.close().catch(() => undefined);
        if (process.env.BENCH_KEEP) return console.log(`BENCH_KEEP: ${dataDir} kept`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `rp_${script.replace(/-/g, '_')}_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: baseUrl });
  await adminClient.connect();
  await adminClient.query(`create database "${name}"`);
  await adminClient.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), SERVER_POOL);
  return {
    database,
    kind: 'postgres',
    url: url.toString(),
    where: `PostgreSQL, throwaway database ${name} (seeded here)`,
    seeded: true,
    admin,
    drop: async () => {
      await database.close().catch(() => undefined);
      if (process.env.BENCH_KEEP) return console.log(`BENCH_KEEP: database ${name} kept`);
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Takes the candidates a load run created (their e-mails start with `emailPrefix`) out of the lists,
 * as a recruiter deleting them would, and vacuums, as autovacuum soon would. Created during the run,
 * they are the newest rows, and left there they filled the search windows of every later read (1,801
 * of the 2,000 newest candidates on `rp_scale` after one `bench:http`, and each search a window then
 * read measured the benchmark's own rows); their dead entries in the newest-first index then sent the
 * window's index-only scan to the table until a vacuum (a search's statement 4.0 → 7.9 ms).
 * docs/performance.md "The benchmark's own candidates".
 */
export async function retireCandidates(db: Database['db'], emailPrefix: string): Promise<number> {
  const [retired] = await queryRows<{ n: number }>(
    db,
    sql`with retired as (update candidates set is_deleted = true, deleted_reason = 'load run'
      where email like ${`${emailPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} and not is_deleted returning 1)
      select count(*)::int as n from retired`,
  );
  if (retired?.n) await db.execute(sql`vacuum candidates`);
  return retired?.n ?? 0;
}

/**
 * `retireCandidates` on the run's database once its server has stopped: the bench's own connection
 * on PostgreSQL, the embedded database opened again (the server held it).
 */
export async function retireRunCandidates(opened: LoadDatabase, emailPrefix: string): Promise<number> {
  if (opened.kind === 'postgres') return retireCandidates(opened.database.db, emailPrefix);
  const again = await openPglite(join(opened.dataDir as string, 'pgdata'));
  try {
    return await retireCandidates(again.db, emailPrefix);
  } finally {
    await again.close();
  }
}

/** Seeds a throwaway database with seed:scale's code (SEED_* sizes); returns a line for the report. */
export async function seedIfNew(opened: LoadDatabase, prefix: string): Promise<string> {
  if (!opened.seeded) return '';
  const { report } = await seedScale(opened.database, {
    sizes: scaleSizes(opened.kind),
    adminUsername: opened.admin.username,
    adminPassword: opened.admin.password,
    force: false,
    log: (line) => console.log(`  ${prefix}: ${line}`),
  });
  return `Seeded by \`npm run seed:scale\`'s code in this run (candidates inserted in ${report.insertSeconds.toFixed(0)} s, indexed in ${report.indexSeconds.toFixed(0)} s).`;
}
