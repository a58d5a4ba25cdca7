/**
 * `npm run dashboard:explain`: EXPLAIN (ANALYZE, BUFFERS) of every dashboard figure's SQL as the API
 * builds it (docs/performance.md, "Dashboard figures kept by the database"), for the superuser and a
 * company-scoped user, unfiltered and with a year, a week, a company and a region. Prints one line
 * per call: its statements' execution time summed and the buffers they read; EXPLAIN_PLANS=1 also
 * prints every plan; EXPLAIN_CONNECTIONS=10 runs each call under 10 concurrent loops instead (its
 * latency, see underLoad). DATABASE_URL names an existing PostgreSQL database (e.g. a copy of
 * seed:scale's), ADMIN_USERNAME the superuser (`admin`); EXPLAIN_REFERENCE=1 explains the fresh counts
 * (src/test/dashboard-recount.ts) instead of the kept figures.
 */
import { type SQL, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import type { Actor, Ctx } from '../src/context';
import { type Executor, openPostgres, queryRows } from '../src/db/client';
import { loadActor } from '../src/modules/auth/auth.service';
import * as service from '../src/modules/dashboard/dashboard.service';
import * as recount from '../src/test/dashboard-recount';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL names the database to explain on');
const showPlans = process.env.EXPLAIN_PLANS === '1';
/** EXPLAIN_REFERENCE=1: the fresh counts of src/test/dashboard-recount.ts (the queries before the kept figures). */
const figures = process.env.EXPLAIN_REFERENCE === '1' ? recount : service;
/** EXPLAIN_CALLS=name,name: only the calls whose name contains one of these. */
const only = (process.env.EXPLAIN_CALLS ?? '').split(',').filter(Boolean);
const database = openPostgres(url, 2);
const db = database.db;

const [admin] = await queryRows<{ id: number }>(
  db,
  sql`select id from users where username = ${process.env.ADMIN_USERNAME ?? 'admin'}`,
);
const superuser = admin ? await loadActor(db, admin.id) : null;
if (!superuser) throw new Error('no superuser');
// the five companies with the most vacancies (a company-scoped user's usual share of the data)
const companies = await queryRows<{ id: number; region: number }>(
  db,
  sql`select c.id, c.region from companies c
       where c.region is not null
       order by (select count(*) from vacancies v where v.company = c.id) desc, c.id limit 5`,
);
const [first] = companies;
if (!first) throw new Error('no companies');
// a user of five companies, not staff: New vacancies count only where it takes part (here: the
// superuser's id, the requester of every seeded vacancy, so all of them — the base-table part's worst case)
const scoped = {
  ...superuser,
  is_superuser: false,
  is_staff: false,
  companies: companies.map((c) => c.id),
  sites: [],
};
const year = new Date().getUTCFullYear();

type Filters = Parameters<typeof service.mainAdminSummary>[1];
const filterSets: Record<string, Filters> = {
  unfiltered: {},
  year: { year },
  week: { year, week: 20 },
  company: { company: first.id },
  region: { region: first.region },
};

type Plan = { 'Execution Time': number; Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } };

/** An executor that explains every statement instead of running it, and keeps the timings. */
function explaining(stats: { ms: number; statements: number; blocks: number; plans: string[] }): Executor {
  const execute = async (query: SQL) => {
    const json = await queryRows<{ 'QUERY PLAN': Plan[] }>(
      db,
      sql`explain (analyze, buffers, format json) ${query}`,
    );
    const plan = json[0]?.['QUERY PLAN'][0];
    if (plan) {
      stats.ms += plan['Execution Time'];
      stats.statements += 1;
      stats.blocks += plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
    }
    if (showPlans) {
      const text = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${query}`);
      stats.plans.push(text.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return { rows: [] };
  };
  return { execute } as unknown as Executor;
}

const calls: Record<string, (ctx: Ctx, f: Filters) => Promise<unknown>> = {
  'main admin summary': figures.mainAdminSummary,
  'total by region': figures.totalByRegion,
  'vacancies by recruiter': figures.vacanciesByRecruiter,
  'candidates viables': figures.candidatesViables,
  'direct status': figures.directStatus,
  'direct status total': figures.directStatusTotal,
  'direct positions total': figures.directPositionsTotal,
  'targets vs hires': (ctx, f) =>
    figures.targetsVsHires(ctx, { year: f.year ?? year, company: f.company, region: f.region }),
};

const config = loadConfig();
const connections = Number(process.env.EXPLAIN_CONNECTIONS ?? 0);
if (connections > 0) {
  await underLoad(connections, Number(process.env.EXPLAIN_SECONDS ?? 5));
  process.exit(0);
}

/**
 * EXPLAIN_CONNECTIONS=n: instead of plans, each call run for EXPLAIN_SECONDS by n concurrent
 * loops on a pool of n connections (the SQL a call runs, no HTTP), its latency percentiles.
 */
async function underLoad(n: number, seconds: number) {
  const pool = openPostgres(url as string, n);
  console.log(`| call | user | filter | ${n} conn p50 ms | p95 ms | calls/s |\n|---|---|---|---:|---:|---:|`);
  for (const [name, call] of Object.entries(calls)) {
    if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
    for (const [who, actor] of [
      ['superuser', superuser],
      ['company-scoped', scoped],
    ] as const) {
      for (const label of ['unfiltered', 'year'] as const) {
        const f = filterSets[label] ?? {};
        const times: number[] = [];
        const end = performance.now() + seconds * 1000;
        await Promise.all(
          Array.from({ length: n }, async () => {
            while (performance.now() < end) {
              const started = performance.now();
              await call({ db: pool.db, actor: actor as Actor, lang: 'es', config }, f);
              times.push(performance.now() - started);
            }
          }),
        );
        times.sort((a, b) => a - b);
        const at = (q: number) =>
          (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
        console.log(
          `| ${name} | ${who} | ${label} | ${at(0.5)} | ${at(0.95)} | ${(times.length / seconds).toFixed(0)} |`,
        );
      }
    }
  }
  await pool.close();
  await database.close();
}

console.log('| call | user | filter | SQL ms | statements | buffers |\n|---|---|---|---:|---:|---:|');
for (const [name, call] of Object.entries(calls)) {
  if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
  for (const [who, actor] of [
    ['superuser', superuser],
    ['company-scoped', scoped],
  ] as const) {
    for (const [label, f] of Object.entries(filterSets)) {
      const stats = { ms: 0, statements: 0, blocks: 0, plans: [] as string[] };
      await call({ db: explaining(stats), actor, lang: 'es', config }, f);
      console.log(
        `| ${name} | ${who} | ${label} | ${stats.ms.toFixed(1)} | ${stats.statements} | ${stats.blocks} |`,
      );
      for (const plan of stats.plans) console.log(`\n${plan}\n`);
    }
  }
}
await database.close();
