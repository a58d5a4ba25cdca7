import { type ServerAccountRisk, type ServerEngine, serverAccountRisks } from '@rp/contract/entities';
import type mssql from 'mssql';
import type mysql from 'mysql2';
import type pg from 'pg';
import { rewriteParams } from './payroll-sql';

/**
 * Each engine's driver is loaded the first time a server of that engine is reached, not when the
 * server starts: most installations reach one engine or none, and SQL Server's driver (tedious)
 * alone is a large module graph. Node keeps a loaded module, so later calls cost nothing.
 */
const loadPg = async () => (await import('pg')).default;
const loadMysql = async () => (await import('mysql2')).default;
const loadMssql = async () => (await import('mssql')).default;

/** Where a payroll database is and how to sign in; the password is the decrypted one, kept in memory only. */
export type PayrollConnection = {
  engine: ServerEngine;
  /** Host name or address; SQL Server may name an instance as `host\INSTANCE`. */
  instance: string;
  port: number | null;
  database: string;
  username: string;
  password: string;
};

export type ParamValue = string | number | boolean | null;

export type RunLimits = { timeoutMs: number; rowCap: number };

export type SelectOutput = {
  columns: string[];
  rows: Array<Record<string, unknown>>;
  /** More rows than the cap were there; only the first `rowCap` are kept. */
  truncated: boolean;
};

/** How long a connection may take to open (the statement has its own timeout). */
export const connectTimeoutMs = 5000;

export const defaultPorts: Record<ServerEngine, number> = { postgres: 5432, mysql: 3306, mssql: 1433 };

/**
 * A driver's failure, sorted (docs/decisions.md 'Payroll SQL: a deny list in the AST, a read-only
 * session, a read-only account'): before the session exists only `connect` (no answer), `auth`
 * (user or password refused) or `connection` (anything else: a missing database, too many
 * connections …), never the driver's text, which names hosts, ports and services. Once connected,
 * `timeout` or `statement` with the database's own message about the statement (an error the
 * server sent back; the password is not in it, nothing is cut out of it).
 */
export type DriverFailure = 'connect' | 'auth' | 'connection' | 'timeout' | 'statement';

export class PayrollDriverError extends Error {
  constructor(
    readonly kind: DriverFailure,
    message = '',
  ) {
    super(message);
  }
  get isTimeout(): boolean {
    return this.kind === 'timeout';
  }
}

/** Socket-level codes of Node and the drivers for a server that did not answer. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  'ESOCKET',
  'ETIMEOUT',
  'PROTOCOL_CONNECTION_LOST',
]);
/** PostgreSQL 28000/28P01, MariaDB 1044/1045/1698, SQL Server ELOGIN. */
const authCodes = new Set(['28000', '28P01', 'ER_ACCESS_DENIED_ERROR', 'ER_DBACCESS_DENIED_ERROR', 'ELOGIN']);
const authErrnos = new Set([1044, 1045, 1698]);
const timeoutCodes = new Set(['57014', 'ETIMEOUT', 'PROTOCOL_SEQUENCE_TIMEOUT', 'ER_STATEMENT_TIMEOUT']);
/** MariaDB 1969 (max_statement_time), MySQL 3024 (max_execution_time). */
const timeoutErrnos = new Set([1969, 3024]);

type DriverErrorShape = {
  message?: unknown;
  code?: unknown;
  errno?: unknown;
  sqlState?: unknown;
  fatal?: unknown;
  errors?: unknown;
  number?: unknown;
};

/** The codes of an error and of the errors it groups (an AggregateError of several addresses). */
function codesOf(error: unknown): { codes: string[]; errnos: number[] } {
  const codes: string[] = [];
  const errnos: number[] = [];
  const visit = (item: unknown, depth: number) => {
    if (!item || typeof item !== 'object' || depth > 3) return;
    const err = item as DriverErrorShape;
    if (typeof err.code === 'string') codes.push(err.code);
    if (typeof err.errno === 'number') errnos.push(err.errno);
    if (Array.isArray(err.errors)) for (const inner of err.errors) visit(inner, depth + 1);
  };
  visit(error, 0);
  return { codes, errnos };
}

