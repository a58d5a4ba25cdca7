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
import { followUpStatuses, type vacancyStatuses } from '@rp/contract/enums';
import { addDays, agingBuckets, isoWeekMonday, openVacancyStatuses } from '@rp/contract/rules/dashboard';
import { openRequirementStatuses } from '@rp/contract/rules/follow-up';
import { fillRateOf } from '@rp/contract/rules/summary';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { queryRows } from '../../db/client';
import { findText } from '../../lib/product-text';
import { localizedNameSql, qualified, userNameOf } from '../../resources/names';
import { companyScope, inIds, vacancyVisible } from '../../resources/scope';
import { periodWhere, requirementDays, vacancyDays } from './dashboard.periods';

/**
 * The dashboard figures (docs/domain.md#dashboards) over the caller's data scope: read from the
 * figures the database keeps per period (docs/decisions.md#dashboard-figures-kept-by-the-database,
 * alias `s`), so a call costs the same whatever the history; the aging board and a non-staff user's
 * New vacancies are read from the tables, with the aliases `v` (vacancies), `r` (requirements) and
 * `c` (companies). src/test/dashboard-recount.ts counts the same figures afresh (the tests' reference).
 */

type Filters = DashboardFilters;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const where = (parts: (SQL | undefined)[]) => and(...parts) ?? sql`true`;
const companyName = (ctx: Ctx, alias = 'c') =>
  localizedNameSql(ctx.lang, qualified(alias, 'name_es'), qualified(alias, 'name_en'));
const inRegion = (company: SQL, region: number) =>
  sql`${company} in (select rg.id from companies rg where rg.region = ${region})`;

// ---------------------------------------------------------------------------------------------
// Filters (contract dashboardFilters): the administrative process by the vacancy's creation date,
// the direct process by the requirement's date and its ISO week/year columns

/**
 * A period over a timestamp column as ranges of dates (served by its index): ISO year (and week),
 * calendar month, an inclusive date range. A week or a month without a year matches that week or
 * month of any year.
 */
function periodOfTimestamp(column: SQL, f: Filters): SQL[] {
  const parts: SQL[] = [];
  const from = (date: string) => parts.push(sql`${column} >= ${date}::date`);
  const before = (date: string) => parts.push(sql`${column} < ${date}::date`);
  if (f.year != null && f.week != null) {
    const monday = isoWeekMonday(f.year, f.week);
    // week 53 of a year of 52 weeks has no days (as no requirement has that week)
    if (monday >= isoWeekMonday(f.year + 1, 1)) parts.push(sql`false`);
    from(monday);
    before(addDays(monday, 7));
  } else if (f.year != null) {
    from(isoWeekMonday(f.year, 1));
    before(isoWeekMonday(f.year + 1, 1));
  } else if (f.week != null) {
    parts.push(sql`extract(week from ${column}) = ${f.week}`);
  }
  if (f.month != null) monthOf(column, f, parts);
  if (f.date_from) from(f.date_from);
  if (f.date_to) before(addDays(f.date_to, 1));
  return parts;
}

/** The calendar month: of the filter's year when there is one (a range), else of any year. */
function monthOf(column: SQL, f: Filters, parts: SQL[]) {
  if (f.month == null) return;
  if (f.year == null) {
    parts.push(sql`extract(month from ${column}) = ${f.month}`);
    return;
  }
  const first = `${f.year}-${String(f.month).padStart(2, '0')}-01`;
  const next =
    f.month === 12 ? `${f.year + 1}-01-01` : `${f.year}-${String(f.month + 1).padStart(2, '0')}-01`;
  parts.push(sql`${column} >= ${first}::date`, sql`${column} < ${next}::date`);
}

/** Live vacancies (`v`) the caller sees, narrowed by the filters (site does not apply). */
export function vacancyWhere(ctx: Ctx, f: Filters): SQL {
  return where([
    sql`not v.is_deleted`,
    ctx.actor.is_superuser ? undefined : vacancyVisible(ctx.actor, (name) => qualified('v', name)),
    f.region != null ? inRegion(sql`v.company`, f.region) : undefined,
    f.company != null ? sql`v.company = ${f.company}` : undefined,
    f.recruiter != null ? sql`v.recruiter = ${f.recruiter}` : undefined,
    f.vacancy_type != null ? sql`v.vacancy_type = ${f.vacancy_type}` : undefined,
    ...periodOfTimestamp(sql`v.created_at`, f),
  ]);
}

