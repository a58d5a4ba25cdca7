import { translate } from '@rp/contract';
import type {
  DashboardFilters,
  HeadcountResult,
  RunQueryResult,
  ServerEngine,
  TurnoverResult,
} from '@rp/contract/entities';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import { qualified } from '../../resources/names';
import {
  fewIdsCondition,
  regionOfCompany,
  requirementIdsInScope,
  vacancyIdsInScope,
  vacancyVisible,
} from '../../resources/scope';
import {
  countHiresByDepartment,
  countHiresByMonth,
  findActiveEndpointQuery,
  sumHireFiguresByDepartment,
  sumHireFiguresByMonth,
} from './payroll.queries';
import { boundParams, execute, type PayrollCache, type QueryRow, type ServerRow } from './payroll.service';
import type { ParamValue } from './payroll-drivers';
import { checkPayrollSql } from './payroll-sql';

/**
 * The payroll dashboards (docs/domain.md#dashboards): the `headcount` and `turnover` endpoints run
 * through payroll.service.ts for the caller's companies, falling back to the platform's own hires.
 */
/** The active query of an endpoint on an active server, if one is configured. */
async function configuredQuery(ctx: Ctx, endpoint: string) {
  return (await findActiveEndpointQuery(ctx.db, endpoint)) ?? null;
}

/** Companies one dashboard call may run a payroll query for, one run each. */
const maxCompanyRuns = 50;

/**
 * The runs a dashboard makes: the filters as query parameters (`:company`, `:year`, `:month`,
 * `:date_from`, `:date_to` … whichever the SQL names; null when not given), in the caller's data
 * scope. A superuser, or SQL without `:company` (a client-wide figure), is one run. Anyone else
 * gets one run per company of theirs (the filter's, when it is one of theirs), merged; a company
 * outside their scope counts nothing, as in every other figure.
 */
function runsFor(ctx: Ctx, filters: DashboardFilters, names: string[]): Array<Record<string, ParamValue>> {
  const values = filters as Record<string, ParamValue | undefined>;
  const params = (company: number | null) =>
    boundParams(
      names,
      Object.fromEntries(names.map((name) => [name, name === 'company' ? company : (values[name] ?? null)])),
    );
  if (ctx.actor.is_superuser || !names.includes('company')) return [params(filters.company ?? null)];
  const mine = ctx.actor.companies;
  if (filters.company != null) return mine.includes(filters.company) ? [params(filters.company)] : [];
  return mine.slice(0, maxCompanyRuns).map((company) => params(company));
}

/**
 * Runs the endpoint's query for a dashboard. Its failure is not hidden behind the platform's
 * numbers (they count something else): 502 with a message that names the endpoint, without the
 * driver's text (that is for the settings page).
 */
async function runEndpoint(
  ctx: Ctx,
  cache: PayrollCache,
  target: { query: QueryRow; server: ServerRow },
  filters: DashboardFilters,
): Promise<RunQueryResult[]> {
  const endpoint = target.query.endpoint;
  let names: string[];
  try {
    names = (
      await checkPayrollSql(target.query.sql, target.server.engine as ServerEngine, target.server.database)
    ).params;
  } catch {
    throw new ApiError(502, 'errors.payroll_dashboard_failed', { endpoint });
  }
  const results: RunQueryResult[] = [];
  for (const params of runsFor(ctx, filters, names)) {
    try {
      results.push(await execute(ctx, cache, target, params));
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 502 || error.statusCode === 504))
        throw new ApiError(502, 'errors.payroll_dashboard_failed', { endpoint });
      throw error;
    }
  }
  return results;
}

/** The oldest read of the runs (what the figure is as fresh as); null without runs. */
function syncedAt(results: RunQueryResult[]): string | null {
  return results.map((r) => r.synced_at).sort()[0] ?? null;
}

/** Each run's rows mapped, the rows of the same key added up (departments, months), in first-seen order. */
function merged<R extends Record<string, unknown>>(
  rows: R[],
  key: keyof R,
  add: (into: R, row: R) => void,
): R[] {
  const byKey = new Map<unknown, R>();
  for (const row of rows) {
    const known = byKey.get(row[key]);
    if (known) add(known, row);
    else byKey.set(row[key], { ...row });
  }
  return [...byKey.values()];
}

/** A column of a result row by name, whatever its case (SQL Server and MySQL keep the alias as written). */
function column(row: Record<string, unknown>, name: string): unknown {
  if (name in row) return row[name];
  const key = Object.keys(row).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : row[key];
}

/**
 * Every result of a dashboard's configured query names `expected` (any case), else a 502 that says
 * which columns the query must return.
 */
function requireColumns(results: Array<{ columns: string[] }>, endpoint: string, expected: string[]): void {
  const missing = (columns: string[]) => {
    const have = new Set(columns.map((c) => c.toLowerCase()));
    return expected.some((name) => !have.has(name));
  };
  if (results.some((result) => missing(result.columns)))
    throw new ApiError(502, 'errors.payroll_columns', { endpoint, columns: expected.join(', ') });
}

