/**
 * `npm run bench:http`: the HTTP benchmark of the performance budget (docs/performance.md, "HTTP
 * benchmark"; a benchmark, never a timed test). The real server runs as a child process
 * (load-server.ts) on a seeded database and autocannon drives its key reads and writes over loopback
 * at 1, 10 and 50 connections; beside each, the SQL those requests run (captured from the same
 * request through an in-process app, sql-replay.ts) is replayed straight on the same database at the
 * same concurrency. p50/p95/p99, requests per second and the API/SQL ratio go into
 * docs/performance.md between `<!-- bench:http:<kind>:start -->` and `:end -->`, with each list
 * read's HTTP floor at one connection: Fastify alone answering the same bodies from memory
 * (http-floor-server.ts), what the ratio can be at best.
 *
 * Database: BENCH_DATABASE_URL (an existing PostgreSQL database, e.g. from `npm run seed:scale`) or
 * BENCH_DATA_DIR (an existing embedded one) with ADMIN_USERNAME/ADMIN_PASSWORD of a superuser; else a
 * throwaway one seeded here by seed:scale's code — `rp_bench_http_<random>` on DATABASE_URL's server,
 * or PGlite under a temporary directory — with SEED_* sizes, dropped afterwards (BENCH_KEEP=1 keeps it).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { curpCheckDigit } from '@rp/contract/rules/candidate';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, queryRows } from '../src/db/client';
import { replaceSection, type Summary, summarize } from '../src/lib/load-stats';
import {
  type Kind,
  openLoadDatabase,
  retireCandidates,
  retireRunCandidates,
  SERVER_POOL,
  seedIfNew,
} from './load-database';
import { priorityOf, signIn, startServer, yieldToServer } from './load-server';
import { cvSearchTerms } from './scale-data';
import { searchTermsFromData } from './search-terms';
import { type Captured, rewrite, sqlTools } from './sql-replay';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const reportFile = join(root, 'docs', 'performance.md');
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const WRITES = Number(process.env.BENCH_WRITES ?? 300);
/** Writes per connection count: BENCH_WRITES, at least two per connection (autocannon needs one each). */
const writesAt = (connections: number) => Math.max(WRITES, 2 * connections);
/** BENCH_CASES=name,name: only the cases whose name contains one of these (to try one case). */
const ONLY = (process.env.BENCH_CASES ?? '')
  .split(',')
  .map((n) => n.trim())
  .filter(Boolean);
/**
 * The budgets (issue 28): at 10 connections every list and search p95 < 100 ms on PostgreSQL at
 * 1,000,000 candidates (< 150 ms on the embedded database at 100,000), a search < 250 ms at 50, the
 * dashboard < 150 ms; API/SQL p50 ≤ 1.3× for the list reads at 1 and 10 connections.
 */
const LIST_BUDGET: Record<Kind, number> = { postgres: 100, pglite: 150 };
const SEARCH_BUDGET_AT_50 = 250;
const DASHBOARD_BUDGET = 150;
const RATIO_BUDGET = 1.3;
/** The CV search (issue 30), on PostgreSQL at 300,000 CVs: p95 < 150 ms at 1 connection, < 300 ms at 10. */
const CV_BUDGET: Record<number, number> = { 1: 150, 10: 300 };
/** The connections the p95 budgets are judged at. */
const BUDGET_CONNECTIONS = 10;
const RATIO_CONNECTIONS = [1, 10];
/** The connections the HTTP floor is measured at: one, where a request's times add up without queueing. */
const FLOOR_CONNECTIONS = 1;

type Body = Record<string, unknown>;
/** A read rotates through `urls` (one request each, in turn); a write builds request `j`'s body. */
type Case =
  | { name: string; type: 'list' | 'dashboard' | 'cv'; method: 'GET' | 'POST'; urls: string[]; body?: Body }
  | {
      name: string;
      type: 'write';
      url: string;
      status: number;
      /** The body of write number `j` and the values in it that differ between writes. */
      variant: (j: number) => { body: Body; tokens: Array<string | number> };
    };
type Side = Summary & { rps: number; errors: number };
type Row = {
  name: string;
  type: Case['type'];
  connections: number;
  api: Side;
  sql: Side;
  statements: number;
  example: string;
  /** The HTTP floor of this list read at 1 connection (`measureFloor`). */
  floor?: Side;
};