/** A failure while opening the session: connect, auth or connection, nothing of the driver's text. */
export function connectFailure(error: unknown): PayrollDriverError {
  if (error instanceof PayrollDriverError) return error;
  const { codes, errnos } = codesOf(error);
  if (codes.some((code) => authCodes.has(code)) || errnos.some((errno) => authErrnos.has(errno)))
    return new PayrollDriverError('auth');
  const message = error instanceof Error ? error.message : '';
  if (codes.some((code) => unreachableCodes.has(code)) || /timeout|timed out/i.test(message))
    return new PayrollDriverError('connect');
  return new PayrollDriverError('connection');
}

/**
 * A failure once the session is open: the timeout, the database's answer about the statement
 * (PostgreSQL sends a SQLSTATE, MariaDB a non-fatal error with its SQL state, SQL Server a
 * request error with a number), or the connection lost (`connection`).
 */
export function statementFailure(error: unknown): PayrollDriverError {
  if (error instanceof PayrollDriverError) return error;
  const err = (error ?? {}) as DriverErrorShape;
  const { codes, errnos } = codesOf(error);
  if (codes.some((code) => timeoutCodes.has(code)) || errnos.some((errno) => timeoutErrnos.has(errno)))
    return new PayrollDriverError('timeout');
  const fromServer =
    (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && !/^(08|28)/.test(err.code)) ||
    (typeof err.sqlState === 'string' && err.fatal !== true) ||
    (typeof err.number === 'number' && err.code === 'EREQUEST');
  if (err.message === 'Query read timeout') return new PayrollDriverError('timeout');
  if (fromServer && typeof err.message === 'string')
    return new PayrollDriverError('statement', err.message.slice(0, 500));
  return new PayrollDriverError('connection');
}

/** JSON-safe values: dates as ISO strings, big integers as numbers when exact, bytes as base64. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint')
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return value;
}

function jsonRow(row: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [column, jsonValue(row[column])]));
}

/** Values in the order the engine's placeholders expect, from the names the SQL uses. */
function valuesOf(names: string[], params: Record<string, ParamValue>): ParamValue[] {
  return names.map((name) => params[name] ?? null);
}

/** A trailing `;` is not part of the one statement (a cursor or a prepared statement would refuse it). */
const withoutSemicolon = (sql: string) => sql.trim().replace(/;+$/, '').trimEnd();

// ─── PostgreSQL ──────────────────────────────────────────────────────────────────────────────

async function pgClient(conn: PayrollConnection, timeoutMs: number): Promise<pg.Client> {
  const ms = Math.trunc(timeoutMs);
  const { Client } = await loadPg();
  const client = new Client({
    host: conn.instance,
    port: conn.port ?? defaultPorts.postgres,
    database: conn.database,
    user: conn.username,
    password: conn.password,
    connectionTimeoutMillis: connectTimeoutMs,
    // the whole session is read-only and time-limited from its start, before any statement of ours
    options: `-c default_transaction_read_only=on -c statement_timeout=${ms} -c lock_timeout=${ms} -c idle_in_transaction_session_timeout=${ms + 5000}`,
    query_timeout: ms + 2000,
    application_name: 'recruitment-platform',
  });
  // a connection lost later must not crash the process; the running call sees its error
  client.on('error', () => {});
  return client;
}

async function pgConnect(conn: PayrollConnection, timeoutMs: number): Promise<pg.Client> {
  const client = await pgClient(conn, timeoutMs);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw connectFailure(error);
  }
  return client;
}

/**
 * In a read-only session (`default_transaction_read_only`) and a read-only transaction with its
 * `statement_timeout`, through a cursor: at most rowCap + 1 rows ever leave the server.
 */