/** Live requirements (`r`) the caller sees, narrowed by the filters (recruiter and vacancy type do not apply). */
export function requirementWhere(ctx: Ctx, f: Filters): SQL {
  const parts: (SQL | undefined)[] = [
    sql`not r.is_deleted`,
    ctx.actor.is_superuser ? undefined : companyScope(sql`r.company`, { site: sql`r.site` })(ctx.actor),
    f.region != null ? inRegion(sql`r.company`, f.region) : undefined,
    f.company != null ? sql`r.company = ${f.company}` : undefined,
    f.site != null ? sql`r.site = ${f.site}` : undefined,
    f.year != null ? sql`r.year = ${f.year}` : undefined,
    f.week != null ? sql`r.week = ${f.week}` : undefined,
    f.date_from ? sql`r.requeriment_date >= ${f.date_from}::date` : undefined,
    f.date_to ? sql`r.requeriment_date <= ${f.date_to}::date` : undefined,
  ];
  const month: SQL[] = [];
  monthOf(sql`r.requeriment_date`, f, month);
  return where([...parts, ...month]);
}

const openVacancy = sql`v.status in (${list(openVacancyStatuses)})`;
const openRequirement = sql`r.status in (${list(openRequirementStatuses)})`;
const countWhere = (condition: SQL) => sql`(count(*) filter (where ${condition}))::int`;
// `column`, `seconds` and `count` are raw SQL: fixed expressions over the figure tables written in
// this file (`'s.vacancies_new + s.vacancies_pending'`), never a value from a request
const sumOf = (column: string) => sql`coalesce(sum(${sql.raw(column)}), 0)::int`;
/** Days with one decimal from summed seconds and their count (numeric rounding), null without any. */
const meanOf = (seconds: string, count: string) =>
  sql`case when sum(${sql.raw(count)}) > 0 then round((sum(${sql.raw(seconds)}) / sum(${sql.raw(count)}) / 86400)::numeric, 1)::float8 end`;

// ---------------------------------------------------------------------------------------------
// The figures kept by the database (docs/decisions.md#dashboard-figures-kept-by-the-database): sums
// per period, company and the filters' dimensions in dashboard_vacancy_figures,
// dashboard_requirement_figures and dashboard_hire_figures, kept by triggers (migration 0027)

/** The vacancies' figure columns: counts by status, positions, approvals and candidates. */
const vacancyMeasures = {
  New: 's.vacancies_new',
  Pending: 's.vacancies_pending',
  Complete: 's.vacancies_complete',
  Cancel: 's.vacancies_cancel',
} as const;
const candidateMeasures = {
  Pending: 's.candidates_pending',
  Accepted: 's.candidates_accepted',
  Rejected: 's.candidates_rejected',
  Hired: 's.candidates_hired',
  NotAttend: 's.candidates_not_attend',
} as const satisfies Record<(typeof followUpStatuses)[number], string>;
const byStatus = (measures: Record<string, string>) =>
  sql.join(
    Object.entries(measures).map(([status, column]) => sql`${sumOf(column)} as ${sql.identifier(status)}`),
    sql`, `,
  );
const vacanciesIn = sql`(s.vacancies_new + s.vacancies_pending + s.vacancies_complete + s.vacancies_cancel)`;
const candidatesIn = sql`(s.candidates_pending + s.candidates_accepted + s.candidates_rejected + s.candidates_hired + s.candidates_not_attend)`;

/**
 * The vacancy figure rows (alias `s`) of the caller's scope and filters. Staff and superusers read
 * them all; any other user reads those of vacancies past New, and the New vacancies they asked for
 * or work on from the vacancies table (dashboard_vacancy_rows of them: the same columns), since
 * whether a New vacancy is visible depends on who asks (docs/domain.md#data-scope).
 */
