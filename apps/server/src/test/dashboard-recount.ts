import type {
  CandidatesViablesRow,
  CompanyAgingRow,
  DashboardFilters,
  DirectPositionsTotal,
  DirectStatusRow,
  DirectStatusTotal,
  MainAdminSummary,
  TargetsVsHiresBody,
  TargetsVsHiresRow,
  TotalByRegionRow,
  VacanciesByRecruiterRow,
} from '@rp/contract/entities/dashboard';
import { followUpStatuses, vacancyStatuses } from '@rp/contract/enums';
import { agingBuckets, openVacancyStatuses } from '@rp/contract/rules/dashboard';
import { openRequirementStatuses } from '@rp/contract/rules/follow-up';
import { fillRateOf } from '@rp/contract/rules/summary';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context';
import { queryRows } from '../db/client';
import { findText } from '../lib/product-text';
import { requirementWhere, vacancyWhere } from '../modules/dashboard/dashboard.service';
import { requestedPositionSums } from '../modules/requirements/requested-positions';
import { inReadingOrder, localizedNameSql, qualified, userNameOf } from '../resources/names';
import { companyScope, inIds } from '../resources/scope';

/**
 * The dashboard figures counted afresh from the base tables (docs/domain.md#dashboards): the
 * reference the figures kept by the database are compared with (dashboard.property.test.ts,
 * scripts/dashboard-explain.ts), never called by a route. Each is the aggregate the service ran
 * before migration 0027 (docs/decisions.md#dashboard-figures-kept-by-the-database), over the caller's
 * data scope, with the aliases `v` (vacancies), `r` (requirements), `vc` (vacancy candidates), `rc`
 * (requirement candidates) and `c` (companies).
 */

type Filters = DashboardFilters;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const where = (parts: (SQL | undefined)[]) => and(...parts) ?? sql`true`;
const companyName = (ctx: Ctx, alias = 'c') =>
  inReadingOrder(localizedNameSql(ctx.lang, qualified(alias, 'name_es'), qualified(alias, 'name_en')));
/** Days as a mean with one decimal (numeric rounding, so 2.25 → 2.3) over the rows of `rows`, null without any. */
const meanDays = (seconds: SQL, rows: SQL) =>
  sql`round((avg(${seconds}) filter (where ${rows}) / 86400)::numeric, 1)::float8`;
const inRegion = (company: SQL, region: number) =>
  sql`${company} in (select rg.id from companies rg where rg.region = ${region})`;

/**
 * Requirement candidates (`rc`) of the filtered requirements: their copied company column narrows
 * them first (its index), the join to `r` does the rest.
 */
function assignmentWhere(ctx: Ctx, f: Filters): SQL {
  return where([
    ctx.actor.is_superuser ? undefined : inIds(sql`rc.company`, ctx.actor.companies),
    f.company != null ? sql`rc.company = ${f.company}` : undefined,
    requirementWhere(ctx, f),
  ]);
}