/** The cases, from the data: the key reads as the screens ask them and two writes. */
async function buildCases(database: Database, runTag: string): Promise<Case[]> {
  const db = database.db;
  const ids = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number }>(db, query)).map((r) => r.id);
  const curps = (
    await queryRows<{ curp: string }>(
      db,
      sql`select curp from candidates where curp is not null order by hashtext(id::text) limit 50`,
    )
  ).map((r) => r.curp);
  const categories = await ids(
    sql`select id from categories where code in ('DIRECT', 'INDIRECT', 'ADMINISTRATIVE') order by id`,
  );
  const [now] = await queryRows<{ year: number; week: number }>(
    db,
    sql`select extract(isoyear from current_date)::int as year, extract(week from current_date)::int as week`,
  );
  const year = now?.year ?? 2026;
  const weeks = Array.from({ length: now?.week ?? 52 }, (_, i) => i + 1);
  const vacancies = await ids(
    sql`select id from vacancies where total_candidates > 0 order by hashtext(id::text) limit 50`,
  );
  const names = await searchTermsFromData(database);
  // writes: items of requirements that take candidates, and candidates free to be assigned
  const items = await queryRows<{ id: number; requeriment: number }>(
    db,
    sql`select i.id, i.requeriment from requeriment_items i join requeriments r on r.id = i.requeriment
     where not r.is_deleted and r.status in ('New', 'Approved', 'Recruiting')
       -- positions still to hire: a requirement every position of which is hired closes at its next
       -- assignment (recount), and the assignments after it would be refused (409)
       and r.hired_positions < r.total_positions
     order by hashtext(i.id::text) limit 200`,
  );
  const needed = CONNECTIONS.reduce((n, c) => n + writesAt(c), 0) * 2 + 10;
  const free = await ids(sql`
    select c.id from candidates c
     where not c.is_deleted and not c.is_black_list and c.status = 'Active'
       and not exists (select 1 from requeriment_candidates rc where rc.candidate = c.id and rc.status in ('Pending', 'Accepted'))
       and not exists (select 1 from vacancy_candidates vc where vc.candidate = c.id and vc.status in ('Pending', 'Accepted'))
     order by c.id desc limit ${needed}`);
  if (!items.length || free.length < needed)
    throw new Error('not enough requirements or free candidates to assign');
  const direct = categories[0] as number;
  // CURPs the contract accepts (`curpProblem`) that no generated candidate has (XXXX initials, born
  // abroad): the number `n` gives the birth day (1960–1998), the homonym digit and three consonants
  const consonants = 'BCDFGHJKLMNPQRSTVWXYZ';
  const curpOf = (n: number) => {
    const day = new Date(Date.UTC(1960, 0, 1) + Math.floor(n / 92_610) * 86_400_000).toISOString();
    const yymmdd = `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;
    const c = (k: number) => consonants[Math.floor((n % 9261) / 21 ** k) % 21];
    const first17 = `XXXX${yymmdd}HNE${c(0)}${c(1)}${c(2)}${Math.floor(n / 9261) % 10}`;
    return `${first17}${curpCheckDigit(first17)}`;
  };
  // a run's CURPs start at a random place among 92,610 × 14,000: runs on one database do not clash
  const curpBase = randomInt(0, 92_610 * 14_000 - 1_000_000);
  const vcList = '/api/vacancy-candidates/?page=1&page_size=25&ordering=-created_at';
  const interviewDate = new Date().toISOString().slice(0, 10);
  return [
    { name: 'candidates, page 1', type: 'list', method: 'GET', urls: ['/api/candidates/?page=1'] },
    {
      name: 'search by name',
      type: 'list',
      method: 'GET',
      urls: names.map((t) => `/api/candidates/?page=1&search=${encodeURIComponent(t)}`),
    },
    {
      // the CV search (issue 30): one and two words, a phrase and a prefix of the synthetic CVs
      name: 'search in CVs',
      type: 'cv',
      method: 'GET',
      urls: cvSearchTerms.map((t) => `/api/candidates/cv_search/?page=1&q=${encodeURIComponent(t)}`),
    },
    {
      name: 'search by CURP prefix',
      type: 'list',
      method: 'GET',
      urls: curps.map((c) => `/api/candidates/?page=1&search=${c.slice(0, 8)}`),
    },
    {
      name: 'filter by category',
      type: 'list',
      method: 'GET',
      urls: categories.map((c) => `/api/candidates/?page=1&category=${c}`),
    },
    {
      // the candidate list's blacklist filter as a recruiter ticks it (docs/performance.md "The
      // blacklist filter"): the few blacklisted, and everyone else
      name: 'filter: blacklisted',
      type: 'list',
      method: 'GET',
      urls: ['/api/candidates/?page=1&is_black_list=true', '/api/candidates/?page=1&is_black_list=false'],
    },
    {
      // the candidate list's sortable headers as a recruiter clicks them, both ways (docs/performance.md
      // "A week's follow-up page prepared once; the headcount from the kept figures; column sorts")
      name: 'candidates sorted by a header',
      type: 'list',
      method: 'GET',
      // (category, status and blacklisted are filters, not headers: docs/decisions.md "A header sorts from an index")
      urls: ['last_name', 'curp', 'phone_number', 'email', 'birthdate']
        .flatMap((field) => [field, `-${field}`])
        .map((ordering) => `/api/candidates/?page=1&ordering=${ordering}`),
    },
    { name: 'follow-up list', type: 'list', method: 'GET', urls: ['/api/requeriment-candidates/?page=1'] },
    {
      // the follow-up's sortable headers (the same section)
      name: 'follow-up sorted by a header',
      type: 'list',
      method: 'GET',
      urls: [
        'candidate_name',
        'company_name',
        'site_name',
        'position_name',
        'interview_date',
        'status',
        'medical_status',
        'hired_at',
      ]
        .flatMap((field) => [field, `-${field}`])
        .map((ordering) => `/api/requeriment-candidates/?page=1&ordering=${ordering}`),
    },
    {
      // the vacancy list's sortable headers, one type of vacancy at a time as the screens ask
      // (docs/decisions.md "A header sorts from an index"; the days open count from today: unindexed)
      name: 'vacancies sorted by a header',
      type: 'list',
      method: 'GET',
      urls: ['clients', 'shelter', 'shelter_indirect'].flatMap((type) =>
        ['code', 'position', 'status', 'quantity', 'created_at', 'expected_date', 'requisitor_name', 'plant']
          .flatMap((field) => [field, `-${field}`])
          .map((ordering) => `/api/vacancies/?page=1&vacancy_type=${type}&ordering=${ordering}`),
      ),
    },
    {
      name: 'follow-up: one week',
      type: 'list',
      method: 'GET',
      urls: weeks.map((w) => `/api/requeriment-candidates/?page=1&year=${year}&week=${w}`),
    },
    {
      name: 'vacancy candidates of one vacancy',
      type: 'list',
      method: 'GET',
      urls: vacancies.map((v) => `${vcList}&vacancy=${v}`),
    },
    {
      name: 'dashboard: main admin summary',
      type: 'dashboard',
      method: 'POST',
      urls: ['/api/dashboard/get_main_admin_summary/'],
      body: {},
    },
    // the boards' figures that grow with the clients (docs/performance.md "Every dashboard figure at
    // ten connections"): the admin board's aging, the direct board as it opens (this year),
    // and the hired turnover
    {
      name: 'dashboard: company aging',
      type: 'dashboard',
      method: 'POST',
      urls: ['/api/dashboard/get_company_aging/'],
      body: {},
    },
    // the direct board as it opens: the chart's weeks and the table's first page; every row of the
    // year at once (get_direct_status, 6,857 rows at full scale) is the spec's API, not the board's
    {
      name: 'dashboard: direct status weeks (this year)',
      type: 'dashboard',
      method: 'POST',
      urls: ['/api/dashboard/get_direct_status_weeks/'],
      body: { year },
    },
    {
      name: 'dashboard: direct status page (this year)',
      type: 'dashboard',
      method: 'POST',
      urls: ['/api/dashboard/get_direct_status_page/'],
      body: { year, page: 1, page_size: 25 },
    },
    {
      name: 'dashboard: direct status, every row (this year)',
      type: 'dashboard',
      method: 'POST',
      urls: ['/api/dashboard/get_direct_status/'],
      body: { year },
    },
    {
      name: 'dashboard: hired turnover',
      type: 'dashboard',
      method: 'POST',
      urls: ['/api/dashboard/get_hired_turnover/'],
      body: {},
    },
    // the rest of the boards' figures that read the tables: the admin board's headcount (the
    // hires by department, no payroll query configured) and the direct board's targets vs hires
    {
      name: 'dashboard: headcount (this year)',
      type: 'dashboard',
      method: 'POST',
      urls: ['/api/dashboard/get_headcount/'],
      body: { year },
    },
    {
      name: 'dashboard: targets vs hires (this year)',
      type: 'dashboard',
      method: 'POST',
      urls: ['/api/dashboard/get_targets_vs_hires/'],
      body: { year },
    },
    {
      name: 'create candidate',
      type: 'write',
      url: '/api/candidates/',
      status: 201,
      variant: (j) => {
        // identity values no generated candidate has (XX… CURP letters, a bench-http e-mail and phone)
        const curp = curpOf(curpBase + j);
        const email = `bench.http.${runTag}.${j}@example.com`;
        const phone = `81${String(10_000_000 + j).slice(-8)}`;
        return {
          body: {
            names: 'Prueba',
            last_name: 'Carga',
            second_name: 'Http',
            curp,
            email,
            phone_number: phone,
            category: direct,
            confirm_duplicates: true,
          },
          tokens: [curp, email, phone],
        };
      },
    },
    {
      name: 'assign candidate',
      type: 'write',
      url: '/api/requeriment-candidates/assign_candidate/',
      status: 201,
      variant: (j) => {
        const candidate = free[j % free.length] as number;
        const item = items[j % items.length] as { id: number; requeriment: number };
        return {
          body: { requeriment: item.id, candidate, interview_date: interviewDate, interview_time: '10:00' },
          // the requirement too: the assignment locks it and recounts it
          tokens: [candidate, item.id, item.requeriment],
        };
      },
    },
  ];
}

/** Runs `once` from `connections` loops for `seconds` (or until `amount` calls); times each call. */
async function drive(
  connections: number,
  limit: { seconds: number } | { amount: number },
  once: (k: number) => Promise<void>,
): Promise<Side> {
  const times: number[] = [];
  let errors = 0;
  let started = 0;
  const began = performance.now();
  const deadline = 'seconds' in limit ? began + limit.seconds * 1000 : Number.POSITIVE_INFINITY;
  const more = () => ('amount' in limit ? started < limit.amount : performance.now() < deadline);
  const loop = async () => {
    while (more()) {
      const k = started++;
      const t = performance.now();
      try {
        await once(k);
        times.push(performance.now() - t);
      } catch (err) {
        errors += 1;
        if (errors === 1) console.warn(`  SQL replay error: ${err instanceof Error ? err.message : err}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - began) / 1000;
  return { ...summarize(times), rps: times.length / elapsed, errors };
}