function vacancyFigures(ctx: Ctx, f: Filters): SQL {
  const actor = ctx.actor;
  const everyNew = actor.is_superuser || actor.is_staff;
  const kept = sql`select * from dashboard_vacancy_figures s where ${where([
    periodWhere(vacancyDays(f), { unbounded: 'c', years: true }),
    actor.is_superuser ? undefined : inIds(sql`s.company`, actor.companies),
    everyNew ? undefined : sql`not s.is_new`,
    f.region != null ? inRegion(sql`s.company`, f.region) : undefined,
    f.company != null ? sql`s.company = ${f.company}` : undefined,
    f.recruiter != null ? sql`s.recruiter = ${f.recruiter}` : undefined,
    f.vacancy_type != null ? sql`s.vacancy_type = ${f.vacancy_type}` : undefined,
  ])}`;
  if (everyNew) return kept;
  return sql`${kept} union all select * from dashboard_vacancy_rows(array(
    select v from vacancies v where ${vacancyWhere(ctx, f)} and v.status = 'New'))`;
}

/**
 * The requirement figure rows (alias `s`) of the caller's scope and filters: by week when the
 * answer is per week or the filter names one, else by year or all time, and by month and day when
 * the filter has a month or dates. An assignment counts when its own company is in scope too
 * (`assign_company`, the copied rc.company; a requirement's own figures have it equal to `company`).
 */
function requirementFigures(ctx: Ctx, f: Filters, opts: { byWeek: boolean }): SQL {
  const actor = ctx.actor;
  const unbounded = opts.byWeek || f.week != null ? 'w' : f.year != null ? 'y' : 'c';
  return sql`select * from dashboard_requirement_figures s where ${where([
    periodWhere(requirementDays(f), { unbounded, years: false }),
    actor.is_superuser ? undefined : companyScope(sql`s.company`, { site: sql`s.site` })(actor),
    actor.is_superuser ? undefined : inIds(sql`s.assign_company`, actor.companies),
    f.region != null ? inRegion(sql`s.company`, f.region) : undefined,
    f.company != null ? sql`s.company = ${f.company} and s.assign_company = ${f.company}` : undefined,
    f.site != null ? sql`s.site = ${f.site}` : undefined,
    f.year != null ? sql`s.year = ${f.year}` : undefined,
    f.week != null ? sql`s.week = ${f.week}` : undefined,
  ])}`;
}

// ---------------------------------------------------------------------------------------------
// The administrative board

/** get_total_by_region: vacancies by status and open requirements (and their open positions) per region. */
export async function totalByRegion(ctx: Ctx, f: Filters): Promise<TotalByRegionRow[]> {
  return queryRows<TotalByRegionRow>(
    ctx.db,
    sql`with vs as (
          select c.region, ${sumOf('s.vacancies_new + s.vacancies_pending')} as open,
                 ${sumOf('s.vacancies_complete')} as complete, ${sumOf('s.vacancies_cancel')} as cancel
            from (${vacancyFigures(ctx, f)}) s join companies c on c.id = s.company
           group by c.region
          having sum(${vacanciesIn}) > 0
        ), rs as (
          select c.region, ${sumOf('s.requirements_open')} as requirements_open,
                 ${sumOf('s.positions_open')} as positions_open
            from (${requirementFigures(ctx, f, { byWeek: false })}) s join companies c on c.id = s.company
           group by c.region
          having sum(s.requirements_open) > 0
        )
        select g.id as region, g.name as region_name,
               coalesce(vs.open, 0) as open, coalesce(vs.complete, 0) as complete,
               coalesce(vs.cancel, 0) as cancel, coalesce(rs.requirements_open, 0) as requirements_open,
               coalesce(rs.positions_open, 0) as positions_open
          from regions g left join vs on vs.region = g.id left join rs on rs.region = g.id
         where vs.region is not null or rs.region is not null
         order by g.name, g.id`,
  );
}

/** get_company_aging: open vacancies plus open requirements per company, by days open. */
export async function companyAging(ctx: Ctx, f: Filters): Promise<CompanyAgingRow[]> {
  const buckets = sql.join(
    agingBuckets.map((b) => {
      const lower = b.min == null ? sql`true` : sql`a.days >= ${b.min}`;
      const upper = b.max == null ? sql`true` : sql`a.days <= ${b.max}`;
      return sql`${countWhere(sql`${lower} and ${upper}`)} as ${sql.identifier(b.key)}`;
    }),
    sql`, `,
  );
  // days open as the lists compute them (their `days_open`): a vacancy's whole days since it was
  // created, a requirement's days since its date
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
    sql`select g.recruiter, ${userNameOf(sql`g.recruiter`)} as recruiter_name,
               g.open, g.complete, g.cancel, g.avg_days_to_fill
          from (
            select s.recruiter, ${sumOf('s.vacancies_new + s.vacancies_pending')} as open,
                   ${sumOf('s.vacancies_complete')} as complete, ${sumOf('s.vacancies_cancel')} as cancel,
                   ${meanOf('s.fill_seconds', 's.fill_count')} as avg_days_to_fill
              from (${vacancyFigures(ctx, f)}) s
             group by s.recruiter
            having sum(${vacanciesIn}) > 0
          ) g
         order by 2 nulls last, 1`,
  );
}

