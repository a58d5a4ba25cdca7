import type { Database } from '../db/client';

/** A statement the database client was handed: its text, parameters and prepared statement's name. */
export type StatementCall = { text: string; params: unknown[]; name?: string };

/**
 * The statements the database client is handed while `run` runs (the embedded database's client, or
 * the PostgreSQL pool's `query`), with their parameters: what a request ran.
 */
export async function statementCallsOf(
  database: Database,
  run: () => Promise<unknown>,
): Promise<StatementCall[]> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  const calls: StatementCall[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string; values?: unknown[]; name?: string };
    const second = Array.isArray(args[1]) ? args[1] : [];
    if (typeof first === 'string') calls.push({ text: first, params: second });
    else
      calls.push({
        text: first.text,
        params: first.values ?? second,
        ...(first.name ? { name: first.name } : {}),
      });
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return calls;
}

/** The statement texts the database client is handed while `run` runs, for tests that count statements. */
export async function statementsOf(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  return (await statementCallsOf(database, run)).map((call) => call.text);
}

/** A transaction's own client, to run a statement's text with its parameters as the request did. */
export function clientOf(tx: unknown): {
  query: (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
} {
  return (
    tx as {
      session: {
        client: {
          query: (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
        };
      };
    }
  ).session.client;
}

/**
 * The plan (EXPLAIN, text) of a statement a request ran, with its own parameters, under `settings`
 * (`set local` of planner settings, such as `enable_seqscan = off`: at test sizes a scan of the table
 * is the cheapest plan, so a test that asks which index serves a statement makes scans dear).
 */
export async function planOf(
  database: Database,
  call: StatementCall,
  settings: string[] = [],
): Promise<string> {
  return database.db.transaction(async (tx) => {
    const client = clientOf(tx);
    for (const setting of settings) await client.query(`set local ${setting}`, []);
    const plan = await client.query(`explain ${call.text}`, call.params);
    return plan.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  });
}
