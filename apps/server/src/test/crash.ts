import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openRequirementStatuses } from '@rp/contract/rules/follow-up';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres, queryRows } from '../db/client';
import { notInList } from '../db/status-sql';
import { qualified } from '../resources/names';
import { loginOver, type ServerProcess, startServerProcess, warmServerProcess } from './server-process';

/**
 * The crash test (docs/operations.md, "Crash safety"): the real server as a child process, a burst
 * of concurrent writes through the HTTP API, SIGKILL in the middle of it, a restart on the same
 * database, then checks that the app starts, that every acknowledged write is there, that every
 * counter agrees with a fresh count of its rows and that no row is left without its parent.
 * Used by `npm run crash-test` (scripts/crash-test.ts) and by crash.test.ts (a shorter run).
 */

export type CrashTarget =
  /** The embedded database under `dataDir` (DATA_DIR), as `npm start` runs it. */
  | { kind: 'pglite'; dataDir: string }
  /** A PostgreSQL database that exists and is empty (or a clone of a migrated template). */
  | { kind: 'postgres'; url: string };

export type CrashOptions = {
  target: CrashTarget;
  /** Concurrent writers during the burst. */
  writers: number;
  /** The server is killed once this many writes were acknowledged. */
  killAfter: number;
  /** Requirements and vacancies prepared before the burst (the assignments spread over them). */
  parents?: number;
  /**
   * Prepare and re-check in this process (the app built on the database, listening on a free
   * port) instead of two more child processes: the Vitest run, where the app's modules are loaded
   * already. Only the killed server is a child process then.
   */
  inProcess?: boolean;
  /** The migrated database to start from (PGlite: a dumped data directory), when there is one. */
  pgliteTemplate?: Blob;
  log?: (line: string) => void;
};

export type CrashReport = {
  target: CrashTarget['kind'];
  /** Start times of the three server runs (prepare, burst, after the kill), milliseconds. */
  startMs: number[];
  burstMs: number;
  /** Writes answered 2xx before the kill, by kind. */
  acknowledged: Record<WriteKind, number>;
  /** Requests that got no answer (cut by the kill). */
  cut: number;
  /** Requests answered with anything but 2xx (a bug in the test or the app). */
  refused: string[];
  /** Everything that failed a check; empty when the database came through whole. */
  problems: string[];
  totalMs: number;
};

type WriteKind = 'candidate' | 'requirement' | 'assignment' | 'vacancy_candidate';

const admin = { username: 'admin', password: 'Crash-test-pass-4719' };
/** A fixed JWT secret, so a token from one run of the server is still good on the next. */
const jwtSecret = 'crash-test-secret-crash-test-secret-0001';

type Json = Record<string, unknown>;

async function call(base: string, token: string, method: string, path: string, body?: Json) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function must(base: string, token: string, method: string, path: string, body?: Json) {
  const res = await call(base, token, method, path, body);
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

const idOf = (value: unknown) => Number((value as { id: unknown }).id);

/** The database of the target opened directly (the server is stopped: PGlite has one owner). */
async function openTarget(target: CrashTarget, template?: Blob): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, 2);
  return openPglite(join(target.dataDir, 'pgdata'), template ? { loadDataDir: template } : {});
}

type Running = {
  url: string;
  startMs: number;
  stop: () => Promise<void>;
  /** The server's own database handle, when it runs in this process (no second open needed). */
  database?: Database;
};

/**
 * The server's start (server.ts: open, migrate, build, seed) in this process, listening on a free
 * loopback port; `stop` closes the app and the database as the server's SIGTERM does.
 */