/** get_candidates_viables: non-draft vacancy candidates by viability per vacancy type and recruiter. */
export async function candidatesViables(ctx: Ctx, f: Filters): Promise<CandidatesViablesRow[]> {
  return queryRows<CandidatesViablesRow>(
    ctx.db,
    sql`select g.vacancy_type, g.recruiter, ${userNameOf(sql`g.recruiter`)} as recruiter_name,
               g.viable, g.not_viable, g.unanswered
          from (
            select s.vacancy_type, s.recruiter, ${sumOf('s.candidates_viable')} as viable,
                   ${sumOf('s.candidates_not_viable')} as not_viable,
                   ${sumOf('s.candidates_unanswered')} as unanswered
              from (${vacancyFigures(ctx, f)}) s
             group by s.vacancy_type, s.recruiter
            having sum(s.candidates_viable + s.candidates_not_viable + s.candidates_unanswered) > 0
          ) g
         order by 1, 3 nulls last, 2`,
  );
}

/** get_main_admin_summary: vacancies by status, their positions, candidates by status, approvals. */
export async function mainAdminSummary(ctx: Ctx, f: Filters): Promise<MainAdminSummary> {
  // sent for approval = when send_emails created the vacancy's current approvals (it replaces them
  // on every send), kept on the vacancy as approvals_sent_at; waiting = Pending with an approval
  // not answered yet (docs/domain.md#dashboards)
  const candidateColumns = Object.fromEntries(
    Object.entries(candidateMeasures).map(([status, column]) => [`c_${status}`, column]),
  );
  const [row] = await queryRows<
    Record<(typeof vacancyStatuses)[number], number> &
      Record<`c_${(typeof followUpStatuses)[number]}`, number> & {
        requested: number;
        hired: number;
        approvals_waiting: number;
        avg_days_to_approve: number | null;
      }
  >(
    ctx.db,
    sql`select ${byStatus(vacancyMeasures)}, ${byStatus(candidateColumns)},
               ${sumOf('s.positions_requested')} as requested, ${sumOf('s.positions_hired')} as hired,
               ${sumOf('s.approvals_waiting')} as approvals_waiting,
               ${meanOf('s.approve_seconds', 's.approve_count')} as avg_days_to_approve
          from (${vacancyFigures(ctx, f)}) s`,
  );
  const counts = row ?? {
    New: 0,
    Pending: 0,
    Complete: 0,
    Cancel: 0,
    c_Pending: 0,
    c_Accepted: 0,
    c_Rejected: 0,
    c_Hired: 0,
    c_NotAttend: 0,
    requested: 0,
    hired: 0,
    approvals_waiting: 0,
    avg_days_to_approve: null,
  };
  return {
    vacancies: {
      New: counts.New,
      Pending: counts.Pending,
      Complete: counts.Complete,
      Cancel: counts.Cancel,
    },
    positions: { requested: counts.requested, hired: counts.hired, open: counts.requested - counts.hired },
    candidates: {
      Pending: counts.c_Pending,
      Accepted: counts.c_Accepted,
      Rejected: counts.c_Rejected,
      Hired: counts.c_Hired,
      NotAttend: counts.c_NotAttend,
    },
    approvals_waiting: counts.approvals_waiting,
    avg_days_to_approve: counts.avg_days_to_approve,
  };
}

// ---------------------------------------------------------------------------------------------
// The direct board