const openVacancy = sql`v.status in (${list(openVacancyStatuses)})`;
const openRequirement = sql`r.status in (${list(openRequirementStatuses)})`;
const countWhere = (condition: SQL) => sql`(count(*) filter (where ${condition}))::int`;
const byStatus = (column: SQL, statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${countWhere(sql`${column} = ${s}`)} as ${sql.identifier(s)}`),
    sql`, `,
  );

// ---------------------------------------------------------------------------------------------
// The administrative board

/** get_total_by_region: vacancies by status and open requirements (and their open positions) per region. */
export async function totalByRegion(ctx: Ctx, f: Filters): Promise<TotalByRegionRow[]> {
  return queryRows<TotalByRegionRow>(
    ctx.db,
    sql`with vs as (
          select c.region, ${countWhere(openVacancy)} as open,
                 ${countWhere(sql`v.status = 'Complete'`)} as complete,
                 ${countWhere(sql`v.status = 'Cancel'`)} as cancel
            from vacancies v join companies c on c.id = v.company
           where ${vacancyWhere(ctx, f)}
           group by c.region
        ), rs as (
          select c.region, count(*)::int as requirements_open,
                 coalesce(sum(r.open_positions), 0)::int as positions_open
            from requeriments r join companies c on c.id = r.company
           where ${requirementWhere(ctx, f)} and ${openRequirement}
           group by c.region
        )
        select g.id as region, g.name as region_name,
               coalesce(vs.open, 0) as open, coalesce(vs.complete, 0) as complete,
               coalesce(vs.cancel, 0) as cancel, coalesce(rs.requirements_open, 0) as requirements_open,
               coalesce(rs.positions_open, 0) as positions_open
          from regions g left join vs on vs.region = g.id left join rs on rs.region = g.id
         where vs.region is not null or rs.region is not null
         order by ${inReadingOrder(sql`g.name`)}, g.id`,
  );
}

/** get_company_aging: every open vacancy and requirement per company, counted by its days open. */
export async function companyAging(ctx: Ctx, f: Filters): Promise<CompanyAgingRow[]> {
  const buckets = sql.join(
    agingBuckets.map((b) => {
      const lower = b.min == null ? sql`true` : sql`a.days >= ${b.min}`;
      const upper = b.max == null ? sql`true` : sql`a.days <= ${b.max}`;
      return sql`${countWhere(sql`${lower} and ${upper}`)} as ${sql.identifier(b.key)}`;
    }),
    sql`, `,
  );
  return queryRows<CompanyAgingRow>(
    ctx.db,
    sql`with a as (
          select v.company, extract(day from now() - v.created_at)::int as days
            from vacancies v where ${vacancyWhere(ctx, f)} and ${openVacancy}
          union all
          select r.company, (current_date - r.requeriment_date) as days
            from requeriments r where ${requirementWhere(ctx, f)} and ${openRequirement}
        )
        select a.company, ${companyName(ctx)} as company_name, ${buckets}
          from a join companies c on c.id = a.company
         group by a.company, c.name_es, c.name_en
         order by 2, 1`,
  );
}

/** get_vacancies_by_recruiter: vacancies by status per recruiter and the mean days to fill. */
export async function vacanciesByRecruiter(ctx: Ctx, f: Filters): Promise<VacanciesByRecruiterRow[]> {
  return queryRows<VacanciesByRecruiterRow>(
    ctx.db,
    sql`select s.recruiter, ${inReadingOrder(userNameOf(sql`s.recruiter`))} as recruiter_name,
               s.open, s.complete, s.cancel, s.avg_days_to_fill
          from (
            select v.recruiter, ${countWhere(openVacancy)} as open,
                   ${countWhere(sql`v.status = 'Complete'`)} as complete,
                   ${countWhere(sql`v.status = 'Cancel'`)} as cancel,
                   ${meanDays(
                     sql`extract(epoch from v.closed_at - v.created_at)`,
                     sql`v.status = 'Complete' and v.closed_at is not null`,
                   )} as avg_days_to_fill
              from vacancies v where ${vacancyWhere(ctx, f)}
             group by v.recruiter
          ) s
         order by 2 nulls last, 1`,
  );
}

/** get_candidates_viables: non-draft vacancy candidates by viability per vacancy type and recruiter. */
export async function candidatesViables(ctx: Ctx, f: Filters): Promise<CandidatesViablesRow[]> {
  return queryRows<CandidatesViablesRow>(
    ctx.db,
    sql`select s.vacancy_type, s.recruiter, ${inReadingOrder(userNameOf(sql`s.recruiter`))} as recruiter_name,
               s.viable, s.not_viable, s.unanswered
          from (
            select v.vacancy_type, v.recruiter,
                   ${countWhere(sql`vc.is_viable`)} as viable,
                   ${countWhere(sql`not vc.is_viable`)} as not_viable,
                   ${countWhere(sql`vc.is_viable is null`)} as unanswered
              from vacancy_candidates vc join vacancies v on v.id = vc.vacancy
             where ${vacancyWhere(ctx, f)} and not vc.is_draft
             group by v.vacancy_type, v.recruiter
          ) s
         order by 1, 3 nulls last, 2`,
  );
}

/** get_main_admin_summary: vacancies by status, their positions, candidates by status, approvals. */
export async function mainAdminSummary(ctx: Ctx, f: Filters): Promise<MainAdminSummary> {
  const vw = vacancyWhere(ctx, f);
  // sent for approval = when send_emails created the vacancy's current approvals (it replaces them
  // on every send), kept on the vacancy as approvals_sent_at; waiting = Pending with an approval
  // not answered yet, read once as a hashed set (docs/domain.md#dashboards)
  const [v] = await queryRows<
    Record<(typeof vacancyStatuses)[number], number> & {
      requested: number;
      hired: number;
      approvals_waiting: number;
      avg_days_to_approve: number | null;
    }
  >(
    ctx.db,
    sql`select ${byStatus(qualified('v', 'status'), vacancyStatuses)},
               coalesce(sum(v.quantity) filter (where v.status <> 'Cancel'), 0)::int as requested,
               coalesce(sum(v.hired) filter (where v.status <> 'Cancel'), 0)::int as hired,
               ${countWhere(
                 sql`v.status = 'Pending' and v.id in (select a.vacancy from vacancy_approvals a where a.approve_at is null)`,
               )} as approvals_waiting,
               ${meanDays(
                 sql`extract(epoch from v.approved_at - v.approvals_sent_at)`,
                 sql`v.approved_at is not null and v.approvals_sent_at is not null`,
               )} as avg_days_to_approve
          from vacancies v
         where ${vw}`,
  );
  const [c] = await queryRows<DirectStatusTotal>(
    ctx.db,
    sql`select ${byStatus(qualified('vc', 'status'), followUpStatuses)}
          from vacancy_candidates vc join vacancies v on v.id = vc.vacancy
         where ${vw} and not vc.is_draft`,
  );
  const counts = v ?? { New: 0, Pending: 0, Complete: 0, Cancel: 0, requested: 0, hired: 0 };
  return {
    vacancies: {
      New: counts.New,
      Pending: counts.Pending,
      Complete: counts.Complete,
      Cancel: counts.Cancel,
    },
    positions: { requested: counts.requested, hired: counts.hired, open: counts.requested - counts.hired },
    candidates: c ?? { Pending: 0, Accepted: 0, Rejected: 0, Hired: 0, NotAttend: 0 },
    approvals_waiting: v?.approvals_waiting ?? 0,
    avg_days_to_approve: v?.avg_days_to_approve ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// The direct board

/** get_direct_status: requirement candidates by status per ISO week, company and site. */
export async function directStatus(ctx: Ctx, f: Filters): Promise<DirectStatusRow[]> {
  // counted by ids first, the names joined to the groups (not to every assignment)
  return queryRows<DirectStatusRow>(
    ctx.db,
    sql`select g.year, g.week, g.company, ${companyName(ctx)} as company_name, g.site, ${inReadingOrder(sql`s.name`)} as site_name,
               ${sql.join(
                 followUpStatuses.map((s) => sql`g.${sql.identifier(s)}`),
                 sql`, `,
               )}
          from (
            select r.year, r.week, r.company, r.site, ${byStatus(qualified('rc', 'status'), followUpStatuses)}
              from requeriment_candidates rc join requeriments r on r.id = rc.requeriment_id
             where ${assignmentWhere(ctx, f)}
             group by r.year, r.week, r.company, r.site
          ) g
          join companies c on c.id = g.company
          left join sites s on s.id = g.site
         order by 1, 2, 4, 3, 6 nulls first, 5`,
  );
}

/**
 * get_direct_positions_total: the weekly summary's columns (the same sums, requestedPositionSums)
 * over every filtered requirement: requested, accepted and hired of the requirements not cancelled,
 * the cancelled ones' positions apart, and the rate of those very numbers.
 */
export async function directPositionsTotal(ctx: Ctx, f: Filters): Promise<DirectPositionsTotal> {
  const sums = requestedPositionSums((name) => qualified('r', name));
  const [row] = await queryRows<{
    total_positions: number;
    accepted: number;
    hired: number;
    open: number;
    canceled: number;
  }>(
    ctx.db,
    sql`select ${sums.total_positions} as total_positions, ${sums.accepted} as accepted,
               ${sums.hired} as hired, ${sums.open} as open, ${sums.canceled} as canceled
          from requeriments r where ${requirementWhere(ctx, f)}`,
  );
  const counts = row ?? { total_positions: 0, accepted: 0, hired: 0, open: 0, canceled: 0 };
  return {
    requested: counts.total_positions,
    accepted: counts.accepted,
    hired: counts.hired,
    open: counts.open,
    canceled: counts.canceled,
    fill_rate: fillRateOf(counts),
  };
}

/** get_direct_status_total: requirement candidates by status. */
export async function directStatusTotal(ctx: Ctx, f: Filters): Promise<DirectStatusTotal> {
  const [row] = await queryRows<DirectStatusTotal>(
    ctx.db,
    sql`select ${byStatus(qualified('rc', 'status'), followUpStatuses)}
          from requeriment_candidates rc join requeriments r on r.id = rc.requeriment_id
         where ${assignmentWhere(ctx, f)}`,
  );
  return row ?? { Pending: 0, Accepted: 0, Rejected: 0, Hired: 0, NotAttend: 0 };
}

/**
 * get_targets_vs_hires: per company and category with a target of the year or a hire in it, the 12
 * monthly targets (summed over its targets of that year) beside the month's hires: vacancy
 * candidates and requirement candidates Hired that month, by their vacancy's or requirement's
 * company and category.
 */
export async function targetsVsHires(ctx: Ctx, body: TargetsVsHiresBody): Promise<TargetsVsHiresRow[]> {
  const first = `${body.year}-01-01`;
  const next = `${body.year + 1}-01-01`;
  const narrow = (company: SQL) =>
    where([
      body.region != null ? inRegion(company, body.region) : undefined,
      body.company != null ? sql`${company} = ${body.company}` : undefined,
    ]);
  const hiredIn = (column: SQL) => sql`${column} >= ${first}::date and ${column} < ${next}::date`;
  const f: Filters = {};
  const rows = await queryRows<{
    company: number;
    company_name: string;
    category: number;
    category_code: string;
    category_name: string;
    months: number[][] | null;
    hires: Record<string, number> | null;
  }>(
    ctx.db,
    sql`with t as (
          select t.company, t.category, jsonb_agg(t.values -> 'months') as months
            from targets t
           where (t.values ->> 'year')::int = ${body.year} and ${narrow(sql`t.company`)}
             and ${ctx.actor.is_superuser ? sql`true` : (companyScope(sql`t.company`)(ctx.actor) ?? sql`true`)}
           group by t.company, t.category
        ), h as (
          select v.company, v.category, extract(month from vc.hired_at)::int as month, count(*)::int as n
            from vacancy_candidates vc join vacancies v on v.id = vc.vacancy
           where vc.status = 'Hired' and not vc.is_draft and ${hiredIn(sql`vc.hired_at`)}
             and ${vacancyWhere(ctx, f)} and ${narrow(sql`v.company`)}
           group by 1, 2, 3
          union all
          select r.company, r.category, extract(month from rc.hired_at)::int as month, count(*)::int as n
            from requeriment_candidates rc join requeriments r on r.id = rc.requeriment_id
           where rc.status = 'Hired' and ${hiredIn(sql`rc.hired_at`)}
             and ${assignmentWhere(ctx, f)} and ${narrow(sql`r.company`)}
           group by 1, 2, 3
        ), hk as (
          select company, category, jsonb_object_agg(month, n) as hires
            from (select company, category, month, sum(n)::int as n from h group by 1, 2, 3) m
           group by company, category
        )
        select k.company, ${companyName(ctx)} as company_name, k.category, g.code as category_code, g.description as category_name,
               k.months, k.hires
          from (select coalesce(t.company, hk.company) as company, coalesce(t.category, hk.category) as category,
                       t.months, hk.hires
                  from t full join hk on hk.company = t.company and hk.category = t.category) k
          join companies c on c.id = k.company
          join categories g on g.id = k.category
         order by 2, 1, 4, 3`,
  );
  const twelve = Array.from({ length: 12 }, (_, i) => i);
  return rows.map((row) => ({
    company: row.company,
    company_name: row.company_name,
    category: row.category,
    // the category's label in the caller's language (common.enums.category), else its description
    category_name: findText(ctx.lang, `common.enums.category.${row.category_code}`) ?? row.category_name,
    targets: twelve.map((i) => Math.round((row.months ?? []).reduce((s, m) => s + Number(m[i] ?? 0), 0))),
    hires: twelve.map((i) => row.hires?.[String(i + 1)] ?? 0),
  }));
}
