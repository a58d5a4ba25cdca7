/**
 * `npm run soak`: load and soak (docs/performance.md, "Soak"; a benchmark, never a timed test).
 * SOAK_USERS (default 50) simulated users work for DURATION (default 5m; `30s`, `2m` or seconds)
 * against the real server started as a child process (load-server.ts) on loopback: each signs in,
 * then browses, searches, opens details, creates and edits candidates and assigns them, with a think
 * time between actions (SOAK_THINK_MS, default 1000: 0.5–1.5 s), signing in again every 50 actions;
 * they arrive one by one over the warm-up window (a minute, or a fifth of a shorter run).
 * Pass: zero errors, p95 < 200 ms over every request, and the server's memory flat (its VmRSS read
 * from /proc every 2 s; the rule is memoryTrend's in src/lib/load-stats.ts). The result goes into
 * docs/performance.md between `<!-- soak:<kind>:start -->` and `:end -->`.
 *
 * Database: as `npm run bench:http` (load-database.ts): BENCH_DATABASE_URL / BENCH_DATA_DIR with
 * ADMIN_PASSWORD, or a throwaway one seeded here (SEED_* sizes).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DashboardFigure, dashboardFigurePath } from '@rp/contract/dashboard-figures';
import { sql } from 'drizzle-orm';
import { parseDuration } from '../src/config';
import { openPglite, queryRows } from '../src/db/client';
import { memoryTrend, replaceSection, summarize } from '../src/lib/load-stats';
import { hashPassword } from '../src/lib/password';
import { openLoadDatabase, retireRunCandidates, seedIfNew } from './load-database';
import { recommendedMallocArenas, rssOf, startServer, yieldToServer } from './load-server';
import { firstNames, nameSearchTerms, surnames } from './scale-data';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const reportFile = join(root, 'docs', 'performance.md');
const USERS = Number(process.env.SOAK_USERS ?? 50);
const DURATION_MS = parseDuration(process.env.DURATION, 300) * 1000;
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);
const P95_BUDGET = 200;
const SAMPLE_MS = 2000;
/** The users arrive one by one over a minute, or a fifth of a shorter run. */
const ARRIVAL_MS = Math.min(60_000, DURATION_MS / 5);
/**
 * The memory rule's warm-up and its two compared windows: a fifth of the run each (a minute in the
 * default five). V8 sizes the old generation in cycles of several minutes under a steady load (the
 * server's heap rose and fell between ~110 and ~165 MB every 5–8 minutes in a 30-minute soak,
 * docs/performance.md "Memory under a long soak"): in a long soak a minute-long window would catch one
 * point of that cycle, a fifth of the run averages whole cycles.
 */
const WINDOW_MS = DURATION_MS / 5;
const TOLERANCE = 0.1;
const SIGN_IN_EVERY = 50;

type Action = { name: string; weight: number; run: (user: User) => Promise<void> };
type User = { username: string; token: string };
type Sample = { action: string; ms: number };