/** get_direct_status: requirement candidates by status per ISO week, company and site. */
export async function directStatus(ctx: Ctx, f: Filters): Promise<DirectStatusRow[]> {
  // summed by ids first, the names joined to the groups
  return queryRows<DirectStatusRow>(
    ctx.db,
    sql`select g.year, g.week, g.company, ${companyName(ctx)} as company_name, g.site, st.name as site_name,
               ${sql.join(
                 followUpStatuses.map((s) => sql`g.${sql.identifier(s)}`),
                 sql`, `,
               )}
          from (
            select s.year, s.week, s.company, s.site, ${byStatus(candidateMeasures)}
              from (${requirementFigures(ctx, f, { byWeek: true })}) s
             group by s.year, s.week, s.company, s.site
            having sum(${candidatesIn}) > 0
          ) g
          join companies c on c.id = g.company
          left join sites st on st.id = g.site
         order by 1, 2, 4, 3, 6 nulls first, 5`,
  );
}

/**
 * get_direct_positions_total: the weekly summary's columns (the same sums as requestedPositionSums,
 * kept per requirement by the figures) over every filtered requirement: requested, accepted and
 * hired of the requirements not cancelled, the cancelled ones' positions apart, and the rate of
 * those very numbers.
 */
export async function directPositionsTotal(ctx: Ctx, f: Filters): Promise<DirectPositionsTotal> {
  const [row] = await queryRows<{
    total_positions: number;
    accepted: number;
    hired: number;
    open: number;
    canceled: number;
  }>(
    ctx.db,
    sql`select ${sumOf('s.positions_total')} as total_positions, ${sumOf('s.positions_accepted')} as accepted,
               ${sumOf('s.positions_hired')} as hired, ${sumOf('s.positions_pending')} as open,
               ${sumOf('s.positions_canceled')} as canceled
          from (${requirementFigures(ctx, f, { byWeek: false })}) s`,
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
    sql`select ${byStatus(candidateMeasures)} from (${requirementFigures(ctx, f, { byWeek: false })}) s`,
  );
  return row ?? { Pending: 0, Accepted: 0, Rejected: 0, Hired: 0, NotAttend: 0 };
}

/**
 * get_targets_vs_hires: per company and category with a target of the year or a hire in it, the 12
 * monthly targets (summed over its targets of that year) beside the month's hires: vacancy
 * candidates and requirement candidates Hired that month, by their vacancy's or requirement's
 * company and category (dashboard_hire_figures; a non-staff user's New vacancies from the tables).
 */
export async function targetsVsHires(ctx: Ctx, body: TargetsVsHiresBody): Promise<TargetsVsHiresRow[]> {
  const first = `${body.year}-01-01`;
  const next = `${body.year + 1}-01-01`;
  const actor = ctx.actor;
  const everyNew = actor.is_superuser || actor.is_staff;
  const narrow = (company: SQL) =>
    where([
      body.region != null ? inRegion(company, body.region) : undefined,
      body.company != null ? sql`${company} = ${body.company}` : undefined,
    ]);
  // the New vacancies the user takes part in are few: read them first, then their hires
  const newOfMine = everyNew
    ? sql``
    : sql`union all
          select v.company, v.category, extract(month from vc.hired_at)::int as month, count(*)::int as n
            from mine v join vacancy_candidates vc on vc.vacancy = v.id
           where vc.status = 'Hired' and vc.hired_at >= ${first}::date and vc.hired_at < ${next}::date
           group by 1, 2, 3`;
  const mine = everyNew
    ? sql``
    : sql`mine as materialized (
          select v.id, v.company, v.category from vacancies v
           where ${vacancyWhere(ctx, {})} and v.status = 'New' and ${narrow(sql`v.company`)}
        ), `;
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
    sql`with ${mine}t as (
          select t.company, t.category, jsonb_agg(t.values -> 'months') as months
            from targets t
           where (t.values ->> 'year')::int = ${body.year} and ${narrow(sql`t.company`)}
             and ${actor.is_superuser ? sql`true` : (companyScope(sql`t.company`)(actor) ?? sql`true`)}
           group by t.company, t.category
        ), h as (
          select s.company, s.category, extract(month from s.month)::int as month, sum(s.hires)::int as n
            from dashboard_hire_figures s
           where s.month >= ${first}::date and s.month < ${next}::date and ${narrow(sql`s.company`)}
             and ${where([
               actor.is_superuser ? undefined : companyScope(sql`s.company`, { site: sql`s.site` })(actor),
               actor.is_superuser ? undefined : inIds(sql`s.assign_company`, actor.companies),
               everyNew ? undefined : sql`not s.is_new`,
             ])}
           group by 1, 2, 3
          having sum(s.hires) > 0
          ${newOfMine}
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