/** autocannon against the server: `requestOf(k)` is request number k; every answer's time is kept. */
function cannon(opts: {
  url: string;
  token: string;
  connections: number;
  limit: { seconds: number } | { amount: number };
  status: number;
  requestOf: (k: number) => { method: 'GET' | 'POST'; path: string; body?: string };
}): Promise<Side> {
  return new Promise((done, fail) => {
    const times: number[] = [];
    let errors = 0;
    let k = 0;
    const began = performance.now();
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        // the embedded database answers 50 connections slowly: a late answer is a figure, not an error
        timeout: 60,
        ...('seconds' in opts.limit ? { duration: opts.limit.seconds } : { amount: opts.limit.amount }),
        headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              const next = opts.requestOf(k++);
              return { ...request, method: next.method, path: next.path, body: next.body };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return fail(err);
        const elapsed = (performance.now() - began) / 1000;
        done({
          ...summarize(times),
          rps: times.length / elapsed,
          errors: errors + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === opts.status) times.push(responseTime);
      else errors += 1;
    });
  });
}

/** The bodies the server answers for each list read's requests, by case (`measureFloor`). */
async function listBodies(url: string, token: string, cases: Case[]): Promise<Map<string, unknown[]>> {
  const bodies = new Map<string, unknown[]>();
  for (const c of cases) {
    if (c.type !== 'list') continue;
    const answers: unknown[] = [];
    for (const path of c.urls) {
      const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      answers.push(await res.json());
    }
    bodies.set(c.name, answers);
  }
  return bodies;
}