async function pgSelect(
  conn: PayrollConnection,
  sql: string,
  params: Record<string, ParamValue>,
  limits: RunLimits,
): Promise<SelectOutput> {
  const client = await pgConnect(conn, limits.timeoutMs);
  try {
    await client.query('begin read only');
    await client.query(`set local statement_timeout = ${Math.trunc(limits.timeoutMs)}`);
    const numbers = new Map<string, number>();
    const { text } = rewriteParams(withoutSemicolon(sql), 'postgres', (name) => {
      if (!numbers.has(name)) numbers.set(name, numbers.size + 1);
      return `$${numbers.get(name)}`;
    });
    await client.query({
      text: `declare rp_payroll no scroll cursor for ${text}`,
      values: valuesOf([...numbers.keys()], params),
    });
    const result = await client.query<Record<string, unknown>>(
      `fetch forward ${Math.trunc(limits.rowCap) + 1} from rp_payroll`,
    );
    const columns = result.fields.map((field) => field.name);
    const truncated = result.rows.length > limits.rowCap;
    const rows = result.rows.slice(0, limits.rowCap).map((row) => jsonRow(row, columns));
    return { columns, rows, truncated };
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/**
 * What the account may do beyond reading: superuser, the file roles (PostgreSQL 11+), writing any
 * table (or pg_write_all_data), creating in the database or one of its schemas, creating roles or
 * databases. The role names are looked up, so an older server without them answers false.
 */
const pgRisksSql = `
  select r.rolsuper as superuser,
    exists (select 1 from pg_roles g where g.rolname = 'pg_read_server_files'
      and pg_has_role(current_user, g.oid, 'member')) as read_files,
    exists (select 1 from pg_roles g where g.rolname in ('pg_write_server_files', 'pg_execute_server_program')
      and pg_has_role(current_user, g.oid, 'member')) as write_files,
    exists (select 1 from pg_roles g where g.rolname = 'pg_write_all_data'
      and pg_has_role(current_user, g.oid, 'member'))
    or exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'f') and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
        and has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')) as write_data,
    r.rolcreaterole or r.rolcreatedb or has_database_privilege(current_database(), 'CREATE')
    or exists (select 1 from pg_namespace n where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
      and has_schema_privilege(n.oid, 'CREATE')) as "create"
  from pg_roles r where r.rolname = current_user`;

async function pgRisks(client: pg.Client): Promise<ServerAccountRisk[]> {
  const { rows } = await client.query<Record<string, boolean>>(pgRisksSql);
  const row = rows[0];
  if (!row) return ['unknown'];
  return accountRisks.filter((risk) => row[risk] === true);
}

async function pgPing(conn: PayrollConnection): Promise<ServerAccountRisk[]> {
  const client = await pgConnect(conn, connectTimeoutMs);
  try {
    await client.query('select 1');
    return await pgRisks(client).catch((): ServerAccountRisk[] => ['unknown']);
  } finally {
    await client.end().catch(() => undefined);
  }
}

// ─── MySQL / MariaDB ─────────────────────────────────────────────────────────────────────────

async function mysqlConnection(conn: PayrollConnection): Promise<mysql.Connection> {
  const { createConnection } = await loadMysql();
  return new Promise((resolve, reject) => {
    const connection = createConnection({
      host: conn.instance,
      port: conn.port ?? defaultPorts.mysql,
      database: conn.database,
      user: conn.username,
      password: conn.password,
      connectTimeout: connectTimeoutMs,
      multipleStatements: false,
      supportBigNumbers: true,
      dateStrings: false,
    });
    connection.on('error', () => {});
    connection.connect((error) => {
      if (error) {
        connection.destroy();
        reject(connectFailure(error));
      } else resolve(connection);
    });
  });
}

function mysqlRows<R>(connection: mysql.Connection, sql: string): Promise<R[]> {
  return new Promise((resolve, reject) => {
    connection.query(sql, (error, rows) => (error ? reject(error) : resolve(rows as R[])));
  });
}

const mysqlRun = async (connection: mysql.Connection, sql: string) => {
  await mysqlRows(connection, sql);
};

/**
 * In a read-only session and transaction (`set session transaction read only`, then `start
 * transaction read only`), the statement prepared with `?` placeholders and bound by the server;
 * rows are read as they come and the connection is dropped once rowCap + 1 have arrived. The
 * server stops the statement at the timeout (MariaDB `max_statement_time`, MySQL
 * `max_execution_time`), the driver a moment later.
 */
async function mysqlSelect(
  conn: PayrollConnection,
  sql: string,
  params: Record<string, ParamValue>,
  limits: RunLimits,
): Promise<SelectOutput> {
  const connection = await mysqlConnection(conn);
  try {
    const seconds = Math.max(1, Math.ceil(limits.timeoutMs / 1000));
    // each engine knows one of the two; the other answers "unknown variable"
    await mysqlRun(connection, `set session max_statement_time = ${seconds}`).catch(() => undefined);
    await mysqlRun(connection, `set session max_execution_time = ${seconds * 1000}`).catch(() => undefined);
    await mysqlRun(connection, 'set session transaction read only');
    await mysqlRun(connection, 'start transaction read only');
    const { text, names } = rewriteParams(withoutSemicolon(sql), 'mysql', () => '?');
    return await new Promise<SelectOutput>((resolve, reject) => {
      let columns: string[] = [];
      const rows: Array<Record<string, unknown>> = [];
      let isDone = false;
      const finish = (output: SelectOutput | Error) => {
        if (isDone) return;
        isDone = true;
        if (output instanceof Error) reject(output);
        else resolve(output);
      };
      const command = connection.execute({
        sql: text,
        values: valuesOf(names, params),
        timeout: limits.timeoutMs + 2000,
      });
      command.on('fields', (fields: Array<{ name: string }>) => {
        columns = fields.map((field) => field.name);
      });
      command.on('result', (row: unknown) => {
        if (isDone) return;
        rows.push(jsonRow(row as Record<string, unknown>, columns));
        if (rows.length > limits.rowCap) {
          connection.pause();
          finish({ columns, rows: rows.slice(0, limits.rowCap), truncated: true });
        }
      });
      command.on('error', (error: Error) => finish(error));
      command.on('end', () => finish({ columns, rows, truncated: false }));
    });
  } finally {
    connection.destroy();
  }
}

/** Privileges that administer the server (or see every session), as SHOW GRANTS writes them. */
const mysqlAdminPrivileges = new Set([
  'SUPER',
  'SHUTDOWN',
  'RELOAD',
  'PROCESS',
  'CREATE USER',
  'CONNECTION ADMIN',
  'BINLOG ADMIN',
  'REPLICATION MASTER ADMIN',
  'REPLICATION SLAVE ADMIN',
  'READ_ONLY ADMIN',
  'SET USER',
  'FEDERATED ADMIN',
]);
const mysqlWritePrivileges = new Set(['INSERT', 'UPDATE', 'DELETE', 'DELETE HISTORY', 'TRIGGER']);
const mysqlCreatePrivileges = new Set([
  'CREATE',
  'DROP',
  'ALTER',
  'INDEX',
  'CREATE VIEW',
  'CREATE ROUTINE',
  'ALTER ROUTINE',
  'EVENT',
]);

/**
 * The risks in the lines of SHOW GRANTS (`GRANT <privileges> ON <what> TO …`): ALL on `*.*` or an
 * administrative privilege is `superuser`, FILE reads and writes the server's files (LOAD_FILE,
 * INTO OUTFILE), a write or DDL privilege anywhere is `write_data` / `create`. Role and proxy
 * lines grant nothing by themselves.
 */
export function mysqlGrantRisks(grants: string[]): ServerAccountRisk[] {
  const found = new Set<ServerAccountRisk>();
  for (const line of grants) {
    const match = /^GRANT\s+(.+?)\s+ON\s+(\S+)\s+TO\s/i.exec(line.trim());
    if (!match) continue;
    const [, list = '', on = ''] = match;
    if (/^PROXY$/i.test(list.trim())) continue;
    const global = on.replace(/`/g, '') === '*.*';
    // column lists, `SELECT (a, b)`, hold commas of their own
    const privileges = list
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map((p) => p.trim().replace(/\s+/g, ' ').toUpperCase());
    for (const privilege of privileges) {
      if (privilege === 'ALL' || privilege === 'ALL PRIVILEGES') {
        if (global) for (const risk of ['superuser', 'read_files', 'write_files'] as const) found.add(risk);
        found.add('write_data');
        found.add('create');
      } else if (privilege === 'FILE') {
        found.add('read_files');
        found.add('write_files');
      } else if (mysqlAdminPrivileges.has(privilege)) found.add('superuser');
      else if (mysqlWritePrivileges.has(privilege)) found.add('write_data');
      else if (mysqlCreatePrivileges.has(privilege)) found.add('create');
    }
    if (global && /WITH GRANT OPTION/i.test(line)) found.add('superuser');
  }
  return accountRisks.filter((risk) => found.has(risk));
}

async function mysqlPing(conn: PayrollConnection): Promise<ServerAccountRisk[]> {
  const connection = await mysqlConnection(conn);
  try {
    await mysqlRun(connection, 'select 1');
    try {
      const rows = await mysqlRows<Record<string, unknown>>(connection, 'show grants');
      const lines = rows.flatMap((row) =>
        Object.values(row).filter((v): v is string => typeof v === 'string'),
      );
      return lines.length > 0 ? mysqlGrantRisks(lines) : ['unknown'];
    } catch {
      return ['unknown'];
    }
  } finally {
    connection.destroy();
  }
}

// ─── SQL Server ──────────────────────────────────────────────────────────────────────────────

function mssqlPool(driver: typeof mssql, conn: PayrollConnection, timeoutMs: number): mssql.ConnectionPool {
  const [server = conn.instance, instanceName] = conn.instance.split('\\');
  return new driver.ConnectionPool({
    server,
    ...(instanceName ? {} : { port: conn.port ?? defaultPorts.mssql }),
    database: conn.database,
    user: conn.username,
    password: conn.password,
    connectionTimeout: connectTimeoutMs,
    requestTimeout: timeoutMs,
    pool: { min: 0, max: 1 },
    options: {
      ...(instanceName ? { instanceName } : {}),
      encrypt: true,
      // client payroll servers usually present their own certificate
      trustServerCertificate: true,
      readOnlyIntent: true,
      appName: 'recruitment-platform',
    },
  });
}

async function mssqlConnect(
  driver: typeof mssql,
  conn: PayrollConnection,
  timeoutMs: number,
): Promise<mssql.ConnectionPool> {
  const pool = mssqlPool(driver, conn, timeoutMs);
  pool.on('error', () => {});
  try {
    await pool.connect();
  } catch (error) {
    await pool.close().catch(() => undefined);
    throw connectFailure(error);
  }
  return pool;
}

/**
 * SQL Server has no read-only transaction: the statement runs inside a transaction that is
 * always rolled back (the parser has already refused anything but a SELECT), parameters bound as
 * `@name`; rows are streamed and the request cancelled once rowCap + 1 have arrived.
 */
async function mssqlSelect(
  conn: PayrollConnection,
  sql: string,
  params: Record<string, ParamValue>,
  limits: RunLimits,
): Promise<SelectOutput> {
  const driver = await loadMssql();
  const pool = await mssqlConnect(driver, conn, limits.timeoutMs);
  const transaction = new driver.Transaction(pool);
  try {
    await transaction.begin(driver.ISOLATION_LEVEL.READ_COMMITTED);
    const request = new driver.Request(transaction);
    const { text, names } = rewriteParams(withoutSemicolon(sql), 'mssql', (name) => `@${name}`);
    for (const name of new Set(names)) request.input(name, params[name] ?? null);
    request.stream = true;
    return await new Promise<SelectOutput>((resolve, reject) => {
      let columns: string[] = [];
      const rows: Array<Record<string, unknown>> = [];
      let isDone = false;
      const finish = (output: SelectOutput | Error) => {
        if (isDone) return;
        isDone = true;
        if (output instanceof Error) reject(output);
        else resolve(output);
      };
      request.on('recordset', (meta: Record<string, { index: number; name: string }>) => {
        if (columns.length === 0)
          columns = Object.values(meta)
            .sort((a, b) => a.index - b.index)
            .map((column) => column.name);
      });
      request.on('row', (row: Record<string, unknown>) => {
        if (isDone) return;
        rows.push(jsonRow(row, columns));
        if (rows.length > limits.rowCap) {
          finish({ columns, rows: rows.slice(0, limits.rowCap), truncated: true });
          request.cancel();
        }
      });
      request.on('error', (error: Error) => finish(error));
      request.on('done', () => finish({ columns, rows, truncated: false }));
      request.query(text);
    });
  } finally {
    await transaction.rollback().catch(() => undefined);
    await pool.close().catch(() => undefined);
  }
}

/** sysadmin, bulk file reads, db_owner / db_ddladmin / db_datawriter of the database. */
const mssqlRisksSql = `select
  cast(is_srvrolemember('sysadmin') as int) as superuser,
  cast(has_perms_by_name(null, null, 'ADMINISTER BULK OPERATIONS') as int) as read_files,
  cast(is_srvrolemember('sysadmin') as int) as write_files,
  cast(case when is_member('db_owner') = 1 or is_member('db_datawriter') = 1 then 1 else 0 end as int) as write_data,
  cast(case when is_member('db_owner') = 1 or is_member('db_ddladmin') = 1 then 1 else 0 end as int) as [create]`;

async function mssqlPing(conn: PayrollConnection): Promise<ServerAccountRisk[]> {
  const pool = await mssqlConnect(await loadMssql(), conn, connectTimeoutMs);
  try {
    await pool.request().query('select 1 as ok');
    try {
      const result = await pool.request().query<Record<string, number | null>>(mssqlRisksSql);
      const row = result.recordset[0];
      if (!row) return ['unknown'];
      return accountRisks.filter((risk) => row[risk] === 1);
    } catch {
      return ['unknown'];
    }
  } finally {
    await pool.close().catch(() => undefined);
  }
}

// ─── Entry points ────────────────────────────────────────────────────────────────────────────

/** The risks an engine's check can find, in the contract's order. */
const accountRisks = serverAccountRisks.filter((risk) => risk !== 'unknown');

/**
 * Opens a connection, runs `select 1` and reads what the account may do beyond reading (empty
 * for a read-only account); throws a PayrollDriverError (`connect`, `auth` or `connection`).
 */
export async function pingServer(conn: PayrollConnection): Promise<ServerAccountRisk[]> {
  try {
    if (conn.engine === 'postgres') return await pgPing(conn);
    if (conn.engine === 'mysql') return await mysqlPing(conn);
    return await mssqlPing(conn);
  } catch (error) {
    throw error instanceof PayrollDriverError ? error : new PayrollDriverError('connection');
  }
}

/** Runs one checked SELECT read-only with bound parameters, a timeout and a row cap. */
export async function runSelect(
  conn: PayrollConnection,
  sql: string,
  params: Record<string, ParamValue>,
  limits: RunLimits,
): Promise<SelectOutput> {
  try {
    if (conn.engine === 'postgres') return await pgSelect(conn, sql, params, limits);
    if (conn.engine === 'mysql') return await mysqlSelect(conn, sql, params, limits);
    return await mssqlSelect(conn, sql, params, limits);
  } catch (error) {
    throw statementFailure(error);
  }
}
