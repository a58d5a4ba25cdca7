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

type Field = { name: string; dataTypeID: number };
type Prepared = { name: string; paramTypes: number[]; fields: Field[] };
type Parser = (value: string, typeId: number) => unknown;

/**
 * An executed portal's answer as the backend wrote it: each data row's values as text (null for
 * SQL NULL) and the command tag (`SELECT 25`, `UPDATE 1`).
 */
type Answer = { rows: Array<Array<string | null>>; tag: string | undefined };

/** Backend message types an `Execute` answers with (PostgreSQL's "Message Formats"). */
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const EMPTY_QUERY = 0x49; // 'I'
const PORTAL_SUSPENDED = 0x73; // 's'

/**
 * Reads an `Execute`'s raw answer: its data rows and command tag, each value decoded straight from
 * the bytes (as node-postgres does). PGlite's own parser copies every value into an `ArrayBuffer`
 * of its own before decoding it, 1–1.5 ms of a 25-row page with 40–60 columns, more than the
 * statement's own execution at 2,000 candidates (docs/performance.md "The embedded database's
 * answers read as they come"). Undefined when the answer holds anything else (an error, a notice):
 * the caller reads it with PGlite's parser.
 */
export function readExecuteAnswer(raw: Uint8Array): Answer | undefined {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const rows: Answer['rows'] = [];
  let tag: string | undefined;
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at] as number;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (end > bytes.length) return undefined;
    if (type === DATA_ROW) {
      const count = bytes.readInt16BE(at + 5);
      const row: Array<string | null> = new Array(count);
      let p = at + 7;
      for (let i = 0; i < count; i++) {
        const length = bytes.readInt32BE(p);
        p += 4;
        if (length < 0) row[i] = null;
        else {
          row[i] = bytes.toString('utf8', p, p + length);
          p += length;
        }
      }
      rows.push(row);
    } else if (type === COMMAND_COMPLETE) tag = bytes.toString('utf8', at + 5, end - 1);
    else if (type !== EMPTY_QUERY && type !== PORTAL_SUSPENDED) return undefined;
    at = end;
  }
  return at === bytes.length ? { rows, tag } : undefined;
}

/**
 * An `Execute`'s answer read by PGlite's own parser (one holding an error or a notice): its rows and
 * tag, or the database's error thrown as PGlite's `query` throws it.
 */
function parsedAnswer(raw: Uint8Array): Answer {
  const rows: Answer['rows'] = [];
  let tag: string | undefined;
  let error: Error | undefined;
  new protocol.Parser().parse(raw, (message) => {
    if (message instanceof protocol.messages.DatabaseError) error ??= message;
    else if (message instanceof protocol.messages.DataRowMessage) rows.push(message.fields);
    else if (message instanceof protocol.messages.CommandCompleteMessage) tag = message.text;
  });
  if (error) throw error;
  return { rows, tag };
}

/**
 * The rows of one statement's answer as PGlite's `parseResults` gives them (objects or arrays,
 * each value through its type's parser, `affectedRows` from the command tag), with each column's
 * parser looked up once per call instead of once per value (a third of PGlite's share of a page).
 */
function resultsOf(
  answer: Answer,
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
  for (const raw of answer.rows) {
    if (arrays) rows.push(raw.map(value));
    else {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < raw.length; i++) row[(fields[i] as Field).name] = value(raw[i] ?? null, i);
      rows.push(row);
    }
  }
  if (answer.tag === undefined) return { rows, fields, affectedRows: 0 };
  const words = answer.tag.split(' ');
  const command = words[0] ?? '';
  const count = Number.parseInt(words[words.length - 1] ?? '', 10);
  const affected = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
  const result = { rows, fields, command, affectedRows: affected } as Results;
  if (!Number.isNaN(count)) (result as { rowCount?: number }).rowCount = count;
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

  /**
   * The portal's answer as raw bytes (copied out of the database's memory as they are written),
   * read without PGlite's parser (`readExecuteAnswer`).
   */
  async function execute(): Promise<Answer> {
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(serialize.execute({}), {
      syncToFs: false,
      onRawData: (chunk) => void chunks.push(chunk.slice()),
    });
    const raw = chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
    return readExecuteAnswer(raw) ?? parsedAnswer(raw);
  }

  /** One statement through its prepared name, under PGlite's query lock (the caller's). */
  async function run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    let answer: Answer = { rows: [], tag: undefined };
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
      await send(serialize.bind({ statement: prepared.name, values }));
      answer = await execute();
    } finally {
      await send(serialize.sync());
    }
    return resultsOf(answer, fields, client.parsers as Record<number | string, Parser>, options);
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
