import type {
  CheckPendingsResult,
  RequirementFilters,
  RequirementFiltersResult,
  SummaryStatus,
  WeeklySummaryQuery,
  WeeklySummaryRow,
} from '@rp/contract/entities';
import { followUpStatuses } from '@rp/contract/enums';
import { fillRateOf } from '@rp/contract/rules/summary';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { requeriments } from '../../db/schema/index';
import { regionOfCompany } from '../../resources/scope';
import { callerScope, requirementScope } from './requirement-scope';
import {
  countAssignmentsByStatus,
  findPendingRequirements,
  listRequirementCompanies,
  listRequirementSites,
  listRequirementStatuses,
  listRequirementWeeks,
  listRequirementYears,
  weeklySummaryRows,
} from './weekly-views.queries';

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
  const rows = await weeklySummaryRows(ctx.db, ctx.lang, requirementFilters(ctx, q));
  return rows.map((row) => ({ ...row, fill_rate: fillRateOf(row) }));
}

/** get_summary_status: assignments per follow-up status over the filtered requirements. */
export async function summaryStatus(ctx: Ctx, q: RequirementFilters): Promise<SummaryStatus> {
  const rows = await countAssignmentsByStatus(ctx.db, requirementFilters(ctx, q));
  const counts = Object.fromEntries(followUpStatuses.map((s) => [s, 0])) as SummaryStatus;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** get_filters: the years, weeks, companies, sites and statuses present in what the user sees. */
export async function filterValues(ctx: Ctx): Promise<RequirementFiltersResult> {
  const where = requirementFilters(ctx, {});
  const years = await listRequirementYears(ctx.db, where);
  const weeks = await listRequirementWeeks(ctx.db, where);
  const statuses = await listRequirementStatuses(ctx.db, where);
  const companyRows = await listRequirementCompanies(ctx.db, ctx.lang, where);
  const siteRows = await listRequirementSites(ctx.db, where);
  return {
    years: years.map((r) => r.v).reverse(),
    weeks: weeks.map((r) => r.v),
    companies: companyRows,
    sites: siteRows,
    statuses: statuses.map((r) => r.v),
  };
}

/** check_pendings: the company's live requirements that still have open positions. */
export async function checkPendings(ctx: Ctx, company: number): Promise<CheckPendingsResult> {
  const rows = await findPendingRequirements(ctx.db, requirementFilters(ctx, { company }));
  return { pendings: rows.length, requeriments: rows };
}
