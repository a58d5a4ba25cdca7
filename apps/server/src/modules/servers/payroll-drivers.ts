import type { ServerEngine } from '@rp/contract/entities';
import mssql from 'mssql';
import mysql from 'mysql2';
import pg from 'pg';
import { rewriteParams } from './payroll-sql';

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

/** A driver's failure, its message already cleaned of the password. */
export class PayrollDriverError extends Error {
  constructor(
    message: string,
    readonly isTimeout: boolean,
  ) {
    super(message);
  }
}

const timeoutCodes = new Set(['57014', 'ETIMEOUT', 'PROTOCOL_SEQUENCE_TIMEOUT', 'ER_STATEMENT_TIMEOUT']);
/** MariaDB 1969 (max_statement_time), MySQL 3024 (max_execution_time). */
const timeoutErrnos = new Set([1969, 3024]);

/** The driver's own message (an AggregateError of several addresses has none of its own), without the password. */
export function driverError(error: unknown, password: string): PayrollDriverError {
  const err = error as {
    message?: string;
    code?: string;
    errno?: number;
    errors?: Array<{ message?: string }>;
  };
  let message = err?.message ?? '';
  if (!message && Array.isArray(err?.errors))
    message = err.errors
      .map((inner) => inner?.message ?? '')
      .filter(Boolean)
      .join('; ');
  if (!message) message = err?.code ?? String(error);
  if (password) message = message.split(password).join('[redacted]');
  const isTimeout =
    (typeof err?.code === 'string' && timeoutCodes.has(err.code)) ||
    (typeof err?.errno === 'number' && timeoutErrnos.has(err.errno));
  return new PayrollDriverError(message.slice(0, 500), isTimeout);
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

function pgClient(conn: PayrollConnection, timeoutMs: number) {
  const client = new pg.Client({
    host: conn.instance,
    port: conn.port ?? defaultPorts.postgres,
    database: conn.database,
    user: conn.username,
    password: conn.password,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 2000,
    application_name: 'recruitment-platform',
  });
  // a connection lost later must not crash the process; the running call sees its error
  client.on('error', () => {});
  return client;
}

/** In a read-only transaction, through a cursor: at most rowCap + 1 rows ever leave the server. */
async function pgSelect(
  conn: PayrollConnection,
  sql: string,
  params: Record<string, ParamValue>,
  limits: RunLimits,
): Promise<SelectOutput> {
  const client = pgClient(conn, limits.timeoutMs);
  await client.connect();
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

async function pgPing(conn: PayrollConnection): Promise<void> {
  const client = pgClient(conn, connectTimeoutMs);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

// ─── MySQL / MariaDB ─────────────────────────────────────────────────────────────────────────

function mysqlConnection(conn: PayrollConnection): Promise<mysql.Connection> {
  return new Promise((resolve, reject) => {
    const connection = mysql.createConnection({
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
        reject(error);
      } else resolve(connection);
    });
  });
}

function mysqlRun(connection: mysql.Connection, sql: string): Promise<void> {
  return new Promise((resolve, reject) => {
    connection.query(sql, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * In a read-only transaction (`start transaction read only`), the statement prepared with `?`
 * placeholders and bound by the server; rows are read as they come and the connection is dropped
 * once rowCap + 1 have arrived. The server stops the statement at the timeout (MariaDB
 * `max_statement_time`, MySQL `max_execution_time`), the driver a moment later.
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

async function mysqlPing(conn: PayrollConnection): Promise<void> {
  const connection = await mysqlConnection(conn);
  try {
    await mysqlRun(connection, 'select 1');
  } finally {
    connection.destroy();
  }
}

// ─── SQL Server ──────────────────────────────────────────────────────────────────────────────

function mssqlPool(conn: PayrollConnection, timeoutMs: number): mssql.ConnectionPool {
  const [server = conn.instance, instanceName] = conn.instance.split('\\');
  return new mssql.ConnectionPool({
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
  const pool = mssqlPool(conn, limits.timeoutMs);
  pool.on('error', () => {});
  await pool.connect();
  const transaction = new mssql.Transaction(pool);
  try {
    await transaction.begin(mssql.ISOLATION_LEVEL.READ_COMMITTED);
    const request = new mssql.Request(transaction);
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

async function mssqlPing(conn: PayrollConnection): Promise<void> {
  const pool = mssqlPool(conn, connectTimeoutMs);
  pool.on('error', () => {});
  try {
    await pool.connect();
    await pool.request().query('select 1 as ok');
  } finally {
    await pool.close().catch(() => undefined);
  }
}

// ─── Entry points ────────────────────────────────────────────────────────────────────────────

/** Opens a connection and runs `select 1`; throws a PayrollDriverError with the driver's message. */
export async function pingServer(conn: PayrollConnection): Promise<void> {
  try {
    if (conn.engine === 'postgres') await pgPing(conn);
    else if (conn.engine === 'mysql') await mysqlPing(conn);
    else await mssqlPing(conn);
  } catch (error) {
    throw driverError(error, conn.password);
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
    throw driverError(error, conn.password);
  }
}
