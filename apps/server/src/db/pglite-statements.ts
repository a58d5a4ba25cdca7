import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import { arrivalOfCurrent } from '../lib/request-clock';
import { oldestRequestFirst } from './oldest-request-first';

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
type Field = { name: string; dataTypeID: number };
type Prepared = { name: string; paramTypes: number[]; fields: Field[] };
type Parser = (value: string, typeId: number) => unknown;

/**
 * The rows of one statement's answer as PGlite's `parseResults` gives them (objects or arrays,
 * each value through its type's parser, `affectedRows` from the command tag), with each column's
 * parser looked up once per call instead of once per value (a third of PGlite's share of a page).
 */
function resultsOf(
  messages: BackendMessage[],
  fields: Field[],
  parsers: Record<number | string, Parser>,
  options: QueryOptions | undefined,
): Results {
  const own = options?.parsers as Record<number | string, Parser> | undefined;
  const columns = fields.map(
    ({ dataTypeID }) => own?.[dataTypeID] ?? parsers[dataTypeID] ?? types.parsers[dataTypeID],
  );
  const value = (raw: string | null, i: number) => {
    if (raw === null) return null;
    const parser = columns[i];
    return parser ? parser(raw, (fields[i] as Field).dataTypeID) : raw;
  };
  const arrays = options?.rowMode === 'array';
  const rows: Results['rows'] = [];
  let result: Results = { rows, fields, affectedRows: 0 };
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const raw = (message as unknown as { fields: Array<string | null> }).fields;
      if (arrays) rows.push(raw.map(value));
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < raw.length; i++) row[(fields[i] as Field).name] = value(raw[i] ?? null, i);
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as { text: string }).text.split(' ');
      const command = words[0] ?? '';
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      const affected = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
      result = { rows, fields, command, affectedRows: affected } as Results;
      if (!Number.isNaN(count)) (result as { rowCount?: number }).rowCount = count;
    }
  }
  return result;
}

/**
 * How many statements stay prepared (least recently used ones are closed). Each holds its plans in the
 * database's memory, 0.4 MB or more for a list page with its computed columns: at 300, and at 100,
 * the 50-user soak's server grew 27 % and 15 % in five minutes; at 50 it stays flat (+9 %) and still
 * answers p95 59 ms (docs/performance.md "Prepared statements on the embedded database").
 */
const defaultMax = 50;

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
    const description = described.find((message) => message.name === 'rowDescription') as
      | { fields: Field[] }
      | undefined;
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      fields: (description?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    statements.set(text, prepared);
    return prepared;
  }

  /** One statement through its prepared name, under PGlite's query lock (the caller's). */
  async function run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const messages: BackendMessage[] = [];
    let fields: Field[] = [];
    try {
      // statements pushed out of the cache are closed here, where the connection is ours; a name
      // leaves the list only once closed, so a close that fails is tried again by the next statement
      while (evicted.length > 0) {
        await send(serialize.close({ type: 'S', name: evicted[0] as string }));
        evicted.shift();
      }
      const prepared = statements.get(text) ?? (await prepare(text, options));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = prepared.paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      fields = prepared.fields;
      messages.push(...(await send(serialize.bind({ statement: prepared.name, values }))));
      messages.push(...(await send(serialize.execute({}))));
    } finally {
      messages.push(...(await send(serialize.sync())));
    }
    return resultsOf(messages, fields, client.parsers as Record<number | string, Parser>, options);
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

  // statements outside a transaction take turns oldest request first; a transaction's own
  // statements run within the turn of its BEGIN (PGlite's transaction lock)
  const turns = oldestRequestFirst();
  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob) return pgliteQuery<T>(text, params, options);
    await client._checkReady();
    const release = await turns.take(arrivalOfCurrent());
    try {
      const result = await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => runOrPrepareAgain(text, params, options)),
      );
      await client.syncToFs();
      return result as Results<T>;
    } finally {
      release();
    }
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
