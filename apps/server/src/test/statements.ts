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
