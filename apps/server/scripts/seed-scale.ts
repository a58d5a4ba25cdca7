/**
 * `npm run seed:scale`: a database at the scale of the performance budget (docs/performance.md,
 * docs/operations.md#a-database-at-scale), filled by the benchmark's own generators (scale-data.ts)
 * over five years, then left migrated, seeded and ready for `npm start`.
 *
 * With DATABASE_URL: that PostgreSQL database (it must exist). Without: the embedded database under
 * DATA_DIR (default ./data), smaller by default. Sizes: SEED_CANDIDATES, SEED_ASSIGNMENTS (requirement
 * candidates), SEED_REQUIREMENTS, SEED_VACANCIES, SEED_VACANCY_CANDIDATES, SEED_CVS (CVs with their
 * text, for the CV search). A database that already
 * holds candidates is refused unless SEED_FORCE=1 (or --force) says to add beside them.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { type Database, openDatabase, queryRows } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { FIVE_YEARS, insertScaleData, type ScaleSizes } from './scale-data';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The sizes of a run: the scale on PostgreSQL, a tenth of the candidates on the embedded database. */
export function scaleSizes(kind: 'pglite' | 'postgres', env: NodeJS.ProcessEnv = process.env): ScaleSizes {
  const pg = kind === 'postgres';
  const size = (name: string, postgres: number, pglite: number) => {
    const value = Number(env[name] ?? (pg ? postgres : pglite));
    if (!Number.isInteger(value) || value < 1000) throw new Error(`${name} must be an integer ≥ 1000`);
    return value;
  };
  return {
    candidates: size('SEED_CANDIDATES', 1_000_000, 100_000),
    assignments: size('SEED_ASSIGNMENTS', 200_000, 50_000),
    // 10,000 requirements a year, the bench's density (20,000 over two years)
    requirements: size('SEED_REQUIREMENTS', 50_000, 20_000),
    vacancies: size('SEED_VACANCIES', 100_000, 10_000),
    vacancyCandidates: size('SEED_VACANCY_CANDIDATES', 200_000, 50_000),
    // CVs with their text read, for the CV search (issue 30): 300,000 at the scale
    cvs: size('SEED_CVS', 300_000, 30_000),
  };
}

/** Five years of candidates, requirements and vacancies. */
export const SEED_SPANS = { candidateDays: FIVE_YEARS, requirementDays: FIVE_YEARS, vacancyDays: FIVE_YEARS };

/**
 * Migrates and seeds `database` (reference data and, when no superuser exists, the first one), then
 * inserts the scale data. Refuses a database that holds candidates unless `force`.
 */
export async function seedScale(
  database: Database,
  opts: {
    sizes: ScaleSizes;
    adminUsername: string;
    adminPassword: string | undefined;
    force: boolean;
    log: (line: string) => void;
  },
) {
  const started = performance.now();
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  let step = performance.now();
  await migrate(database);
  opts.log(`migrations: ${seconds(step)} s`);
  const [held] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from (select 1 from candidates limit 1) c`,
  );
  if ((held?.n ?? 0) > 0 && !opts.force)
    throw new Error(
      'this database already holds candidates: seed:scale fills an empty one (SEED_FORCE=1 or --force adds beside them)',
    );
  step = performance.now();
  const { generatedPassword } = await seed(database.db, {
    adminUsername: opts.adminUsername,
    adminPassword: opts.adminPassword,
  });
  // the requirements' requester: the first superuser (the one just created, or the one already there)
  const [superuser] = await queryRows<{ username: string }>(
    database.db,
    sql`select username from users where is_superuser and is_active order by id limit 1`,
  );
  if (!superuser) throw new Error('no active superuser after seeding');
  opts.log(`reference data and superuser: ${seconds(step)} s`);
  const report = await insertScaleData(database, {
    sizes: opts.sizes,
    spans: SEED_SPANS,
    adminUsername: superuser.username,
    log: opts.log,
  });
  opts.log(`total: ${seconds(started)} s`);
  return { report, superuser: superuser.username, generatedPassword };
}

async function main() {
  const invokedFrom = process.env.INIT_CWD ?? process.cwd();
  const dataDir = process.env.DATA_DIR ? resolve(invokedFrom, process.env.DATA_DIR) : join(root, 'data');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const database = await openDatabase(config);
  const where = config.databaseUrl
    ? `PostgreSQL ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}`
    : `the embedded database under ${dataDir}`;
  try {
    const sizes = scaleSizes(database.kind);
    const fmt = (n: number) => n.toLocaleString('en-US');
    console.log(
      `seed:scale on ${where}: ${fmt(sizes.candidates)} candidates, ${fmt(sizes.requirements)} requirements with ` +
        `${fmt(sizes.assignments)} requirement candidates, ${fmt(sizes.vacancies)} vacancies with ${fmt(sizes.vacancyCandidates)} vacancy candidates, over five years`,
    );
    const { superuser, generatedPassword } = await seedScale(database, {
      sizes,
      adminUsername: config.adminUsername,
      adminPassword: config.adminPassword,
      force: process.env.SEED_FORCE === '1' || process.argv.includes('--force'),
      log: (line) => console.log(`  ${line}`),
    });
    console.log(
      generatedPassword
        ? `Sign in as ${superuser} with the password ${generatedPassword} (generated now, shown once).`
        : `Sign in as ${superuser} (${config.adminPassword && superuser === config.adminUsername ? 'the password in ADMIN_PASSWORD' : 'the superuser that was already there, with its own password'}).`,
    );
    console.log(
      config.databaseUrl
        ? `Start it: DATABASE_URL=${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')} npm start`
        : `Start it: DATA_DIR=${dataDir} npm start`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error('seed:scale failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
