import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

/**
 * Named prepared statements for the embedded database (docs/decisions.md "The embedded database
 * keeps its statements prepared (issue 28)"). PGlite's `query` parses, describes and plans every
 * statement again — an unnamed statement of the extended protocol — and planning one list page with
 * its computed columns cost 1.5–4 ms of the single thread (the planner asks the size of every table
 * and index it considers, each an `fstat` of the file). Here each statement text is parsed and
 * described once and kept under a name, so PostgreSQL's plan cache reuses its plan (a generic one
 * once it costs no more than the custom plans, docs/performance.md), and a call is three messages
 * (bind, execute, sync) instead of six.
 *
 * Installed on the client: `query` outside a transaction and the transaction's `query` both go
 * through here; `exec` (the simple protocol: BEGIN, COMMIT, migrations) and queries with a blob
 * (COPY) keep PGlite's own path.
 */

const { serialize } = protocol;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Prepared = { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };

/** How many statements stay prepared (least recently used ones are closed). */
const defaultMax = 300;

/** SQLSTATE of "cached plan must not change result type": the statement is prepared again. */
const planChangedResultType = '0A000';

export function keepStatementsPrepared(client: PGlite, max = defaultMax): void {
  const evicted: string[] = [];
  const statements = new LRUCache<string, Prepared>({
    max,
    dispose: (prepared) => evicted.push(prepared.name),
  });
  let counter = 0;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  /** Parses and describes `text` under a new name (nothing kept when it does not parse). */
  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    counter += 1;
    const name = `rp_s${counter}`;
    await send(serialize.parse({ name, text, types: options?.paramTypes ?? [] }));
    const described = await send(serialize.describe({ type: 'S', name }));
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, prepared);
    return prepared;
  }

  /** One statement through its prepared name, under PGlite's query lock (the caller's). */
  async function run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const messages: BackendMessage[] = [];
    try {
      // statements pushed out of the cache are closed here, where the connection is ours
      for (const name of evicted.splice(0)) await send(serialize.close({ type: 'S', name }));
      const prepared = statements.get(text) ?? (await prepare(text, options));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = prepared.paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      if (prepared.rowDescription) messages.push(prepared.rowDescription);
      messages.push(...(await send(serialize.bind({ statement: prepared.name, values }))));
      messages.push(...(await send(serialize.execute({}))));
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    const [result] = parse.parseResults(messages, client.parsers, options);
    return result ?? { rows: [], fields: [] };
  }

  /** `run`, preparing the statement again once when a schema change altered its result's shape. */
  async function runOrPrepareAgain(text: string, params: unknown[], options: QueryOptions | undefined) {
    try {
      return await run(text, params, options);
    } catch (error) {
      if ((error as { code?: string }).code !== planChangedResultType || !statements.has(text)) throw error;
      statements.delete(text);
      return await run(text, params, options);
    }
  }

  const pgliteQuery = client.query.bind(client);
  const pgliteTransaction = client.transaction.bind(client);

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob) return pgliteQuery<T>(text, params, options);
    await client._checkReady();
    const result = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => runOrPrepareAgain(text, params, options)),
    );
    await client.syncToFs();
    return result as Results<T>;
  };
  client.query = query as PGlite['query'];

  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    pgliteTransaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const prepared = Object.create(tx) as Transaction;
      prepared.query = (async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (options?.blob || tx.closed) return txQuery<R>(text, params, options);
        return (await client._runExclusiveQuery(() =>
          runOrPrepareAgain(text, params, options),
        )) as Results<R>;
      }) as Transaction['query'];
      return callback(prepared);
    })) as PGlite['transaction'];
}