async function startInProcess(
  target: CrashTarget,
  env: Record<string, string>,
  template?: Blob,
): Promise<Running> {
  const started = performance.now();
  const [{ buildApp }, { loadConfig }, { migrate }, { seed }] = await Promise.all([
    import('../app'),
    import('../config'),
    import('../db/migrate'),
    import('../db/seed/seed'),
  ]);
  const config = loadConfig({ ...env, HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const database = await openTarget(target, template);
  try {
    await migrate(database);
    const app = await buildApp({ config, database, logger: false });
    await seed(database.db, config);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      url: address,
      startMs: Math.round(performance.now() - started),
      database,
      stop: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** `work` on the database: the in-process server's own handle, else the target opened directly (server stopped). */
async function withDatabase(
  server: Running,
  target: CrashTarget,
  work: (db: Database['db']) => Promise<void>,
) {
  if (server.database) {
    try {
      await work(server.database.db);
    } finally {
      await server.stop();
    }
    return;
  }
  await server.stop();
  const database = await openTarget(target);
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}

/** A server for the prepare and re-check phases: a child process, or this process (`inProcess`). */
async function startPhase(
  opts: CrashOptions,
  env: Record<string, string>,
  template?: Blob,
): Promise<Running> {
  if (opts.inProcess) return startInProcess(opts.target, env, template);
  return startServerProcess(env);
}

function envOf(target: CrashTarget, dataDir: string): Record<string, string> {
  return {
    DATA_DIR: target.kind === 'pglite' ? target.dataDir : dataDir,
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
    JWT_SECRET: jwtSecret,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    // no web app to serve, no mail to send
    WEB_DIST: join(dataDir, 'no-web'),
  };
}

type Parents = {
  direct: number;
  administrative: number;
  shiftType: number;
  company: number;
  position: number;
  items: number[];
  vacancies: number[];
};

/** Reference rows through the API: a company, a position, requirements and vacancies to assign to. */
async function prepare(base: string, token: string, count: number, tag: string): Promise<Parents> {
  const categories = (await must(base, token, 'GET', 'categories/')) as Array<{ id: number; code: string }>;
  const categoryId = (code: string) => {
    const found = categories.find((c) => c.code === code);
    if (!found) throw new Error(`no seeded category ${code}`);
    return found.id;
  };
  const shifts = (await must(base, token, 'GET', 'catalogs/?clas_id=3')) as Array<{ id: number }>;
  if (!shifts[0]) throw new Error('no seeded shift type');
  const region = idOf(await must(base, token, 'POST', 'regions/', { name: `Crash ${tag}`, area: 'Norte' }));
  const company = idOf(
    await must(base, token, 'POST', 'companies/', {
      code: `CR${tag}`,
      name_es: `Empresa crash ${tag}`,
      email: 'rh@example.com',
      region,
    }),
  );
  const position = idOf(
    await must(base, token, 'POST', 'positions/', { name_es: `Operador crash ${tag}`, name_en: 'Operator' }),
  );
  const parents: Parents = {
    direct: categoryId('DIRECT'),
    administrative: categoryId('ADMINISTRATIVE'),
    shiftType: shifts[0].id,
    company,
    position,
    items: [],
    vacancies: [],
  };
  for (let i = 0; i < count; i += 1) {
    const requirement = (await must(base, token, 'POST', 'requeriments/', requirementBody(parents))) as {
      items: Array<{ id: number }>;
    };
    parents.items.push(...requirement.items.map((item) => item.id));
    const vacancy = await must(base, token, 'POST', 'vacancies/', {
      vacancy_type: 'shelter',
      category: parents.administrative,
      position: `Analista crash ${tag} ${i}`,
      salary_from: 15000,
      salary_to: 20000,
      quantity: 500,
      requisitor_name: 'Ana Ruiz',
      requisitor_email: 'ana@example.com',
      company,
    });
    parents.vacancies.push(idOf(vacancy));
  }
  return parents;
}

function requirementBody(parents: Parents): Json {
  const item = (quantity: number) => ({
    position: parents.position,
    gender: 'any',
    shift_type: parents.shiftType,
    category: parents.direct,
    quantity,
    details: 'Crash test',
  });
  return {
    requeriment_date: '2026-03-04',
    category: parents.direct,
    company: parents.company,
    items: [item(400), item(300)],
  };
}

type Acknowledged = Record<WriteKind, number[]>;

/**
 * `writers` loops, each writing in turn: a candidate; a candidate assigned to a requirement item; a
 * candidate assigned to a vacancy; a requirement with two items. Every 2xx is recorded with its id;
 * `onAck` sees the running total (it kills the server). A request the kill cuts ends its writer.
 */
async function burst(opts: {
  base: string;
  token: string;
  parents: Parents;
  writers: number;
  tag: string;
  onAck: (total: number) => void;
  shouldStop: () => boolean;
}) {
  const acknowledged: Acknowledged = {
    candidate: [],
    requirement: [],
    assignment: [],
    vacancy_candidate: [],
  };
  const refused: string[] = [];
  let cut = 0;
  let total = 0;
  const ack = (kind: WriteKind, id: number) => {
    acknowledged[kind].push(id);
    total += 1;
    opts.onAck(total);
  };
  let sequence = 0;
  const { base, token, parents } = opts;
  /** A write; null when refused (recorded) — a network error (the kill) is thrown to end the writer. */
  const write = async (kind: WriteKind, path: string, body: Json): Promise<number | null> => {
    const res = await call(base, token, 'POST', path, body);
    if (res.status >= 200 && res.status < 300) {
      const id = idOf(res.body);
      ack(kind, id);
      return id;
    }
    refused.push(`${path} ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return null;
  };
  const candidate = (category: number) => {
    sequence += 1;
    const n = sequence;
    return write('candidate', 'candidates/', {
      names: 'Crash',
      last_name: `Prueba ${opts.tag} ${n}`,
      second_name: 'López',
      email: `crash-${opts.tag}-${n}@example.com`,
      phone_number: `7${opts.tag.slice(0, 3).padStart(3, '0')}${String(n).padStart(6, '0')}`,
      category,
    });
  };
  const writer = async (w: number) => {
    for (let step = w; !opts.shouldStop(); step += 1) {
      const pick = <T>(list: T[]) => list[(step * 7 + w) % list.length] as T;
      try {
        switch (step % 4) {
          case 0:
            await candidate(parents.direct);
            break;
          case 1: {
            const id = await candidate(parents.direct);
            if (id !== null && !opts.shouldStop())
              await write('assignment', 'requeriment-candidates/assign_candidate/', {
                requeriment: pick(parents.items),
                candidate: id,
                interview_date: '2026-03-05',
                interview_time: '09:30',
              });
            break;
          }
          case 2: {
            const id = await candidate(parents.administrative);
            if (id !== null && !opts.shouldStop())
              await write('vacancy_candidate', 'vacancy-candidates/assign_candidate/', {
                vacancy: pick(parents.vacancies),
                candidate: id,
              });
            break;
          }
          default:
            await write('requirement', 'requeriments/', requirementBody(parents));
        }
      } catch {
        // no answer: the server is gone (the kill); the write may or may not have been committed
        cut += 1;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.writers }, (_, w) => writer(w)));
  return { acknowledged, refused, cut };
}

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/** Rows named by `query` are problems; each becomes a line `what: id, id …`. */
async function expectNone(db: Database['db'], problems: string[], what: string, query: SQL) {
  const rows = await queryRows<{ id: number }>(db, query);
  if (rows.length > 0)
    problems.push(
      `${what}: ${rows
        .slice(0, 10)
        .map((r) => r.id)
        .join(', ')}${rows.length > 10 ? ` … (${rows.length})` : ''}`,
    );
}

/** Every acknowledged id is a row of its table. */
async function checkAcknowledged(db: Database['db'], acknowledged: Acknowledged, problems: string[]) {
  const tables: Record<WriteKind, string> = {
    candidate: 'candidates',
    requirement: 'requeriments',
    assignment: 'requeriment_candidates',
    vacancy_candidate: 'vacancy_candidates',
  };
  for (const [kind, table] of Object.entries(tables) as Array<[WriteKind, string]>) {
    const list = acknowledged[kind];
    if (list.length === 0) continue;
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(table)} where id in (${ids(list)})`,
    );
    const found = new Set(rows.map((r) => Number(r.id)));
    const missing = list.filter((id) => !found.has(id));
    if (missing.length > 0) problems.push(`acknowledged ${kind} missing: ${missing.join(', ')}`);
  }
}

/**
 * Counters against a fresh count of their rows (the formulas of recount() and recountVacancy(),
 * written again here), the status and log rows the same transaction writes, and orphans.
 */
async function checkConsistency(db: Database['db'], problems: string[]) {
  await expectNone(
    db,
    problems,
    'requirement item counters differ from their assignments',
    sql`select i.id from requeriment_items i
          left join lateral (
            select count(*)::int as candidates,
                   (count(*) filter (where rc.status in ('Accepted', 'Hired')))::int as accepted,
                   (count(*) filter (where rc.status = 'Hired'))::int as hired,
                   (count(*) filter (where rc.status = 'Rejected'))::int as rejected,
                   (count(*) filter (where rc.status = 'NotAttend'))::int as not_attend
              from requeriment_candidates rc where rc.requeriment = i.id) s on true
         where (i.candidates, i.accepted, i.hired, i.rejected, i.not_attend)
               is distinct from (s.candidates, s.accepted, s.hired, s.rejected, s.not_attend)`,
  );
  await expectNone(
    db,
    problems,
    'requirement counters differ from their items',
    sql`select r.id from requeriments r
          left join lateral (
            select coalesce(sum(i.quantity), 0)::int as total, coalesce(sum(i.candidates), 0)::int as candidates,
                   coalesce(sum(i.accepted), 0)::int as accepted, coalesce(sum(i.hired), 0)::int as hired,
                   coalesce(sum(i.rejected), 0)::int as rejected
              from requeriment_items i where i.requeriment = r.id) s on true
         where (r.total_positions, r.candidates, r.accepted_positions, r.hired_positions, r.rejected_positions,
                r.open_positions)
               is distinct from (s.total, s.candidates, s.accepted, s.hired, s.rejected,
                case when ${notInList(qualified('r', 'status'), openRequirementStatuses)} then 0 else s.total - s.accepted end)`,
  );
  await expectNone(
    db,
    problems,
    'requirements with assignments still New or Approved (status not advanced with the counters)',
    sql`select r.id from requeriments r where r.status in ('New', 'Approved') and r.candidates > 0`,
  );
  await expectNone(
    db,
    problems,
    'requirements whose "assigned" log rows differ from their assignments',
    sql`select r.id from requeriments r
         where (select count(*) from vacancy_logs l where l.requeriment = r.id and l.event->>'kind' = 'assigned')
            <> (select count(*) from requeriment_candidates rc
                  join requeriment_items i on i.id = rc.requeriment where i.requeriment = r.id)`,
  );
  await expectNone(
    db,
    problems,
    'vacancy counters differ from their candidates',
    sql`select v.id from vacancies v
          left join lateral (
            select (count(*) filter (where not vc.is_draft))::int as total,
                   (count(*) filter (where not vc.is_draft and vc.status = 'Hired'))::int as hired
              from vacancy_candidates vc where vc.vacancy = v.id) s on true
         where (v.total_candidates, v.hired_candidates, v.hired) is distinct from (s.total, s.hired, s.hired)`,
  );
  await expectNone(
    db,
    problems,
    'vacancies whose "assigned" log rows differ from their candidates',
    sql`select v.id from vacancies v
         where (select count(*) from vacancy_logs l where l.vacancy = v.id and l.event->>'kind' = 'assigned')
            <> (select count(*) from vacancy_candidates vc where vc.vacancy = v.id and not vc.is_draft)`,
  );
  await expectNone(
    db,
    problems,
    'requirements without items',
    sql`select r.id from requeriments r where not exists (select 1 from requeriment_items i where i.requeriment = r.id)`,
  );
  await expectNone(
    db,
    problems,
    'orphan requirement items',
    sql`select i.id from requeriment_items i where not exists (select 1 from requeriments r where r.id = i.requeriment)`,
  );
  await expectNone(
    db,
    problems,
    'orphan requirement assignments',
    sql`select rc.id from requeriment_candidates rc
         where not exists (select 1 from requeriment_items i where i.id = rc.requeriment)
            or not exists (select 1 from candidates c where c.id = rc.candidate)`,
  );
  await expectNone(
    db,
    problems,
    'orphan vacancy candidates',
    sql`select vc.id from vacancy_candidates vc
         where not exists (select 1 from vacancies v where v.id = vc.vacancy)
            or not exists (select 1 from candidates c where c.id = vc.candidate)`,
  );
}

/**
 * One crash run. The server runs three times: to migrate, seed and prepare the parents (then
 * stopped gracefully, and the vacancies approved in the database as the API tests do — the
 * approval by mailed key is not the point here); for the burst, killed by SIGKILL after
 * `killAfter` acknowledged writes; and again on the same database, which must start, answer a
 * sign-in and show an acknowledged record. The checks read the database directly after that.
 */
export async function runCrashTest(opts: CrashOptions): Promise<CrashReport> {
  const log = opts.log ?? (() => {});
  const began = performance.now();
  const scratch = mkdtempSync(join(tmpdir(), 'rp-crash-'));
  const env = envOf(opts.target, scratch);
  const tag = String(Math.floor(Math.random() * 900) + 100);
  const startMs: number[] = [];
  const problems: string[] = [];
  let server: Running | undefined;
  let victim: ServerProcess | undefined;
  // in-process runs load the killed server's modules while the parents are prepared
  const warm = opts.inProcess ? await warmServerProcess(env) : undefined;
  try {
    server = await startPhase(opts, env, opts.pgliteTemplate);
    startMs.push(server.startMs);
    log(`started in ${server.startMs} ms (fresh database: migrations and seed)`);
    const first = await loginOver(server.url, admin);
    const parents = await prepare(server.url, first.token, opts.parents ?? 3, tag);
    const prepared = server;
    server = undefined;
    await withDatabase(prepared, opts.target, async (db) => {
      await db.execute(sql`
        update vacancies set status = 'Pending', approved_at = now(),
               current_status = (select id from vacancy_status where name = 'Approved')
         where id in (${ids(parents.vacancies)})`);
    });

    victim = warm ? await warm.start() : await startServerProcess(env);
    startMs.push(victim.startMs);
    const killed = victim;
    const { token } = await loginOver(victim.url, admin);
    log(
      `restarted in ${victim.startMs} ms; burst of ${opts.writers} writers, SIGKILL after ${opts.killAfter} acks`,
    );
    let isKilled = false;
    const burstStart = performance.now();
    const result = await burst({
      base: victim.url,
      token,
      parents,
      writers: opts.writers,
      tag,
      shouldStop: () => isKilled,
      onAck: (total) => {
        if (total >= opts.killAfter && !isKilled) {
          isKilled = true;
          killed.child.kill('SIGKILL');
        }
      },
    });
    await victim.kill();
    victim = undefined;
    const burstMs = Math.round(performance.now() - burstStart);
    if (!isKilled) problems.push(`the burst ended before ${opts.killAfter} acknowledged writes`);
    const counts = Object.fromEntries(
      Object.entries(result.acknowledged).map(([kind, list]) => [kind, list.length]),
    ) as Record<WriteKind, number>;
    log(`killed after ${burstMs} ms: acknowledged ${JSON.stringify(counts)}, cut ${result.cut}`);
    for (const line of result.refused) problems.push(`refused during the burst: ${line}`);

    // the app starts again on the same database, signs in, and shows an acknowledged write
    server = await startPhase(opts, env);
    startMs.push(server.startMs);
    log(`started after the kill in ${server.startMs} ms`);
    const again = await loginOver(server.url, admin);
    const lastCandidate = result.acknowledged.candidate.at(-1);
    if (lastCandidate !== undefined) {
      const res = await call(server.url, again.token, 'GET', `candidates/${lastCandidate}/`);
      if (res.status !== 200) problems.push(`acknowledged candidate ${lastCandidate} answers ${res.status}`);
    }
    const restarted = server;
    server = undefined;
    await withDatabase(restarted, opts.target, async (db) => {
      await checkAcknowledged(db, result.acknowledged, problems);
      await checkConsistency(db, problems);
    });
    return {
      target: opts.target.kind,
      startMs,
      burstMs,
      acknowledged: counts,
      cut: result.cut,
      refused: result.refused,
      problems,
      totalMs: Math.round(performance.now() - began),
    };
  } finally {
    await warm?.kill();
    await victim?.kill();
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A fresh PostgreSQL database on the server of `url` (optionally a clone of `template`), and its drop. */
export async function scratchPostgres(url: string, name: string, template?: string) {
  const adminClient = new pg.Client({ connectionString: url });
  await adminClient.connect();
  try {
    await adminClient.query(`drop database if exists "${name}" with (force)`);
    await adminClient.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await adminClient.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A temporary DATA_DIR for the embedded database, and its removal. */
export function scratchDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'rp-crash-data-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
