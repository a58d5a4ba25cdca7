import { translate } from '@rp/contract';
import type { RunQueryBody, RunQueryResult, ServerEngine, TestConnectionResult } from '@rp/contract/entities';
import type { Ctx } from '../../context';
import type { queries, servers } from '../../db/schema/index';
import { ApiError, FieldErrors, notFound } from '../../lib/errors';
import { decryptSecret } from '../../lib/secrets';
import { findQueryWithServer, findServer, markServerSynced } from './payroll.queries';
import {
  type DriverFailure,
  type ParamValue,
  type PayrollConnection,
  PayrollDriverError,
  pingServer,
  runSelect,
} from './payroll-drivers';
import { checkPayrollSql } from './payroll-sql';

/**
 * Payroll databases (docs/domain.md#dashboards): test a server's connection, run a query's one
 * read-only SELECT with its parameters, timeout and row cap (the dashboards' `headcount` and
 * `turnover` are in payroll-dashboards.ts).
 */

export type ServerRow = typeof servers.$inferSelect;
export type QueryRow = typeof queries.$inferSelect;
type RunOutput = Omit<RunQueryResult, 'cached'>;

/** Results kept per query and parameters, in this process (PAYROLL_CACHE_SECONDS). */
export type PayrollCache = Map<string, { expires: number; value: RunOutput }>;
const cacheEntries = 500;

export const createPayrollCache = (): PayrollCache => new Map();

async function serverById(ctx: Ctx, id: number): Promise<ServerRow> {
  const row = await findServer(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

async function queryById(ctx: Ctx, id: number): Promise<{ query: QueryRow; server: ServerRow }> {
  const row = await findQueryWithServer(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

/** The stored password opened only to connect; null when it cannot be (JWT_SECRET changed: re-enter it). */
function connectionOf(ctx: Ctx, server: ServerRow): PayrollConnection | null {
  let password: string;
  try {
    password = decryptSecret(ctx.config.jwtSecret, server.password);
  } catch {
    return null;
  }
  return {
    engine: server.engine as ServerEngine,
    instance: server.instance,
    port: server.port,
    database: server.database,
    username: server.username,
    password,
  };
}

/** The sentence for a connection failure: never the driver's text (docs/decisions.md 'Payroll SQL: …'). */
const connectionMessages: Record<Exclude<DriverFailure, 'timeout' | 'statement'>, string> = {
  connect: 'errors.payroll_connect_failed',
  auth: 'errors.payroll_auth_failed',
  connection: 'errors.payroll_connection_error',
};

/**
 * `servers/test_connection/`: never an error for an unreachable server, only `ok: false` and one of
 * three sentences (could not connect, authentication failed, a generic one); when it connects,
 * what the account may do beyond reading, for the warning on the servers screen.
 */
export async function testConnection(ctx: Ctx, id: number): Promise<TestConnectionResult> {
  const server = await serverById(ctx, id);
  const conn = connectionOf(ctx, server);
  const failed = (key: string, ms: number): TestConnectionResult => ({
    ok: false,
    message: translate(ctx.lang, key),
    ms,
    account_warning: false,
    account_risks: [],
  });
  if (!conn) return failed('errors.payroll_password_unreadable', 0);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const risks = await pingServer(conn);
    return {
      ok: true,
      message: null,
      ms: elapsed(),
      account_warning: risks.length > 0,
      account_risks: risks,
    };
  } catch (error) {
    const kind = error instanceof PayrollDriverError ? error.kind : 'connection';
    const key =
      kind === 'connect' || kind === 'auth' ? connectionMessages[kind] : connectionMessages.connection;
    return failed(key, elapsed());
  }
}

/** The parameters a statement names, each given or null, in a stable order (the cache key). */
export function boundParams(names: string[], given: Record<string, ParamValue>): Record<string, ParamValue> {
  return Object.fromEntries([...names].sort().map((name) => [name, given[name] ?? null]));
}

/**
 * Runs a checked query, or answers its cached rows; each successful run records the server's
 * `last_sync`. A failure is 504 for the timeout (the query's limit, capped at
 * PAYROLL_MAX_TIMEOUT_SECONDS), else 502: with the database's own message about the statement, or
 * only one of the connection sentences.
 */
export async function execute(
  ctx: Ctx,
  cache: PayrollCache,
  target: { query: QueryRow; server: ServerRow },
  params: Record<string, ParamValue>,
): Promise<RunQueryResult> {
  const { query, server } = target;
  const key = [query.id, query.updated_at, server.id, server.updated_at, JSON.stringify(params)].join('|');
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return { ...hit.value, cached: true };
  if (hit) cache.delete(key);
  const conn = connectionOf(ctx, server);
  if (!conn) throw new ApiError(502, 'errors.payroll_password_unreadable');
  let output: Awaited<ReturnType<typeof runSelect>>;
  const seconds = Math.min(query.timeout_seconds, ctx.config.payrollMaxTimeoutSeconds);
  try {
    output = await runSelect(conn, query.sql, params, { timeoutMs: seconds * 1000, rowCap: query.row_cap });
  } catch (error) {
    if (!(error instanceof PayrollDriverError)) throw error;
    if (error.kind === 'timeout') throw new ApiError(504, 'errors.payroll_timeout', { seconds });
    if (error.kind === 'statement')
      throw new ApiError(502, 'errors.payroll_failed', { message: error.message });
    throw new ApiError(502, connectionMessages[error.kind]);
  }
  const synced = await markServerSynced(ctx.db, server.id);
  const value: RunOutput = {
    ...output,
    synced_at: new Date(synced?.last_sync ?? Date.now()).toISOString(),
  };
  if (ctx.config.payrollCacheSeconds > 0) {
    if (cache.size >= cacheEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, { expires: Date.now() + ctx.config.payrollCacheSeconds * 1000, value });
  }
  return { ...value, cached: false };
}

/** `queries/run/`: the SQL is checked again before it runs; a parameter it names and the body lacks is 400. */
export async function runQuery(ctx: Ctx, cache: PayrollCache, body: RunQueryBody): Promise<RunQueryResult> {
  const target = await queryById(ctx, body.id);
  const checked = await checkPayrollSql(
    target.query.sql,
    target.server.engine as ServerEngine,
    target.server.database,
  );
  const given = body.params ?? {};
  const missing = checked.params.filter((name) => !(name in given));
  if (missing.length > 0)
    throw new FieldErrors(
      Object.fromEntries(missing.map((name) => [`params.${name}`, [{ key: 'validation.required' }]])),
    );
  return execute(ctx, cache, target, boundParams(checked.params, given));
}
