/**
 * The SQL an API request runs, captured and replayed (docs/performance.md, "HTTP benchmark"):
 * `capture` records every statement the database driver is handed while one request runs through an
 * in-process app on the same database — text, parameters, start and end, and whether it ran inside a
 * transaction — and `replay` runs them again on a pool: statements that overlapped in the request
 * (the list's page and count run side by side) run side by side again, a transaction runs on one
 * connection from its BEGIN to its COMMIT, everything else in the order it ran. No ORM, routing,
 * access check, validation or JSON in between: what remains is the database's share of the request.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, postgresSessionOptions } from '../src/db/client';

export type Statement = {
  text: string;
  values: unknown[];
  start: number;
  end: number;
  rowMode?: string;
  /** The prepared statement's name the server gave it (replayed under the same name: planned once per connection). */
  name?: string;
};
/** One statement outside a transaction, or a transaction's statements (BEGIN … COMMIT included on pg). */
export type Step = { kind: 'single'; statement: Statement } | { kind: 'tx'; statements: Statement[] };
export type Captured = { steps: Step[]; statements: number };

type QueryConfig = { text: string; values?: unknown[]; rowMode?: string; name?: string };

/** Groups steps that overlapped in time: each group runs after the previous one, its steps side by side. */
export function overlapGroups(steps: Step[]): Step[][] {
  const span = (s: Step) =>
    s.kind === 'single'
      ? [s.statement.start, s.statement.end]
      : [s.statements[0]?.start ?? 0, s.statements.at(-1)?.end ?? 0];
  const sorted = [...steps].sort((a, b) => (span(a)[0] as number) - (span(b)[0] as number));
  const groups: Step[][] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  for (const step of sorted) {
    const [start, end] = span(step) as [number, number];
    if (groups.length && start < groupEnd) {
      groups.at(-1)?.push(step);
      groupEnd = Math.max(groupEnd, end);
    } else {
      groups.push([step]);
      groupEnd = end;
    }
  }
  return groups;
}

/** A captured request with its values rewritten: `swap(value)` maps each parameter. */
export function rewrite(captured: Captured, swap: (value: unknown) => unknown): Captured {
  const statement = (s: Statement): Statement => ({ ...s, values: s.values.map(swap) });
  return {
    statements: captured.statements,
    steps: captured.steps.map((step) =>
      step.kind === 'single'
        ? { kind: 'single', statement: statement(step.statement) }
        : { kind: 'tx', statements: step.statements.map(statement) },
    ),
  };
}

/** Records statements while `run` runs (one request at a time). */
type Recorder = { capture: (run: () => Promise<unknown>) => Promise<Captured> };

const isBegin = (text: string) => /^\s*begin\b/i.test(text);
const isEnd = (text: string) => /^\s*(commit|rollback)\b/i.test(text);

/** node-postgres: every `Client.query` of this process (pool queries and transaction clients alike). */
function pgRecorder(): Recorder {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let active: { singles: Step[]; open: Map<unknown, Statement[]> } | undefined;
  proto.query = function patched(this: unknown, ...args: unknown[]) {
    if (!active) return original.apply(this, args);
    const first = args[0];
    const config: QueryConfig =
      typeof first === 'string'
        ? { text: first, values: Array.isArray(args[1]) ? (args[1] as unknown[]) : [] }
        : {
            ...(first as QueryConfig),
            values: Array.isArray(args[1]) ? (args[1] as unknown[]) : ((first as QueryConfig).values ?? []),
          };
    const statement: Statement = {
      text: config.text,
      values: config.values ?? [],
      start: performance.now(),
      end: Number.NaN,
      rowMode: config.rowMode,
      ...(config.name ? { name: config.name } : {}),
    };
    const recording = active;
    const open = recording.open.get(this);
    if (isBegin(config.text)) recording.open.set(this, [statement]);
    else if (open) {
      open.push(statement);
      if (isEnd(config.text)) {
        recording.singles.push({ kind: 'tx', statements: open });
        recording.open.delete(this);
      }
    } else recording.singles.push({ kind: 'single', statement });
    const done = () => {
      statement.end = performance.now();
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...cbArgs: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...cbArgs);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args) as Promise<unknown>;
    return result.finally(done);
  };
  return {
    capture: async (run) => {
      active = { singles: [], open: new Map() };
      const recording = active;
      try {
        await run();
      } finally {
        active = undefined;
      }
      const count = recording.singles.reduce(
        (n, s) => n + (s.kind === 'single' ? 1 : s.statements.length),
        0,
      );
      return { steps: recording.singles, statements: count };
    },
  };
}

