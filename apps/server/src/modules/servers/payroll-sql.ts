import type { ServerEngine } from '@rp/contract/entities';
import { FieldErrors } from '../../lib/errors';
import { denialIn, deniedInTableList } from './payroll-sql-deny';

/**
 * The SQL of a payroll query (docs/domain.md#dashboards): one read-only SELECT (or WITH … SELECT)
 * with named parameters written `:name`. The statement is read by node-sql-parser in the server's
 * dialect; anything it cannot read as exactly that is refused (400 on `sql`). The read-only
 * transaction the runner opens is the second guard, not the only one; functions and catalogs of
 * the engine that reach outside the query's own data are refused by name (payroll-sql-deny.ts).
 */

type ParserLike = { parse: (sql: string) => { ast: unknown; tableList?: unknown } };
type ParserModule = { Parser?: new () => ParserLike; default?: { Parser: new () => ParserLike } };

/** One dialect's grammar, loaded on first use (each is a few hundred kB). */
const dialectLoaders: Record<ServerEngine, () => Promise<ParserModule>> = {
  postgres: () => import('node-sql-parser/build/postgresql.js') as Promise<ParserModule>,
  mysql: () => import('node-sql-parser/build/mysql.js') as Promise<ParserModule>,
  mssql: () => import('node-sql-parser/build/transactsql.js') as Promise<ParserModule>,
};
const parsers = new Map<ServerEngine, ParserLike>();

async function parserFor(engine: ServerEngine): Promise<ParserLike> {
  const known = parsers.get(engine);
  if (known) return known;
  const mod = await dialectLoaders[engine]();
  const Parser = mod.Parser ?? mod.default?.Parser;
  if (!Parser) throw new Error(`node-sql-parser: no Parser for ${engine}`);
  const parser = new Parser();
  parsers.set(engine, parser);
  return parser;
}

/** Statement kinds that write, define or control anything: never accepted, at any depth. */
const notReading = new Set([
  'insert',
  'replace',
  'update',
  'delete',
  'merge',
  'upsert',
  'create',
  'alter',
  'drop',
  'truncate',
  'rename',
  'grant',
  'revoke',
  'lock',
  'unlock',
  'set',
  'call',
  'exec',
  'execute',
  'declare',
  'use',
  'load_data',
  'transaction',
]);

type Refusal = 'validation.sql_select_only' | 'validation.sql_into' | 'validation.sql_locking';

/** The first reason the tree is not a plain read, looking into every subquery and CTE. */
function refusalIn(node: unknown, depth = 0): Refusal | null {
  if (depth > 200 || node === null || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = refusalIn(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = node as Record<string, unknown>;
  if (typeof record.type === 'string' && notReading.has(record.type.toLowerCase()))
    return 'validation.sql_select_only';
  const into = record.into as Record<string, unknown> | null | undefined;
  if (into && typeof into === 'object' && (into.expr != null || into.keyword != null))
    return 'validation.sql_into';
  if (record.locking_read != null) return 'validation.sql_locking';
  const forClause = record.for as { type?: unknown } | null | undefined;
  if (forClause && typeof forClause.type === 'string' && /update|share|browse/i.test(forClause.type))
    return 'validation.sql_locking';
  for (const value of Object.values(record)) {
    const found = refusalIn(value, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The `:name` parameters the parser found, in order of appearance. */
function paramsIn(tree: unknown): string[] {
  const names: string[] = [];
  JSON.stringify(tree, (_key, value: unknown) => {
    if (value && typeof value === 'object' && (value as { type?: unknown }).type === 'param') {
      const name = (value as { value?: unknown }).value;
      if (typeof name === 'string') names.push(name);
    }
    return value;
  });
  return names;
}

/** A position in the SQL for the parser's message. */
type Where = { line: number; column: number };

/**
 * Walks the SQL text the way the engine reads it (strings, quoted names, comments and PostgreSQL
 * dollar quotes and `::` casts are not parameters) and replaces each `:name` by what `placeholder`
 * returns. The parser already decided what the statement is; this only rewrites where its
 * parameters stand, and the two must agree on the names.
 */
export function rewriteParams(
  sql: string,
  engine: ServerEngine,
  placeholder: (name: string) => string,
): { text: string; names: string[] } {
  const names: string[] = [];
  let out = '';
  let i = 0;
  const n = sql.length;
  const isIdent = (ch: string | undefined) => ch !== undefined && /[A-Za-z0-9_$]/.test(ch);
  /** Copies a quoted run closed by `close` (doubled to escape; with backslash escapes when asked). */
  const copyQuoted = (close: string, backslash: boolean) => {
    let j = i + 1;
    while (j < n) {
      const ch = sql[j];
      if (backslash && ch === '\\') {
        j += 2;
        continue;
      }
      if (ch === close) {
        if (sql[j + 1] === close) {
          j += 2;
          continue;
        }
        j += 1;
        break;
      }
      j += 1;
    }
    out += sql.slice(i, j);
    i = j;
  };
  while (i < n) {
    const ch = sql[i] as string;
    const next = sql[i + 1];
    if (ch === "'") {
      const isEString = engine === 'postgres' && /[eE]/.test(sql[i - 1] ?? '') && !isIdent(sql[i - 2]);
      copyQuoted("'", engine === 'mysql' || isEString);
      continue;
    }
    if (ch === '"') {
      copyQuoted('"', engine === 'mysql');
      continue;
    }
    if (ch === '`' && engine === 'mysql') {
      copyQuoted('`', false);
      continue;
    }
    if (ch === '[' && engine === 'mssql') {
      copyQuoted(']', false);
      continue;
    }
    if ((ch === '-' && next === '-') || (ch === '#' && engine === 'mysql')) {
      const end = sql.indexOf('\n', i);
      const j = end === -1 ? n : end;
      out += sql.slice(i, j);
      i = j;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      const j = end === -1 ? n : end + 2;
      out += sql.slice(i, j);
      i = j;
      continue;
    }
    if (ch === '$' && engine === 'postgres' && !isIdent(sql[i - 1])) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        const j = end === -1 ? n : end + tag[0].length;
        out += sql.slice(i, j);
        i = j;
        continue;
      }
    }
    if (ch === ':' && next === ':') {
      out += '::';
      i += 2;
      continue;
    }
    if (ch === ':' && next !== undefined && /[A-Za-z_]/.test(next) && !isIdent(sql[i - 1])) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1));
      const name = match?.[0] ?? '';
      names.push(name);
      out += placeholder(name);
      i += 1 + name.length;
      continue;
    }
    out += ch;
    i += 1;
  }
  return { text: out, names };
}

