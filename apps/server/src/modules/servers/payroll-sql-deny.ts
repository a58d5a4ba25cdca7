import type { ServerEngine } from '@rp/contract/entities';

/**
 * What a payroll query may not name, per engine (docs/decisions.md 'Payroll SQL: a deny list in
 * the AST, a read-only session, a read-only account'): functions with side effects or that read
 * the server's files, sessions or settings, and the system catalogs. Checked on the parser's tree,
 * so case, quoting and schema qualification make no difference; a function or table the tree
 * names in a shape this walk does not know is refused too (fail closed).
 */

/** Exact names and name families (`prefix*`) of refused functions, lower case. */
type FunctionRules = { names: ReadonlySet<string>; prefixes: readonly string[] };

const rules = (list: string[]): FunctionRules => ({
  names: new Set(list.filter((name) => !name.endsWith('*'))),
  prefixes: list.filter((name) => name.endsWith('*')).map((name) => name.slice(0, -1)),
});

const deniedFunctions: Record<ServerEngine, FunctionRules> = {
  postgres: rules([
    // other sessions and the server
    'pg_terminate_backend',
    'pg_cancel_backend',
    'pg_reload_conf',
    'pg_rotate_logfile*',
    'pg_log_backend_memory_contexts',
    'pg_promote',
    'pg_switch_wal',
    'pg_create_restore_point',
    'pg_start_backup',
    'pg_stop_backup',
    'pg_backup_*',
    'pg_wal_replay_*',
    'pg_create_*',
    'pg_drop_*',
    'pg_copy_*',
    'pg_replication_*',
    'pg_logical_*',
    'pg_stat_reset*',
    'pg_stat_statements_reset',
    'pg_import_system_collations',
    'pg_notify',
    'pg_prewarm',
    'gin_clean_pending_list',
    'brin_summarize_*',
    'brin_desummarize_range',
    // the server's files (and the adminpack extension's)
    'pg_read_file',
    'pg_read_binary_file',
    'pg_ls_*',
    'pg_stat_file',
    'pg_file_*',
    'pg_logdir_ls',
    'pg_current_logfile',
    'lo_*',
    'loread',
    'lowrite',
    // settings, locks, waits, sequences and transaction ids
    'set_config',
    'pg_advisory_*',
    'pg_try_advisory_*',
    'pg_sleep*',
    'nextval',
    'setval',
    'txid_current',
    'pg_current_xact_id',
    // run SQL given as text, or read a table named as text: the tree would not see what they read
    'dblink*',
    'query_to_xml*',
    'query_to_xmlschema',
    'cursor_to_xml*',
    'table_to_xml*',
    'schema_to_xml*',
    'database_to_xml*',
    'ts_stat',
  ]),
  mysql: rules([
    'load_file',
    'get_lock',
    'release_lock',
    'release_all_locks',
    'is_free_lock',
    'is_used_lock',
    'sleep',
    'benchmark',
    'sys_exec',
    'sys_eval',
    'sys_get',
    'sys_set',
    'master_pos_wait',
    'master_gtid_wait',
    'source_pos_wait',
    'wait_for_executed_gtid_set',
    'wait_until_sql_thread_after_gtids',
    'nextval',
    'setval',
  ]),
  mssql: rules([
    'openrowset',
    'opendatasource',
    'openquery',
    'xp_*',
    'sp_*',
    'fn_get_audit_file',
    'fn_xe_file_target_read_file',
    'fn_trace_gettable',
  ]),
};

/** Schemas (or databases) whose tables are never read; lower case. */
const deniedSchemas: Record<ServerEngine, ReadonlySet<string>> = {
  postgres: new Set(['pg_catalog', 'pg_toast']),
  mysql: new Set(['mysql', 'performance_schema', 'sys']),
  mssql: new Set(['master', 'msdb', 'model', 'tempdb']),
};

/** Tables refused wherever they are; lower case, `schema.table`. */
const deniedTables: Record<ServerEngine, ReadonlySet<string>> = {
  postgres: new Set(),
  // the other sessions and their statements (as pg_stat_activity on PostgreSQL)
  mysql: new Set(['information_schema.processlist']),
  mssql: new Set(['sys.sql_logins', 'sys.syslogins', 'sys.server_principals', 'sys.dm_exec_sessions']),
};

/** Every system catalog and view of PostgreSQL is named pg_…, and pg_catalog is always on the search path. */
const isPostgresCatalog = (table: string) => table.startsWith('pg_');

