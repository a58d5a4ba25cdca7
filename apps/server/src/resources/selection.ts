import { createHash } from 'node:crypto';
import { Column, getTableColumns, is, noopDecoder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { rowCount } from '../db/row-count';
import type { ResourceDef, Row } from './types';

/**
 * A stored search column (`search_text`, `search_words`, `search_prefixes`): matched against, never
 * shown. Reading them back cost a candidates page a third of its time (the word prefixes are an
 * array of dozens of strings per row).
 */
const isSearchColumn = (name: string) => name.startsWith('search_');

function buildSelection(def: ResourceDef) {
  const computed = Object.fromEntries(
    Object.entries(def.computed ?? {}).map(([name, field]) => [name, sql`${field.sql}`.as(name)]),
  );
  const shown = new Set(Object.keys(def.read.shape));
  const columns = Object.entries(getTableColumns(def.table)).filter(
    ([name]) => shown.has(name) || !isSearchColumn(name),
  );
  return { ...Object.fromEntries(columns), ...computed };
}

const selections = new WeakMap<ResourceDef, ReturnType<typeof buildSelection>>();

/** The columns a read selects: the table's and the computed ones (built once per resource). */
export function selection(def: ResourceDef) {
  let built = selections.get(def);
  if (!built) {
    built = buildSelection(def);
    selections.set(def, built);
  }
  return built;
}

/** Turns a value as the driver answers it into the value drizzle would give (a column's mapping). */
type Decode = (value: unknown) => unknown;
/** A resource's selection written out once: its outputs' text (`… as "key", …`) and their decoding. */
type CompiledSelection = { text: string; outputs: Array<{ key: string; decode: Decode }> };

const dialect = new PgDialect();
const compiledSelections = new WeakMap<ResourceDef, CompiledSelection>();

/**
 * The selection's text, written once per resource: drizzle wrote the same `select` of ~40 columns
 * and computed sub-selects for every request, 0.3–0.8 ms of a list request's Node time, more than
 * its JSON (docs/performance.md "A list statement written once"). Each output keeps the decoding
 * drizzle applies to it (a column's `mapFromDriverValue`; computed fields keep the driver's value),
 * so rows are the same as drizzle's. A selection with parameters cannot be written out; none has one,
 * and `selection.test.ts` checks that for every resource.
 */
export function compiledSelection(def: ResourceDef): CompiledSelection {
  let compiled = compiledSelections.get(def);
  if (compiled) return compiled;
  const fields = selection(def);
  const query = dialect.sqlToQuery(
    sql.join(
      // an alias written here: drizzle marks a selection's aliased fields once a builder has used them
      Object.entries(fields).map(
        ([key, field]) => sql`${is(field, Column) ? field : field.sql} as ${sql.identifier(key)}`,
      ),
      sql`, `,
    ),
  );
  if (query.params.length > 0) throw new Error(`the selection of ${def.path} has parameters`);
  const outputs = Object.entries(fields).map(([key, field]) => {
    if (is(field, Column)) return { key, decode: (value: unknown) => field.mapFromDriverValue(value) };
    // a computed field hands over the driver's value (no `mapWith`): say so loudly if one gets one
    if (Reflect.get(field.sql, 'decoder') !== noopDecoder)
      throw new Error(`the computed field ${def.path}.${key} maps its values: read it through drizzle`);
    return { key, decode: (value: unknown) => value };
  });
  compiled = { text: query.sql, outputs };
  compiledSelections.set(def, compiled);
  return compiled;
}

/** A list statement's parts around the resource's selection; limit and offset are written into the text. */
export type SelectParts = {
  /** Common table expressions before the `select` (`with "name" as (…)`). */
  with?: SQL;
  /** Outputs beside the selection's, each under its key, handed over as the driver answers them. */
  extra?: Record<string, SQL>;
  where?: SQL;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
  /** `for update of <table>`: the rows locked until the transaction ends. */
  lock?: boolean;
  /**
   * Run as a named prepared statement, for a statement whose plan its shape fixes (a search window, a
   * sparse page): PostgreSQL parses and plans it once per connection and then reuses a generic plan,
   * where planning each of them with their computed columns cost 1.5–2.5 ms, a third of a search's
   * SQL (docs/decisions.md "Name words are matched from their start (issue 28)"), and a list's
   * first page (its planning cost ten times its execution, docs/performance.md "A list's first page
   * prepared"). The name is the text's hash, so a shape has one name; only lists with no condition
   * besides the data scope and the search are named, which keeps the shapes, and the statements
   * each connection keeps, few: their page size is written into the text, a search's
   * offset stays a parameter (a name per page of a search would pile up on every connection; the
   * offset of the page's ids barely moves the plan's cost), and a plain list is named on its first
   * page only. PGlite ignores the name and keeps its own (db/pglite-statements.ts).
   */
  named?: boolean;
};

/** The statement of `selectRows`: the written-out selection with the request's parts around it. */
function selectStatement(def: ResourceDef, parts: SelectParts): SQL {
  const { text } = compiledSelection(def);
  const extra = Object.entries(parts.extra ?? {}).map(
    ([key, expr]) => sql`, ${expr} as ${sql.identifier(key)}`,
  );
  return sql.join(
    [
      parts.with,
      sql`select ${sql.raw(text)}`,
      ...extra,
      sql`from ${def.table}`,
      parts.where ? sql`where ${parts.where}` : undefined,
      parts.orderBy?.length ? sql`order by ${sql.join(parts.orderBy, sql`, `)}` : undefined,
      parts.limit !== undefined ? sql`limit ${rowCount(parts.limit)}` : undefined,
      parts.offset ? sql`offset ${rowCount(parts.offset)}` : undefined,
      parts.lock ? sql`for update of ${def.table}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` `,
  );
}

/**
 * The most statement texts the server names (`SelectParts.named`); past them a statement runs unnamed,
 * planned on each call as before. Every connection keeps each named statement it ran with its plan
 * (docs/decisions.md "Named statements are capped per client"), and the shapes a request can
 * ask for are many (a search's sparse page takes any `ordering`, a scope one text per number of
 * companies): the cap keeps what a connection holds bounded whatever the requests ask.
 */
export const namedStatementsMax = 256;
/**
 * The names given, by statement text, per client the statements run on: a pool (whose connections
 * each keep what they ran) or a connection taken from it for a transaction (the pool hands the same
 * client objects out again), so a connection keeps at most twice the cap. A text seen before finds
 * its name without hashing it again (a search's 4.5 kB text: 0.1 ms of SHA-1 a request).
 */
const namedTexts = new WeakMap<object, Map<string, string>>();

/**
 * A statement's name on `db`'s client: its text's hash, while fewer than `namedStatementsMax` texts
 * have one there.
 */
export function statementName(db: Executor, text: string): string | undefined {
  const client = Reflect.get(db._.session, 'client') as object;
  let names = namedTexts.get(client);
  if (!names) {
    names = new Map();
    namedTexts.set(client, names);
  }
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= namedStatementsMax) return undefined;
  const name = `rp_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}`;
  names.set(text, name);
  return name;
}

/**
 * Runs a statement written once (drizzle's `db.execute` would write it again) and, when `named`, as
 * a named prepared statement: the database's own session does both. Its rows come as arrays, in the
 * statement's column order, and `rowsOf` makes them rows: the driver's own objects (one built per row
 * by copying a template of ~60 keys) cost node-postgres ~0.06 ms a page (docs/performance.md "Rows
 * read as arrays").
 */
async function runStatement(
  db: Executor,
  statement: SQL,
  named: boolean | undefined,
  rowsOf: (arrays: unknown[][]) => Row[],
): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const name = named ? statementName(db, query.sql) : undefined;
  return (await db._.session.prepareQuery(query, undefined, name, true, rowsOf).execute()) as Row[];
}

/**
 * A resource's rows as drizzle's `db.select(selection(def))` would answer them, from the selection
 * written once (`compiledSelection`) and the request's own parts: decoded output by output, in the
 * selection's order, with the `extra` outputs after them as they came.
 */
export async function selectRows(db: Executor, def: ResourceDef, parts: SelectParts): Promise<Row[]> {
  const extraKeys = Object.keys(parts.extra ?? {});
  return runStatement(db, selectStatement(def, parts), parts.named, (arrays) =>
    arrays.map((source) => {
      const row = decodeRow(def, source);
      const width = source.length - extraKeys.length;
      for (let i = 0; i < extraKeys.length; i++) row[extraKeys[i] as string] = source[width + i];
      return row;
    }),
  );
}

/**
 * `selectRows` for a statement whose `extra` outputs say something of the whole answer (how many
 * matched, how far a window read), the same on every row: the rows without them, and their values
 * from the first row (undefined without rows). Taking them off each row afterwards (`{ matched,
 * ...row }`) copied every row's 60 keys: 0.7 ms of a name search's CPU (docs/performance.md "A
 * search's rows copied").
 */
export async function selectRowsWith<K extends string>(
  db: Executor,
  def: ResourceDef,
  parts: SelectParts & { extra: Record<K, SQL> },
): Promise<{ rows: Row[]; extra: Record<K, unknown> | undefined }> {
  const extraKeys = Object.keys(parts.extra) as K[];
  let extra: Record<K, unknown> | undefined;
  const rows = await runStatement(db, selectStatement(def, parts), parts.named, (arrays) => {
    const first = arrays[0];
    if (first) {
      const width = first.length - extraKeys.length;
      extra = {} as Record<K, unknown>;
      for (let i = 0; i < extraKeys.length; i++) extra[extraKeys[i] as K] = first[width + i];
    }
    return arrays.map((source) => decodeRow(def, source));
  });
  return { rows, extra };
}

/** A row of the selection's outputs, decoded output by output (the rest of `source` is left). */
function decodeRow(def: ResourceDef, source: unknown[]): Row {
  const { outputs } = compiledSelection(def);
  const row: Row = {};
  for (let i = 0; i < outputs.length; i++) {
    const { key, decode } = outputs[i] as (typeof outputs)[number];
    const value = source[i];
    row[key] = value === null || value === undefined ? null : decode(value);
  }
  return row;
}