/** What a valid payroll query declares: its parameter names (each once, in order of first use). */
export type CheckedSql = { params: string[] };

/**
 * Refuses (400 on `sql`) anything but one read-only SELECT/WITH statement: several statements, a
 * statement that writes or defines, SELECT … INTO, FOR UPDATE/SHARE and other locking reads, a
 * data-changing CTE, a refused function or system catalog (payroll-sql-deny.ts), or text the
 * parser cannot read in the server's dialect. `database` is the server's database (where MySQL
 * reads unqualified tables).
 */
export async function checkPayrollSql(
  sql: string,
  engine: ServerEngine,
  database: string,
): Promise<CheckedSql> {
  // MySQL runs the text of /*! … */ comments: nothing may hide there
  if (engine === 'mysql' && /\/\*[!M]/.test(sql)) throw FieldErrors.one('sql', 'validation.sql_select_only');
  const parser = await parserFor(engine);
  let tree: unknown;
  let tableList: unknown;
  try {
    ({ ast: tree, tableList } = parser.parse(sql.trim()));
  } catch (error) {
    const where = (error as { location?: { start?: Where } }).location?.start;
    if (where)
      throw FieldErrors.one('sql', 'validation.sql_unreadable', { line: where.line, column: where.column });
    // a rule of the grammar rather than a syntax error ("x" is a reserved word …): its own words
    const detail = error instanceof Error ? error.message.replace(/^Error:\s*/, '').slice(0, 200) : '';
    throw FieldErrors.one('sql', 'validation.sql_unreadable_detail', { detail });
  }
  const statements = (Array.isArray(tree) ? tree : [tree]).filter((s) => s != null);
  if (statements.length !== 1) throw FieldErrors.one('sql', 'validation.sql_single');
  const statement = statements[0] as { type?: unknown };
  if (statement.type !== 'select') throw FieldErrors.one('sql', 'validation.sql_select_only');
  const refusal = refusalIn(statement);
  if (refusal) throw FieldErrors.one('sql', refusal);
  // fail closed: without the parser's list of tables the statement is not understood well enough
  if (!Array.isArray(tableList) || tableList.some((entry) => typeof entry !== 'string'))
    throw FieldErrors.one('sql', 'validation.sql_unexpected', { name: 'tableList' });
  const denial = denialIn(statement, engine, database) ?? deniedInTableList(tableList, engine, database);
  if (denial) throw FieldErrors.one('sql', denial.key, { name: denial.name });
  const parsed = paramsIn(statement);
  const scanned = rewriteParams(sql, engine, (name) => `:${name}`).names;
  if ([...parsed].sort().join(',') !== [...scanned].sort().join(','))
    throw FieldErrors.one('sql', 'validation.sql_params');
  return { params: [...new Set(scanned)] };
}