/**
 * The HTTP floor of each list read (docs/performance.md "API/SQL ≤ 1.3×: what stands in the way"):
 * Fastify alone answering the same bodies from memory (http-floor-server.ts), driven as the API side
 * was, at `FLOOR_CONNECTIONS`; set on the rows of that connection count.
 */
async function measureFloor(bodies: Map<string, unknown[]>, dir: string, rows: Row[]) {
  if (bodies.size === 0) return;
  const all = [...bodies.values()].flat();
  const file = join(dir, 'floor-bodies.json');
  writeFileSync(file, JSON.stringify(all));
  const floor = await startServer(
    { FLOOR_BODIES: file },
    30_000,
    [],
    fileURLToPath(new URL('./http-floor-server.ts', import.meta.url)),
  );
  try {
    let first = 0;
    for (const [name, answers] of bodies) {
      const from = first;
      first += answers.length;
      const requestOf = (k: number) => ({
        method: 'GET' as const,
        path: `/floor/${from + (k % answers.length)}`,
      });
      const run = (seconds: number) =>
        cannon({
          url: floor.url,
          token: '',
          connections: FLOOR_CONNECTIONS,
          limit: { seconds },
          status: 200,
          requestOf,
        });
      await run(WARMUP_SECONDS);
      const side = await run(SECONDS);
      console.log(
        `  HTTP floor  ${name.padEnd(30)} ${FLOOR_CONNECTIONS} conn  p50 ${ms(side.p50)}  p95 ${ms(side.p95)} ms`,
      );
      const row = rows.find((r) => r.name === name && r.connections === FLOOR_CONNECTIONS);
      if (row) row.floor = side;
    }
  } finally {
    await floor.stop();
  }
}

