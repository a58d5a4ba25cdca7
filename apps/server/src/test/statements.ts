import type { Database } from '../db/client';

/**
 * The statement texts the database client is handed while `run` runs (the embedded database's
 * client, or the PostgreSQL pool's `query`): what a request ran, for tests that count statements.
 */
export async function statementsOf(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    texts.push(typeof first === 'string' ? first : first.text);
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return texts;
}
