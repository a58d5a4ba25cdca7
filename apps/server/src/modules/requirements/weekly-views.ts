import type {
  CheckPendingsResult,
  RequirementFilters,
  RequirementFiltersResult,
  SummaryStatus,
  WeeklySummaryQuery,
  WeeklySummaryRow,
} from '@rp/contract/entities';
import { followUpStatuses, type RequirementStatus } from '@rp/contract/enums';
import { openRequirementStatuses } from '@rp/contract/rules/follow-up';
import { fillRateOf } from '@rp/contract/rules/summary';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import {
  companies,
  requeriments,
  requirementCandidates,
  requirementItems,
  sites,
} from '../../db/schema/index';
import { localizedNameSql, qualified } from '../../resources/names';
import { regionOfCompany } from '../../resources/scope';
import { requestedPositionSums } from './requested-positions';
import { callerScope, requirementScope } from './requirement-scope';

/** The direct process's weekly views: the summary per company and week, its status counts, the filters' values and the pendings. */

// ---------------------------------------------------------------------------------------------
// Weekly views

function requirementFilters(ctx: Ctx, q: RequirementFilters): SQL | undefined {
  return and(
    eq(requeriments.is_deleted, false),
    callerScope(ctx, requirementScope),
    q.year === undefined ? undefined : eq(requeriments.year, q.year),
    q.week === undefined ? undefined : eq(requeriments.week, q.week),
    q.company === undefined ? undefined : eq(requeriments.company, q.company),
    q.site === undefined ? undefined : eq(requeriments.site, q.site),
    q.requeriment === undefined ? undefined : eq(requeriments.id, q.requeriment),
    q.region === undefined ? undefined : sql`${regionOfCompany(requeriments.company)} = ${q.region}`,
  );
}

/** get_weekly_summary: one row per company and week over live requirements (docs/domain.md#weekly-summary). */
export async function weeklySummary(ctx: Ctx, q: WeeklySummaryQuery): Promise<WeeklySummaryRow[]> {
  const name = localizedNameSql(ctx.lang, companies.name_es, companies.name_en);
  // the items' no-shows per requirement as one grouped join over the same requirements: a subquery
  // per requirement was costed so high (~12 a row) that a year's summary crossed jit_above_cost
  // (100,000) and paid ~30 ms of JIT compilation on every request
  const itemNotAttend = ctx.db
    .select({
      requeriment: requirementItems.requeriment,
      not_attend: sql<number>`sum(${requirementItems.not_attend})`.as('not_attend'),
    })
    .from(requirementItems)
    .where(
      inArray(
        requirementItems.requeriment,
        ctx.db.select({ id: requeriments.id }).from(requeriments).where(requirementFilters(ctx, q)),
      ),
    )
    .groupBy(requirementItems.requeriment)
    .as('item_not_attend');
  const sums = requestedPositionSums((name) => qualified('requeriments', name));
  const rows = await ctx.db
    .select({
      company: requeriments.company,
      company_name: sql<string>`${name}`,
      year: requeriments.year,
      week: requeriments.week,
      total_positions: sums.total_positions,
      accepted: sums.accepted,
      hired: sums.hired,
      rejected: sums.rejected,
      not_attend: sql<number>`coalesce(sum(${itemNotAttend.not_attend}) filter (where ${sums.requested}), 0)::int`,
      open: sums.open,
      canceled: sums.canceled,
    })
    .from(requeriments)
    .innerJoin(companies, eq(companies.id, requeriments.company))
    .leftJoin(itemNotAttend, eq(itemNotAttend.requeriment, requeriments.id))
    .where(requirementFilters(ctx, q))
    .groupBy(requeriments.company, companies.name_es, companies.name_en, requeriments.year, requeriments.week)
    .orderBy(asc(requeriments.year), asc(requeriments.week), asc(sql`2`));
  return rows.map((row) => ({ ...row, fill_rate: fillRateOf(row) }));
}

/** get_summary_status: assignments per follow-up status over the filtered requirements. */
export async function summaryStatus(ctx: Ctx, q: RequirementFilters): Promise<SummaryStatus> {
  const rows = await ctx.db
    .select({ status: requirementCandidates.status, n: sql<number>`count(*)::int` })
    .from(requirementCandidates)
    .innerJoin(requeriments, eq(requeriments.id, requirementCandidates.requeriment_id))
    .where(requirementFilters(ctx, q))
    .groupBy(requirementCandidates.status);
  const counts = Object.fromEntries(followUpStatuses.map((s) => [s, 0])) as SummaryStatus;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** get_filters: the years, weeks, companies, sites and statuses present in what the user sees. */
export async function filterValues(ctx: Ctx): Promise<RequirementFiltersResult> {
  const where = requirementFilters(ctx, {});
  const name = localizedNameSql(ctx.lang, companies.name_es, companies.name_en);
  const distinct = <T>(column: SQL) =>
    ctx.db
      .selectDistinct({ v: column })
      .from(requeriments)
      .where(where)
      .orderBy(asc(column)) as unknown as Promise<Array<{ v: T }>>;
  const years = await distinct<number>(sql`${requeriments.year}`);
  const weeks = await distinct<number>(sql`${requeriments.week}`);
  const statuses = await distinct<RequirementStatus>(sql`${requeriments.status}`);
  const companyRows = await ctx.db
    .selectDistinct({ id: companies.id, name: sql<string>`${name}` })
    .from(requeriments)
    .innerJoin(companies, eq(companies.id, requeriments.company))
    .where(where)
    .orderBy(asc(sql`2`));
  const siteRows = await ctx.db
    .selectDistinct({ id: sites.id, name: sites.name, company: sites.company })
    .from(requeriments)
    .innerJoin(sites, eq(sites.id, requeriments.site))
    .where(where)
    .orderBy(asc(sites.name));
  return {
    years: years.map((r) => Number(r.v)).reverse(),
    weeks: weeks.map((r) => Number(r.v)),
    companies: companyRows,
    sites: siteRows,
    statuses: statuses.map((r) => r.v),
  };
}

/** check_pendings: the company's live requirements that still have open positions. */
export async function checkPendings(ctx: Ctx, company: number): Promise<CheckPendingsResult> {
  const rows = await ctx.db
    .select({
      id: requeriments.id,
      code: requeriments.code,
      requeriment_date: requeriments.requeriment_date,
      open_positions: requeriments.open_positions,
    })
    .from(requeriments)
    .where(
      and(
        requirementFilters(ctx, { company }),
        inArray(requeriments.status, [...openRequirementStatuses]),
        sql`${requeriments.open_positions} > 0`,
      ),
    )
    .orderBy(asc(requeriments.requeriment_date), asc(requeriments.id))
    .limit(50);
  return { pendings: rows.length, requeriments: rows };
}