/** PGlite: the instance's `query` and the `query` of each transaction it opens. */
function pgliteRecorder(client: PGlite): Recorder {
  const originalQuery = client.query.bind(client);
  const originalTransaction = client.transaction.bind(client);
  let active: Step[] | undefined;
  const timed = async <T>(list: Statement[], text: string, values: unknown[], run: () => Promise<T>) => {
    const statement: Statement = { text, values, start: performance.now(), end: Number.NaN };
    list.push(statement);
    try {
      return await run();
    } finally {
      statement.end = performance.now();
    }
  };
  (client as { query: PGlite['query'] }).query = (async (
    text: string,
    params?: unknown[],
    options?: object,
  ) => {
    if (!active) return originalQuery(text, params as never, options as never);
    const single: Statement[] = [];
    const recording = active;
    const result = await timed(single, text, params ?? [], () =>
      originalQuery(text, params as never, options as never),
    );
    recording.push({ kind: 'single', statement: single[0] as Statement });
    return result;
  }) as PGlite['query'];
  (client as { transaction: PGlite['transaction'] }).transaction = (async <T>(
    callback: (tx: Transaction) => Promise<T>,
  ) => {
    if (!active) return originalTransaction(callback);
    const recording = active;
    const statements: Statement[] = [];
    const result = await originalTransaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const wrapped = Object.create(tx) as Transaction;
      wrapped.query = ((text: string, params?: unknown[], options?: object) =>
        timed(statements, text, params ?? [], () =>
          txQuery(text, params as never, options as never),
        )) as Transaction['query'];
      return callback(wrapped);
    });
    recording.push({ kind: 'tx', statements });
    return result;
  }) as PGlite['transaction'];
  return {
    capture: async (run) => {
      active = [];
      const recording = active;
      try {
        await run();
      } finally {
        active = undefined;
      }
      const count = recording.reduce((n, s) => n + (s.kind === 'single' ? 1 : s.statements.length), 0);
      return { steps: recording, statements: count };
    },
  };
}

/** Runs captured requests again, straight on the database. */
export type Replayer = { replay: (captured: Captured) => Promise<void>; close: () => Promise<void> };

/**
 * node-postgres: a pool of `max` connections to `url`, opened as the server opens its own
 * (`postgresSessionOptions`, db/client.ts), so the replay queues for connections as the server's requests do.
 */
function pgReplayer(url: string, max: number): Replayer {
  const pool = new pg.Pool({ connectionString: url, max, options: postgresSessionOptions });
  pool.on('error', () => undefined);
  const configOf = (s: Statement) => ({
    text: s.text,
    values: s.values,
    ...(s.rowMode ? { rowMode: 'array' as const } : {}),
    ...(s.name ? { name: s.name } : {}),
  });
  const runStep = async (step: Step) => {
    if (step.kind === 'single') {
      await pool.query(configOf(step.statement));
      return;
    }
    const client = await pool.connect();
    try {
      for (const s of step.statements) await client.query(configOf(s));
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  };
  return {
    replay: async (captured) => {
      for (const group of overlapGroups(captured.steps)) await Promise.all(group.map(runStep));
    },
    close: () => pool.end(),
  };
}

/** PGlite: the same instance (one thread: concurrent replays queue as the server's queries do). */
function pgliteReplayer(
  originalQuery: PGlite['query'],
  originalTransaction: PGlite['transaction'],
): Replayer {
  const runStep = async (step: Step) => {
    if (step.kind === 'single') {
      await originalQuery(step.statement.text, step.statement.values as never);
      return;
    }
    await originalTransaction(async (tx) => {
      for (const s of step.statements) await tx.query(s.text, s.values as never);
    });
  };
  return {
    replay: async (captured) => {
      for (const group of overlapGroups(captured.steps)) await Promise.all(group.map(runStep));
    },
    close: async () => undefined,
  };
}

/**
 * A recorder on `database` (the in-process app's) and a replayer on the same database: a pool to
 * `url` on PostgreSQL, the same PGlite instance on the embedded database.
 */
export function sqlTools(database: Database, opts: { url?: string; poolMax: number }) {
  if (database.kind === 'postgres') {
    if (!opts.url) throw new Error('PostgreSQL replay needs the database URL');
    const url = opts.url;
    return { recorder: pgRecorder(), replayer: (max = opts.poolMax) => pgReplayer(url, max) };
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  return {
    recorder: pgliteRecorder(client),
    replayer: () => pgliteReplayer(query, transaction),
  };
}