/** A whole number from a driver value (numeric and bigint columns arrive as strings). */
function count(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n) : null;
}

/** A period as YYYY-MM: text as it comes, a date as its month. */
function period(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 7);
  return String(value ?? '');
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** terminated ÷ hired × 100, one decimal; null without exits or hires. */
function turnoverOf(hired: number, terminated: number | null): number | null {
  if (terminated === null || hired === 0) return null;
  return oneDecimal((terminated / hired) * 100);
}

/**
 * Hire conditions of the filters: the period is the hire's date (`hired_at`). A year is a range of
 * dates, which the hires' index serves (`extract(year …) = …` read every hire: the headcount of a
 * year took 25 ms at full scale); an ISO week keeps its exact test inside a range a few days wider
 * than its ISO year.
 */
export function periodConditions(hiredAt: SQL, filters: DashboardFilters): SQL[] {
  const conditions: SQL[] = [];
  const year = filters.year;
  if (filters.week != null) {
    conditions.push(sql`extract(week from ${hiredAt}) = ${filters.week}`);
    if (year != null)
      conditions.push(
        sql`extract(isoyear from ${hiredAt}) = ${year}`,
        sql`${hiredAt} >= ${`${year - 1}-12-25`}::date and ${hiredAt} < ${`${year + 1}-01-08`}::date`,
      );
  } else if (year != null)
    conditions.push(
      sql`${hiredAt} >= ${`${year}-01-01`}::date and ${hiredAt} < ${`${year + 1}-01-01`}::date`,
    );
  if (filters.month != null) conditions.push(sql`extract(month from ${hiredAt}) = ${filters.month}`);
  if (filters.date_from) conditions.push(sql`${hiredAt}::date >= ${filters.date_from}::date`);
  if (filters.date_to) conditions.push(sql`${hiredAt}::date <= ${filters.date_to}::date`);
  return conditions;
}

const joined = (conditions: Array<SQL | undefined>) =>
  sql.join(
    conditions.filter((c): c is SQL => c !== undefined),
    sql` and `,
  );

/**
 * A scoped user's few vacancies or requirements (`fewIdsCondition`), as ids on the hires' parent
 * column: without them PostgreSQL read every hire of every company (the hires' index) and kept the
 * user's, 23–47 ms for a user of three companies at 1,000,000 candidates; with them it reads their
 * hires through migration 0039's indexes, 3–7 ms (docs/performance.md, "Hires read by their parents").
 */
function fewParents(ctx: Ctx, column: SQL, ids: SQL): Promise<SQL | undefined> | undefined {
  return ctx.actor.is_superuser ? undefined : fewIdsCondition(ctx.db, column, ids);
}

/** Hired vacancy candidates the caller may see, narrowed by the filters (administrative process). */
async function vacancyHireConditions(ctx: Ctx, filters: DashboardFilters): Promise<SQL> {
  return joined([
    sql`vc.status = 'Hired'`,
    sql`not vc.is_draft`,
    sql`not v.is_deleted`,
    ctx.actor.is_superuser ? undefined : vacancyVisible(ctx.actor, (name) => qualified('v', name)),
    await fewParents(ctx, sql`vc.vacancy`, vacancyIdsInScope(ctx.actor)),
    filters.company != null ? sql`v.company = ${filters.company}` : undefined,
    filters.region != null ? sql`${regionOfCompany(sql`v.company`)} = ${filters.region}` : undefined,
    filters.recruiter != null ? sql`v.recruiter = ${filters.recruiter}` : undefined,
    filters.vacancy_type != null ? sql`v.vacancy_type = ${filters.vacancy_type}` : undefined,
    ...periodConditions(sql`vc.hired_at`, filters),
  ]);
}

/** Hired requirement candidates the caller may see, narrowed by the filters (direct process). */
async function requirementHireConditions(ctx: Ctx, filters: DashboardFilters): Promise<SQL> {
  return joined([
    sql`rc.status = 'Hired'`,
    // a deleted requirement's hires are not counted, as in every other figure (docs/decisions.md
    // "The hires a dashboard counts")
    sql`exists (select from requeriments r where r.id = rc.requeriment_id and not r.is_deleted)`,
    ctx.actor.is_superuser ? undefined : sql`rc.requeriment_id in (${requirementIdsInScope(ctx.actor)})`,
    await fewParents(ctx, sql`rc.requeriment_id`, requirementIdsInScope(ctx.actor)),
    filters.company != null ? sql`rc.company = ${filters.company}` : undefined,
    filters.region != null ? sql`${regionOfCompany(sql`rc.company`)} = ${filters.region}` : undefined,
    filters.site != null
      ? sql`rc.requeriment_id in (select r.id from requeriments r where r.site = ${filters.site})`
      : undefined,
    ...periodConditions(sql`rc.hired_at`, filters),
  ]);
}