/**
 * Waits until the server has worked off what the last run left: autocannon stops at its deadline with
 * requests in flight, which the server still runs (at 50 connections, seconds of queued queries) and
 * which would otherwise land on the next case. The health check queries the database through the
 * same pool, so two answers in a row mean the queue ahead of them is gone.
 */
async function settle(url: string) {
  for (let k = 0; k < 2; k++) await fetch(`${url}/api/health/`).then((res) => res.text());
  await new Promise((r) => setTimeout(r, 250));
}

/** Requests per term in the one-at-a-time sweep (its median is the term's time): BENCH_SWEEP_REPEATS, 3. */
const SWEEP_REPEATS = Number(process.env.BENCH_SWEEP_REPEATS ?? 3);

/**
 * Every search term alone (one request at a time, `SWEEP_REPEATS` each, the median kept): a
 * percentile over a rotation hides one slow term, the sweep names it (issue 28 item 3).
 */
async function sweepTerms(url: string, token: string, terms: string[]) {
  const times: Array<{ term: string; ms: number; elements: number; estimated: boolean }> = [];
  for (const term of terms) {
    const runs: number[] = [];
    let elements = 0;
    let estimated = false;
    for (let k = 0; k < SWEEP_REPEATS; k++) {
      const t = performance.now();
      const res = await fetch(`${url}/api/candidates/?page=1&search=${encodeURIComponent(term)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { elements?: number; estimated?: boolean };
      runs.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`search ${term} answered ${res.status}`);
      elements = body.elements ?? 0;
      estimated = body.estimated === true;
    }
    runs.sort((a, b) => a - b);
    times.push({ term, ms: runs[Math.floor(runs.length / 2)] as number, elements, estimated });
  }
  times.sort((a, b) => b.ms - a.ms);
  const all = summarize(times.map((t) => t.ms));
  const slowest = times
    .slice(0, 5)
    .map((t) => `\`${t.term}\` ${ms(t.ms)} ms (${fmt(t.elements)}${t.estimated ? ' estimated' : ''} matches)`)
    .join(', ');
  const line =
    `Search terms one at a time (${times.length} terms from the data, ${SWEEP_REPEATS} requests each, the median kept): ` +
    `p50 ${ms(all.p50)} ms, p95 ${ms(all.p95)} ms; slowest ${slowest}. Terms: ${times.map((t) => `\`${t.term}\``).join(', ')}.`;
  console.log(`  ${line}`);
  return line;
}

const budgetLine = (kind: Kind) =>
  `Budget (issue 28; ${BUDGET_CONNECTIONS} connections: list/search p95 < ${LIST_BUDGET[kind]} ms, the dashboard < ${DASHBOARD_BUDGET} ms` +
  `${kind === 'postgres' ? `; 50 connections: search p95 < ${SEARCH_BUDGET_AT_50} ms; issue 30: search in CVs p95 < ${CV_BUDGET[1]} ms at 1, < ${CV_BUDGET[10]} ms at 10` : ''}; API/SQL p50 ≤ ${RATIO_BUDGET}× for the list reads at ${RATIO_CONNECTIONS.join(' and ')}; no errors)`;

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');

const floorNote =
  `*HTTP floor*: Fastify alone (http-floor-server.ts, a process of its own at the server's priority) answering the very bodies the server answered for that list read, from memory, at ${FLOOR_CONNECTIONS} connection, the same generator. ` +
  'Every request pays it before the application does anything (the HTTP parse, routing, JSON, the socket writes). ' +
  `Where the ratio is missed, the note gives the ratio the floor alone allows: (SQL p50 + floor p50) / SQL p50; above ${RATIO_BUDGET}×, no server of this kind can meet it for that statement.`;
const fmt = (n: number) => n.toLocaleString('en-US');

/** The marked section of docs/performance.md for this run. */
function section(opts: { kind: Kind; rows: Row[]; header: string; command: string; sweep?: string }): {
  body: string;
  missed: string[];
} {
  const missed: string[] = [];
  const lines = [
    '| case | conn | API p50 | API p95 | API p99 | API req/s | SQL p50 | SQL p95 | SQL p99 | SQL req/s | API/SQL p50 | HTTP floor p50 | statements | errors | |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of opts.rows) {
    const ratio = r.api.p50 / r.sql.p50;
    const notes: string[] = [];
    const cvBudget = r.type === 'cv' && opts.kind === 'postgres' ? CV_BUDGET[r.connections] : undefined;
    if (cvBudget !== undefined && !(r.api.p95 < cvBudget)) notes.push(`MISSED p95 < ${cvBudget} ms`);
    if (r.connections === BUDGET_CONNECTIONS && (r.type === 'list' || r.type === 'dashboard')) {
      const budget = r.type === 'dashboard' ? DASHBOARD_BUDGET : LIST_BUDGET[opts.kind];
      if (!(r.api.p95 < budget)) notes.push(`MISSED p95 < ${budget} ms`);
    }
    if (r.connections === 50 && r.type === 'list' && r.name.startsWith('search') && opts.kind === 'postgres')
      if (!(r.api.p95 < SEARCH_BUDGET_AT_50)) notes.push(`MISSED p95 < ${SEARCH_BUDGET_AT_50} ms`);
    // what the HTTP floor alone allows: the statement's time plus Fastify answering the same body
    const floorRatio = r.floor ? (r.sql.p50 + r.floor.p50) / r.sql.p50 : undefined;
    if (RATIO_CONNECTIONS.includes(r.connections) && r.type === 'list' && !(ratio <= RATIO_BUDGET))
      notes.push(
        `MISSED API/SQL ≤ ${RATIO_BUDGET}×${floorRatio !== undefined ? ` (the HTTP floor alone: ${floorRatio.toFixed(2)}×)` : ''}`,
      );
    if (r.api.errors || r.sql.errors) notes.push('ERRORS');
    if (notes.length) missed.push(`${r.name} at ${r.connections} (${notes.join(', ')})`);
    lines.push(
      `| ${r.name} | ${r.connections} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${ms(r.api.p99)} | ${r.api.rps.toFixed(0)} | ` +
        `${ms(r.sql.p50)} | ${ms(r.sql.p95)} | ${ms(r.sql.p99)} | ${r.sql.rps.toFixed(0)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '—'}× | ` +
        `${r.floor ? r.floor.p50.toFixed(2) : ''} | ` +
        `${r.statements} | ${r.api.errors + r.sql.errors} | ${notes.join('; ')} |`,
    );
  }
  const examples = [...new Map(opts.rows.map((r) => [r.name, r.example])).entries()]
    .map(([name, example]) => `\`${name}\`: \`${example}\``)
    .join('; ');
  const verdict = missed.length
    ? `${budgetLine(opts.kind)}: MISSED — ${missed.join('; ')}.`
    : `${budgetLine(opts.kind)}: met by every case.`;
  return {
    body: [
      opts.header,
      '',
      '```',
      opts.command,
      '```',
      '',
      lines.join('\n'),
      '',
      `Requests: ${examples}.`,
      '',
      ...(opts.rows.some((r) => r.floor) ? [floorNote, ''] : []),
      ...(opts.sweep ? [opts.sweep, ''] : []),
      verdict,
    ].join('\n'),
    missed,
  };
}

async function main() {
  const opened = await openLoadDatabase('bench-http');
  const { database, kind, admin } = opened;
  const runTag = randomBytes(3).toString('hex');
  const filesDir = mkdtempSync(join(tmpdir(), 'rp-bench-http-files-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const replayers: Array<{ close: () => Promise<void> }> = [];
  try {
    console.log(`bench:http on ${opened.where}`);
    const seededLine = await seedIfNew(opened, 'seed');
    const [counts] = await queryRows<{ candidates: number; rc: number; vacancies: number; vc: number }>(
      database.db,
      sql`select (select count(*) from candidates)::int as candidates, (select count(*) from requeriment_candidates)::int as rc,
        (select count(*) from vacancies)::int as vacancies, (select count(*) from vacancy_candidates)::int as vc`,
    );
    const cases = (await buildCases(database, runTag)).filter(
      (c) => !ONLY.length || ONLY.some((n) => c.name.includes(n)),
    );

    // the generator (autocannon, and the SQL side's replay loops) runs niced, the server and
    // PostgreSQL at the usual priority: on a 2-core machine its CPU would otherwise be queued in
    // front of the server's and counted on the API's side of API/SQL (docs/performance.md)
    const niceness = yieldToServer();
    // the SQL side: each request's statements captured through an in-process app on the same database
    const config = loadConfig(
      { ...process.env, DATA_DIR: filesDir, DATABASE_URL: '', WEB_DIST: join(filesDir, 'no-web') },
      { jwtSecret: randomBytes(32).toString('base64url'), loginRateLimit: 1000, loginAccountLimit: 1000 },
    );
    const tools = sqlTools(database, { url: opened.url, poolMax: SERVER_POOL });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/login/', payload: admin });
    const inProcessToken = (login.json() as { token?: string }).token;
    if (!inProcessToken) throw new Error(`in-process sign-in answered ${login.statusCode}: ${login.body}`);
    const inject = async (method: 'GET' | 'POST', url: string, body: Body | undefined, status: number) => {
      const res = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${inProcessToken}` },
        ...(body ? { payload: body } : {}),
      });
      if (res.statusCode !== status)
        throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    };
    // write numbers, per case: 0 is the captured one; the replays and the API take the next ones
    const writeNumbers = new Map<string, number>();
    const nextWrite = (name: string) => {
      const j = writeNumbers.get(name) ?? 1;
      writeNumbers.set(name, j + 1);
      return j;
    };
    const captured = new Map<
      string,
      { captures: Captured[]; template?: Captured; tokens?: Array<string | number> }
    >();
    for (const c of cases) {
      if (c.type === 'write') {
        const v = c.variant(0);
        const template = await tools.recorder.capture(() => inject('POST', c.url, v.body, c.status));
        captured.set(c.name, { captures: [], template, tokens: v.tokens });
      } else {
        const captures: Captured[] = [];
        // the server's steady state: each request captured the second time it runs, as the API
        // answers it after the warm-up (the signed-in user cached, the planner's figures kept,
        // named statements prepared), never a first request's cold reads
        for (const url of c.urls) {
          await inject(c.method, url, c.body, 200);
          captures.push(await tools.recorder.capture(() => inject(c.method, url, c.body, 200)));
        }
        captured.set(c.name, { captures });
      }
    }
    await app.close();

    const sqlRows = new Map<string, Side>();
    const statementsOf = new Map<string, number>();
    for (const c of cases) {
      const entry = captured.get(c.name) as {
        captures: Captured[];
        template?: Captured;
        tokens?: Array<string | number>;
      };
      for (const connections of CONNECTIONS) {
        const replayer = tools.replayer();
        replayers.push(replayer);
        let side: Side;
        if (c.type === 'write') {
          const template = entry.template as Captured;
          const from = entry.tokens as Array<string | number>;
          statementsOf.set(c.name, template.statements);
          const rewritten = (j: number) => {
            const to = c.variant(j).tokens;
            return rewrite(template, (value) => {
              for (const [i, token] of from.entries()) {
                if (value === token) return to[i];
                if (typeof value === 'string' && typeof token === 'string' && value.includes(token))
                  return value.replaceAll(token, to[i] as string);
              }
              return value;
            });
          };
          side = await drive(connections, { amount: writesAt(connections) }, () =>
            replayer.replay(rewritten(nextWrite(c.name))),
          );
        } else {
          const list = entry.captures;
          statementsOf.set(c.name, list[0]?.statements ?? 0);
          await drive(connections, { seconds: WARMUP_SECONDS }, (k) =>
            replayer.replay(list[k % list.length] as Captured),
          );
          side = await drive(connections, { seconds: SECONDS }, (k) =>
            replayer.replay(list[k % list.length] as Captured),
          );
        }
        await replayer.close();
        sqlRows.set(`${c.name}@${connections}`, side);
        console.log(
          `  SQL  ${c.name.padEnd(36)} ${String(connections).padStart(2)} conn  p50 ${ms(side.p50)}  p95 ${ms(side.p95)} ms  ${side.rps.toFixed(0)} req/s`,
        );
      }
    }

    // the SQL side's candidates out of the API side's reads
    await retireCandidates(database.db, `bench.http.${runTag}.`);
    // the API side: the real server, started on the same database (PGlite: after the bench let go of it)
    if (kind === 'pglite') await database.close();
    server = await startServer({
      ...(kind === 'postgres'
        ? { DATABASE_URL: opened.url as string }
        : { DATA_DIR: opened.dataDir as string }),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_ACCOUNT_LIMIT: '1000',
    });
    const serverNiceness = priorityOf(server.pid);
    const token = await signIn(server.url, admin.username, admin.password);
    const rows: Row[] = [];
    // the term sweep reads as the other reads do: before the write cases add their candidates
    const searchCase = cases.find((c) => c.name === 'search by name');
    const runSweep = () =>
      searchCase && searchCase.type !== 'write'
        ? sweepTerms(
            server?.url as string,
            token,
            searchCase.urls.map((u) => decodeURIComponent(u.split('search=')[1] as string)),
          )
        : undefined;
    let sweep: Awaited<ReturnType<typeof runSweep>>;
    let swept = false;
    for (const c of cases) {
      if (c.type === 'write' && !swept) {
        sweep = await runSweep();
        swept = true;
      }
      for (const connections of CONNECTIONS) {
        let api: Side;
        let example: string;
        if (c.type === 'write') {
          example = `POST ${c.url}`;
          api = await cannon({
            url: server.url,
            token,
            connections,
            limit: { amount: writesAt(connections) },
            status: c.status,
            requestOf: () => ({
              method: 'POST',
              path: c.url,
              body: JSON.stringify(c.variant(nextWrite(c.name)).body),
            }),
          });
        } else {
          const urls = c.urls;
          example = `${c.method} ${urls.at(-1)}`;
          const requestOf = (k: number) => ({
            method: c.method,
            path: urls[k % urls.length] as string,
            ...(c.body ? { body: JSON.stringify(c.body) } : {}),
          });
          await cannon({
            url: server.url,
            token,
            connections,
            limit: { seconds: WARMUP_SECONDS },
            status: 200,
            requestOf,
          });
          api = await cannon({
            url: server.url,
            token,
            connections,
            limit: { seconds: SECONDS },
            status: 200,
            requestOf,
          });
        }
        await settle(server.url);
        console.log(
          `  API  ${c.name.padEnd(36)} ${String(connections).padStart(2)} conn  p50 ${ms(api.p50)}  p95 ${ms(api.p95)} ms  ${api.rps.toFixed(0)} req/s${api.errors ? `  ${api.errors} errors` : ''}`,
        );
        rows.push({
          name: c.name,
          type: c.type,
          connections,
          api,
          sql: sqlRows.get(`${c.name}@${connections}`) as Side,
          statements: statementsOf.get(c.name) ?? 0,
          example,
        });
      }
    }
    if (!swept) sweep = await runSweep();
    const floorBodies = await listBodies(server.url, token, cases);
    await server.stop();
    server = undefined;
    await measureFloor(floorBodies, filesDir, rows);
    // the API side's candidates out of the next run's reads
    await retireRunCandidates(opened, `bench.http.${runTag}.`);

    const cpu = cpus();
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    const header = [
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, load average ${load} at the end; ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}; the benchmark's process (the load generator${kind === 'postgres' ? " and the SQL side's replay loops" : ", the SQL side's replay loops and their embedded database"}) at niceness ${niceness}, the server at ${serverNiceness ?? 'an unknown niceness'}.`,
      '',
      `${fmt(counts?.candidates ?? 0)} candidates, ${fmt(counts?.rc ?? 0)} requirement candidates, ${fmt(counts?.vacancies ?? 0)} vacancies, ${fmt(counts?.vc ?? 0)} vacancy candidates. ${seededLine}`,
      `Each read: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s per connection count; each write: ${WRITES} requests per connection count (at least two per connection) (a new candidate each; an assignment of a free candidate to one of 200 open items). ` +
        'Times in ms. *SQL* replays the statements the same request ran the second time it ran through an in-process app on the same database (its steady state: the signed-in user cached, named statements prepared under the same names), with the same parameters, ' +
        `from as many concurrent loops as connections ${kind === 'postgres' ? `over a pool of ${SERVER_POOL} connections (the server's own)` : 'on the same PGlite instance (one thread, as in the server)'}; *statements* counts them (the access check's epoch read included when the request ran one: after a write of the server's own, or on PostgreSQL while its epoch listener is down).`,
    ].join('\n');
    const sizesNote = opened.seeded ? ' (SEED_* sizes as in this run)' : '';
    const command =
      kind === 'postgres'
        ? opened.seeded
          ? `DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:http   # a throwaway database seeded in the run${sizesNote}`
          : 'createdb -h 127.0.0.1 -U postgres rp_scale\nADMIN_PASSWORD=… DATABASE_URL=postgres://postgres@127.0.0.1:5432/rp_scale npm run seed:scale\nBENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/rp_scale ADMIN_PASSWORD=… npm run bench:http'
        : opened.seeded
          ? `npm run bench:http   # the embedded database seeded in the run${sizesNote}`
          : 'ADMIN_PASSWORD=… DATA_DIR=./data-scale npm run seed:scale\nBENCH_DATA_DIR=./data-scale ADMIN_PASSWORD=… npm run bench:http';
    const atScale = (counts?.candidates ?? 0) >= (kind === 'postgres' ? 1_000_000 : 100_000);
    const scaleNote = atScale
      ? ''
      : `\n\nThis run is smaller than the budget's scale (${kind === 'postgres' ? '1,000,000' : '100,000'} candidates): it does not prove or disprove it.`;
    const { body } = section({ kind, rows, header: header + scaleNote, command, sweep });
    const current = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '# Performance\n';
    const heading =
      kind === 'postgres' ? '## HTTP benchmark (PostgreSQL)' : '## HTTP benchmark (embedded database)';
    if (process.env.BENCH_NO_REPORT !== '1') {
      writeFileSync(reportFile, replaceSection(current, `bench:http:${kind}`, heading, body));
      console.log(`Written to ${reportFile}`);
    }
    console.log(`\n${body}`);
  } finally {
    await server?.stop();
    for (const r of replayers) await r.close().catch(() => undefined);
    rmSync(filesDir, { recursive: true, force: true });
    await opened.drop();
  }
}

main().catch((err: unknown) => {
  console.error('bench:http failed:', err);
  process.exit(1);
});