export type Denial =
  | { key: 'validation.sql_denied_function'; name: string }
  | { key: 'validation.sql_denied_table'; name: string }
  | { key: 'validation.sql_unexpected'; name: string };

function functionDenied(engine: ServerEngine, name: string): boolean {
  const { names, prefixes } = deniedFunctions[engine];
  return names.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
}

/** An identifier part of the tree (`{type, value}` with a string value) as text, or undefined. */
function identifier(part: unknown): string | undefined {
  if (typeof part === 'string') return part;
  if (part && typeof part === 'object' && typeof (part as { value?: unknown }).value === 'string')
    return (part as { value: string }).value;
  return undefined;
}

/** A function node's qualified name in lower case (`schema.name`), or null when its shape is unknown. */
function functionName(node: Record<string, unknown>): string[] | null {
  const name = node.name;
  if (typeof name === 'string') return [name.toLowerCase()];
  if (!name || typeof name !== 'object') return null;
  const record = name as { name?: unknown; schema?: unknown };
  if (!Array.isArray(record.name) || record.name.length === 0) return null;
  const parts: string[] = [];
  if (record.schema != null) {
    const schema = identifier(record.schema);
    if (schema === undefined) return null;
    parts.push(schema.toLowerCase());
  }
  for (const part of record.name) {
    const text = identifier(part);
    if (text === undefined) return null;
    parts.push(text.toLowerCase());
  }
  return parts;
}

/** The denial for a table reference (`db`, `schema`, `table` keys), or null when it may be read. */
function tableDenial(engine: ServerEngine, node: Record<string, unknown>, database: string): Denial | null {
  const table = node.table;
  const qualifiers = [node.db, node.schema].filter((q) => q != null);
  const shown = [...qualifiers, table].map(String).join('.');
  if (typeof table !== 'string' || qualifiers.some((q) => typeof q !== 'string'))
    return { key: 'validation.sql_unexpected', name: shown };
  const lower = table.toLowerCase();
  const schemas = (qualifiers as string[]).map((q) => q.toLowerCase());
  // an unqualified table is read from the connection's database (MySQL) or search path (PostgreSQL)
  const inSchemas = schemas.length > 0 ? schemas : engine === 'postgres' ? [] : [database.toLowerCase()];
  const denied =
    inSchemas.some((schema) => deniedSchemas[engine].has(schema)) ||
    inSchemas.some((schema) => deniedTables[engine].has(`${schema}.${lower}`)) ||
    (engine === 'postgres' && isPostgresCatalog(lower));
  return denied ? { key: 'validation.sql_denied_table', name: shown } : null;
}

/**
 * The first refused function or table anywhere in the tree (every subquery, CTE, join, clause).
 * `database` is the server's database, where MySQL reads unqualified tables.
 */
export function denialIn(node: unknown, engine: ServerEngine, database: string, depth = 0): Denial | null {
  if (node === null || typeof node !== 'object') return null;
  if (depth > 400) return { key: 'validation.sql_unexpected', name: '…' };
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = denialIn(item, engine, database, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = node as Record<string, unknown>;
  const type = typeof record.type === 'string' ? record.type.toLowerCase() : '';
  if (type === 'function' || type === 'aggr_func' || type === 'window_func') {
    const parts = functionName(record);
    if (!parts) return { key: 'validation.sql_unexpected', name: type };
    const name = parts[parts.length - 1] as string;
    if (functionDenied(engine, name)) return { key: 'validation.sql_denied_function', name: parts.join('.') };
  }
  if ('table' in record && type !== 'column_ref' && record.table != null) {
    const found = tableDenial(engine, record, database);
    if (found) return found;
  }
  for (const value of Object.values(record)) {
    const found = denialIn(value, engine, database, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The parser's own list of the tables a statement reads (`kind::schema::table`), checked again:
 * a reference the walk above did not recognise is still caught here.
 */
export function deniedInTableList(tables: string[], engine: ServerEngine, database: string): Denial | null {
  for (const entry of tables) {
    const [, schemaPart = 'null', table = ''] = entry.split('::');
    const qualifiers = schemaPart === 'null' ? [] : schemaPart.split('.');
    const node: Record<string, unknown> = { table, db: qualifiers[0] ?? null, schema: qualifiers[1] ?? null };
    const found = tableDenial(engine, node, database);
    if (found) return found;
  }
  return null;
}