async function main() {
  const opened = await openLoadDatabase('soak');
  const { database, kind } = opened;
  const tag = randomBytes(3).toString('hex');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    console.log(`soak on ${opened.where}: ${USERS} users for ${DURATION_MS / 1000} s`);
    const seededLine = await seedIfNew(opened, 'seed');
    const db = database.db;
    // the simulated users: superusers with one password (their sign-ins are real scrypt checks)
    const password = randomBytes(12).toString('base64url');
    const hash = await hashPassword(password);
    const usernames = Array.from({ length: USERS }, (_, k) => `soak-${tag}-${k + 1}`);
    for (const username of usernames)
      await db.execute(sql`insert into users (username, password, first_name, last_name, is_superuser, is_staff)
        values (${username}, ${hash}, 'Soak', 'User', true, true)`);
    const ids = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ id: number }>(db, query)).map((r) => r.id);
    const [bounds] = await queryRows<{ min: number; max: number }>(
      db,
      sql`select min(id)::int as min, max(id)::int as max from candidates`,
    );
    // candidates to open and edit, drawn at random over every id and kept only if live: a load run
    // retires what it created (soft-deleted, load-database.ts), and opening one of those answers 404
    const drawn = Array.from({ length: 20_000 }, () => randomInt(bounds?.min ?? 1, (bounds?.max ?? 1) + 1));
    const live = await ids(
      sql`select id from candidates where id = any(${`{${drawn.join(',')}}`}::int[]) and not is_deleted`,
    );
    const categories = await ids(
      sql`select id from categories where code in ('DIRECT', 'INDIRECT', 'ADMINISTRATIVE') order by id`,
    );
    const vacancies = await ids(
      sql`select id from vacancies where total_candidates > 0 order by hashtext(id::text) limit 200`,
    );
    const items = await ids(sql`
      select i.id from requeriment_items i join requeriments r on r.id = i.requeriment
       where not r.is_deleted and r.status in ('New', 'Approved', 'Recruiting')
       -- positions still to hire: a requirement every position of which is hired closes at its next
       -- assignment (recount), and the assignments after it would be refused (409)
       and r.hired_positions < r.total_positions
       order by hashtext(i.id::text) limit 200`);
    // candidates free to be assigned, dealt out one per assignment (never the same one twice)
    const free = await ids(sql`
      select c.id from candidates c
       where not c.is_deleted and not c.is_black_list and c.status = 'Active'
         and not exists (select 1 from requeriment_candidates rc where rc.candidate = c.id and rc.status in ('Pending', 'Accepted'))
         and not exists (select 1 from vacancy_candidates vc where vc.candidate = c.id and vc.status in ('Pending', 'Accepted'))
       order by c.id desc limit 20000`);
    if (kind === 'pglite') await database.close();

    server = await startServer({
      ...(kind === 'postgres'
        ? { DATABASE_URL: opened.url as string }
        : { DATA_DIR: opened.dataDir as string }),
      ADMIN_USERNAME: opened.admin.username,
      ADMIN_PASSWORD: opened.admin.password,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      // 50 users sign in from one address: the login limits are the load's, not a defence here
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_ACCOUNT_LIMIT: '100000',
    });
    // the generator runs niced from here on (the server keeps its priority)
    const niceness = yieldToServer();
    const base = server.url;
    const samples: Sample[] = [];
    const failures = new Map<string, number>();
    const pick = <T>(list: readonly T[]) => list[randomInt(0, list.length)] as T;
    const call = async (
      user: User | undefined,
      action: string,
      method: string,
      path: string,
      body?: unknown,
      expect = 200,
    ) => {
      const started = performance.now();
      try {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: {
            ...(user ? { authorization: `Bearer ${user.token}` } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        const text = await res.text();
        samples.push({ action, ms: performance.now() - started });
        if (res.status !== expect) {
          const key = `${action}: ${res.status} ${text.slice(0, 120)}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
          return undefined;
        }
        return text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch (err) {
        const key = `${action}: ${err instanceof Error ? err.message : String(err)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
        return undefined;
      }
    };
    const signInAs = async (username: string): Promise<User | undefined> => {
      const body = await call(undefined, 'sign in', 'POST', '/api/login/', { username, password });
      return typeof body?.token === 'string' ? { username, token: body.token } : undefined;
    };
    const randomCandidate = () => pick(live);
    const year = new Date().getFullYear();
    const askFigures = async (u: User, action: string, figures: [DashboardFigure, object][]) =>
      void (await Promise.all(
        figures.map(([figure, body]) => call(u, action, 'POST', `/api/${dashboardFigurePath(figure)}`, body)),
      ));
    const screenFigures: Array<[string, number, [DashboardFigure, object][]]> = [
      [
        'home page',
        2,
        [
          ['directPositionsTotal', { year }],
          ['companyAging', {}],
          ['directStatusTotal', { year }],
        ],
      ],
      [
        'admin board',
        1,
        [
          ['mainAdminSummary', { year }],
          ['totalByRegion', { year }],
          ['companyAging', { year }],
          ['vacanciesByRecruiter', { year }],
          ['candidatesViables', { year }],
          ['headcount', { year }],
          ['turnover', { year }],
        ],
      ],
      [
        'direct board',
        1,
        [
          ['directStatusTotal', { year }],
          ['directPositionsTotal', { year }],
          ['directStatusWeeks', { year }],
          ['directStatusPage', { year, page: 1, page_size: 25 }],
          ['targetsVsHires', { year }],
        ],
      ],
    ];
    const created: number[] = [];
    let writes = 0;
    const searchTerms = nameSearchTerms;
    const actions: Action[] = [
      {
        name: 'browse candidates',
        weight: 20,
        run: async (u) =>
          void (await call(u, 'browse candidates', 'GET', `/api/candidates/?page=${randomInt(1, 6)}`)),
      },
      {
        name: 'search candidates',
        weight: 15,
        run: async (u) =>
          void (await call(
            u,
            'search candidates',
            'GET',
            `/api/candidates/?page=1&search=${encodeURIComponent(pick(searchTerms))}`,
          )),
      },
      {
        name: 'filter candidates',
        weight: 5,
        run: async (u) =>
          void (await call(
            u,
            'filter candidates',
            'GET',
            `/api/candidates/?page=1&category=${pick(categories)}`,
          )),
      },
      {
        name: 'open a candidate',
        weight: 15,
        // a live candidate (`live`): 200 expected
        run: async (u) =>
          void (await call(u, 'open a candidate', 'GET', `/api/candidates/${randomCandidate()}/`)),
      },
      {
        name: 'follow-up list',
        weight: 8,
        run: async (u) =>
          void (await call(u, 'follow-up list', 'GET', '/api/requeriment-candidates/?page=1')),
      },
      {
        name: 'requirements list',
        weight: 5,
        run: async (u) => void (await call(u, 'requirements list', 'GET', '/api/requeriments/?page=1')),
      },
      {
        name: 'vacancies list',
        weight: 5,
        run: async (u) =>
          void (await call(u, 'vacancies list', 'GET', '/api/vacancies/?page=1&vacancy_type=clients')),
      },
      {
        name: 'vacancy candidates',
        weight: 5,
        run: async (u) =>
          void (await call(
            u,
            'vacancy candidates',
            'GET',
            `/api/vacancy-candidates/?page=1&page_size=25&ordering=-created_at&vacancy=${pick(vacancies)}`,
          )),
      },
      // the screens' figures as the browser asks them for a superuser (in parallel, as the page's
      // queries start together): the home page's (homeFigureRequests in the web), and each board's
      // on its opening filters (this year)
      ...screenFigures.map(
        ([name, weight, figures]): Action => ({ name, weight, run: (u) => askFigures(u, name, figures) }),
      ),
      {
        name: 'create candidate',
        weight: 6,
        run: async (u) => {
          writes += 1;
          const j = writes;
          const body = await call(
            u,
            'create candidate',
            'POST',
            '/api/candidates/',
            {
              names: pick(firstNames),
              last_name: pick(surnames),
              second_name: pick(surnames),
              email: `soak.${tag}.${j}@example.com`,
              phone_number: `83${String(10_000_000 + j).slice(-8)}`,
              category: pick(categories),
              confirm_duplicates: true,
            },
            201,
          );
          if (typeof body?.id === 'number') created.push(body.id);
        },
      },
      {
        name: 'edit candidate',
        weight: 6,
        run: async (u) => {
          const id = created.length ? pick(created) : randomCandidate();
          await call(u, 'edit candidate', 'PUT', `/api/candidates/${id}/`, {
            additional_comments: `Seguimiento ${new Date().toISOString()}`,
          });
        },
      },
      {
        name: 'assign candidate',
        weight: 6,
        run: async (u) => {
          const candidate = free.pop();
          if (candidate === undefined) return;
          await call(
            u,
            'assign candidate',
            'POST',
            '/api/requeriment-candidates/assign_candidate/',
            {
              requeriment: pick(items),
              candidate,
              interview_date: new Date().toISOString().slice(0, 10),
              interview_time: '11:00',
            },
            201,
          );
        },
      },
    ];
    const totalWeight = actions.reduce((s, a) => s + a.weight, 0);
    const chooseAction = () => {
      let r = randomInt(0, totalWeight);
      for (const a of actions) {
        r -= a.weight;
        if (r < 0) return a;
      }
      return actions[0] as Action;
    };

    const memory: Array<{ at: number; rss: number }> = [];
    const began = performance.now();
    const sampler = setInterval(
      () => memory.push({ at: performance.now() - began, rss: rssOf(server?.pid ?? 0) }),
      SAMPLE_MS,
    );
    memory.push({ at: 0, rss: rssOf(server.pid) });
    const deadline = began + DURATION_MS;
    const think = () => new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
    const simulate = async (username: string, k: number) => {
      // arrivals spread over the warm-up window (people do not all sign in in the same second)
      await new Promise((r) => setTimeout(r, (k / USERS) * ARRIVAL_MS));
      let user = await signInAs(username);
      let done = 0;
      while (performance.now() < deadline) {
        if (!user || done % SIGN_IN_EVERY === SIGN_IN_EVERY - 1) user = (await signInAs(username)) ?? user;
        if (user) await chooseAction().run(user);
        done += 1;
        await think();
      }
    };
    await Promise.all(usernames.map((name, k) => simulate(name, k)));
    clearInterval(sampler);
    memory.push({ at: performance.now() - began, rss: rssOf(server.pid) });
    const elapsed = (performance.now() - began) / 1000;
    await server.stop();
    server = undefined;
    // the candidates the run created out of the next run's reads (load-database.ts)
    const retired = await retireRunCandidates(opened, `soak.${tag}.`);
    console.log(`  ${retired} candidates the run created taken out of the lists again`);

    const all = summarize(samples.map((s) => s.ms));
    const errors = [...failures.values()].reduce((s, n) => s + n, 0);
    const trend = memoryTrend(memory, { warmupMs: WINDOW_MS, windowMs: WINDOW_MS, tolerance: TOLERANCE });
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
    const byAction = [...new Set(samples.map((s) => s.action))].map((action) => ({
      action,
      ...summarize(samples.filter((s) => s.action === action).map((s) => s.ms)),
    }));
    const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
    const pass = {
      errors: errors === 0,
      p95: all.p95 < P95_BUDGET,
      memory: trend.flat,
    };
    const cpu = cpus();
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    // PGlite: the server let go of the database; open it again for the count and the clean-up
    const after = kind === 'postgres' ? database : await openPglite(join(opened.dataDir as string, 'pgdata'));
    const [counts] = await queryRows<{ candidates: number }>(
      after.db,
      sql`select count(*)::int as candidates from candidates`,
    );
    const body = [
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, load average ${load} at the end; ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}${counts ? `, ${counts.candidates.toLocaleString('en-US')} candidates` : ''}. ${seededLine}`,
      '',
      '```',
      // the run's own duration and users, as typed
      `${[
        kind === 'postgres'
          ? 'BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/rp_scale ADMIN_PASSWORD=…'
          : opened.seeded
            ? ''
            : `BENCH_DATA_DIR=${process.env.BENCH_DATA_DIR} ADMIN_PASSWORD=…`,
        process.env.DURATION ? `DURATION=${process.env.DURATION}` : '',
        process.env.SOAK_USERS ? `SOAK_USERS=${process.env.SOAK_USERS}` : '',
        'npm run soak',
      ]
        .filter(Boolean)
        .join(' ')}${kind === 'pglite' && opened.seeded ? '   # PGlite seeded in the run' : ''}`,
      '```',
      '',
      `The load generator (this script) ran at niceness ${niceness} beside the server at 0 (${niceness ? 'the server and PostgreSQL are served first on shared cores' : 'it could not lower its priority'}). ${USERS} users for ${elapsed.toFixed(0)} s, each signing in and then choosing an action by weight (${actions.map((a) => `${a.name} ${a.weight}`).join(', ')}; the home page and the boards send their figures together, as the browser does, each a request of its own) with ${THINK_MS * 0.5}–${THINK_MS * 1.5} ms of think time between actions and a new sign-in every ${SIGN_IN_EVERY} actions, arriving one by one over the first ${(ARRIVAL_MS / 1000).toFixed(0)} s; every request counts, warm-up included: ${samples.length.toLocaleString('en-US')} requests, ${(samples.length / elapsed).toFixed(1)} a second.`,
      '',
      '| action | requests | p50 ms | p95 ms | p99 ms | max ms |',
      '|---|---:|---:|---:|---:|---:|',
      ...byAction.map(
        (a) => `| ${a.action} | ${a.count} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.p99)} | ${ms(a.max)} |`,
      ),
      `| **all** | ${all.count} | ${ms(all.p50)} | ${ms(all.p95)} | ${ms(all.p99)} | ${ms(all.max)} |`,
      '',
      `- Errors: ${errors}${
        errors
          ? ` — MISSED (${[...failures.entries()]
              .slice(0, 5)
              .map(([k, n]) => `${n}× ${k}`)
              .join('; ')})`
          : ''
      }.`,
      `- p95 over every request: ${ms(all.p95)} ms (budget < ${P95_BUDGET} ms)${pass.p95 ? '' : ' — MISSED'}.`,
      `- Server memory (VmRSS of the server process every ${SAMPLE_MS / 1000} s, ${memory.length} samples; the server started with MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? recommendedMallocArenas} as docs/operations.md recommends): median ${mb(trend.first)} MB in the first ${(WINDOW_MS / 1000).toFixed(0)} s after a ${(WINDOW_MS / 1000).toFixed(0)} s warm-up, ${mb(trend.last)} MB in the last ${(WINDOW_MS / 1000).toFixed(0)} s` +
        (trend.judged
          ? ` (${(trend.growth * 100).toFixed(1)} %; flat means at most +${TOLERANCE * 100} %)${pass.memory ? ': flat' : ' — MISSED'}.`
          : ': the run was too short to judge — MISSED.'),
      `- Peak RSS ${mb(Math.max(...memory.map((m) => m.rss)))} MB.`,
    ].join('\n');
    if (process.env.BENCH_NO_REPORT !== '1') {
      const current = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '# Performance\n';
      const heading = kind === 'postgres' ? '## Soak (PostgreSQL)' : '## Soak (embedded database)';
      writeFileSync(reportFile, replaceSection(current, `soak:${kind}`, heading, body));
      console.log(`Written to ${reportFile}`);
    }
    console.log(`\n${body}`);
    // the soak users go away (deactivated: the candidates they created keep their author)
    await after.db.execute(sql`update users set is_active = false where username like ${`soak-${tag}-%`}`);
    if (after !== database) await after.close();
  } finally {
    await server?.stop();
    await opened.drop();
  }
}

main().catch((err: unknown) => {
  console.error('soak failed:', err);
  process.exit(1);
});