/**
 * The hire figures' conditions (`s`, dashboard_hire_figures) that give a superuser's turnover and
 * headcount the same hires as the tables (vacancyHireConditions, requirementHireConditions), when the filters are
 * ones the figures carry: a company or region is the hire's own company (the vacancy's, the
 * assignment's), a site narrows the direct hires only, a year or month is the hire's calendar month.
 * Undefined for anyone else or for a week, dates, a recruiter or a vacancy type (read from the
 * tables). The figures make the unfiltered turnover cost the same whatever the history: 44 ms over
 * 67,000 hires at 1,000,000 candidates before (docs/performance.md "Every dashboard figure at ten
 * connections").
 */
function hireFigureConditions(ctx: Ctx, filters: DashboardFilters): SQL | undefined {
  if (!ctx.actor.is_superuser) return undefined;
  if (filters.week != null || filters.date_from || filters.date_to) return undefined;
  if (filters.recruiter != null || filters.vacancy_type != null) return undefined;
  const year = filters.year;
  return joined([
    sql`true`,
    filters.company != null ? sql`s.assign_company = ${filters.company}` : undefined,
    filters.region != null ? sql`${regionOfCompany(sql`s.assign_company`)} = ${filters.region}` : undefined,
    filters.site != null ? sql`(s.source = 'v' or s.site = ${filters.site})` : undefined,
    year != null
      ? sql`s.month >= ${`${year}-01-01`}::date and s.month < ${`${year + 1}-01-01`}::date`
      : undefined,
    filters.month != null ? sql`extract(month from s.month) = ${filters.month}` : undefined,
  ]);
}

/**
 * `dashboard/get_headcount/`: the `headcount` query's rows (columns `department`, `headcount`), else
 * the platform's hired vacancy candidates by the vacancy's department (docs/decisions.md "The
 * headcount from the kept hire figures").
 */
export async function headcount(
  ctx: Ctx,
  cache: PayrollCache,
  filters: DashboardFilters,
): Promise<HeadcountResult> {
  const configured = await configuredQuery(ctx, 'headcount');
  if (configured) {
    const results = await runEndpoint(ctx, cache, configured, filters);
    requireColumns(results, 'headcount', ['department', 'headcount']);
    const rows = results.flatMap((result) =>
      result.rows.map((row) => ({
        department: String(column(row, 'department') ?? ''),
        headcount: count(column(row, 'headcount')) ?? 0,
      })),
    );
    return {
      source: 'query',
      rows: merged(rows, 'department', (into, row) => {
        into.headcount += row.headcount;
      }),
      synced_at: syncedAt(results),
    };
  }
  // a superuser's from the kept figures when they carry the filters (the hired turnover's rule)
  const figures = hireFigureConditions(ctx, filters);
  const rows = figures
    ? await sumHireFiguresByDepartment(ctx.db, ctx.lang, figures)
    : await countHiresByDepartment(ctx.db, ctx.lang, await vacancyHireConditions(ctx, filters));
  const none = translate(ctx.lang, 'reports.payroll_no_department');
  return {
    source: 'platform',
    rows: rows.map((row) => ({ department: row.department ?? none, headcount: Number(row.headcount) })),
    synced_at: null,
  };
}

/**
 * `dashboard/get_hired_turnover/`: the `turnover` query's rows (columns `period` YYYY-MM, `hired`,
 * `terminated`), else the platform's hires per month of both processes, without exits.
 */
export async function turnover(
  ctx: Ctx,
  cache: PayrollCache,
  filters: DashboardFilters,
): Promise<TurnoverResult> {
  const configured = await configuredQuery(ctx, 'turnover');
  if (configured) {
    const results = await runEndpoint(ctx, cache, configured, filters);
    requireColumns(results, 'turnover', ['period', 'hired', 'terminated']);
    const rows = results.flatMap((result) =>
      result.rows.map((row) => ({
        period: period(column(row, 'period')),
        hired: count(column(row, 'hired')) ?? 0,
        terminated: count(column(row, 'terminated')),
      })),
    );
    const sums = merged(rows, 'period', (into, row) => {
      into.hired += row.hired;
      into.terminated =
        into.terminated === null || row.terminated === null ? null : into.terminated + row.terminated;
    }).sort((a, b) => a.period.localeCompare(b.period));
    return {
      source: 'query',
      rows: sums.map((row) => ({ ...row, turnover: turnoverOf(row.hired, row.terminated) })),
      synced_at: syncedAt(results),
    };
  }
  // the site narrows the direct process only, the recruiter and vacancy type the administrative one
  // (docs/domain.md#dashboards): each filter leaves the other process's hires as they are
  const figures = hireFigureConditions(ctx, filters);
  const rows = figures
    ? await sumHireFiguresByMonth(ctx.db, figures)
    : await countHiresByMonth(
        ctx.db,
        await vacancyHireConditions(ctx, filters),
        await requirementHireConditions(ctx, filters),
      );
  return {
    source: 'platform',
    rows: rows.map((row) => ({
      period: row.period,
      hired: Number(row.hired),
      terminated: null,
      turnover: null,
    })),
    synced_at: null,
  };
}
