import type {
  CandidatesViablesRow,
  CompanyAgingRow,
  DashboardFilters,
  DirectPositionsTotal,
  DirectStatusPageBody,
  DirectStatusRow,
  DirectStatusTotal,
  DirectStatusWeekRow,
  MainAdminSummary,
  TargetsVsHiresBody,
  TargetsVsHiresRow,
  TotalByRegionRow,
  VacanciesByRecruiterRow,
} from '@rp/contract/entities/dashboard';
import { addDays, isoWeekMonday } from '@rp/contract/rules/dashboard';
import { fillRateOf } from '@rp/contract/rules/summary';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { findText } from '../../lib/product-text';
import { qualified } from '../../resources/names';
import { companyScope, inIds, vacancyVisible } from '../../resources/scope';
import { periodWhere, requirementDays, vacancyDays } from './dashboard.periods';
import {
  countCandidateFigureRowsPerWeek,
  countOpenByAge,
  listTargetsAndHires,
  pageCandidateFiguresByWeek,
  sumCandidateFigures,
  sumCandidateFiguresByWeek,
  sumCandidateFiguresPerWeek,
  sumFiguresByRegion,
  sumPositionFigures,
  sumVacancyFigures,
  sumVacancyFiguresByRecruiter,
  sumViabilityByTypeAndRecruiter,
} from './dashboard.queries';
import { keptAnswer } from './kept-answers';

/**
 * The dashboard figures (docs/domain.md#dashboards) over the caller's data scope: read from the
 * figures the database keeps per period (docs/decisions.md#dashboard-figures-kept-by-the-database,
 * alias `s`), so a call costs the same whatever the history; the aging board's items of the last 61
 * days and a non-staff user's New vacancies are read from the tables, with the aliases `v` (vacancies), `r` (requirements) and
 * `c` (companies). The statements are in dashboard.queries.ts; this file builds their conditions and
 * shapes their rows. src/test/dashboard-recount.ts counts the same figures afresh (the tests' reference).
 */

type Filters = DashboardFilters;

const where = (parts: (SQL | undefined)[]) => and(...parts) ?? sql`true`;
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

// ---------------------------------------------------------------------------------------------
// The figures kept by the database (docs/decisions.md#dashboard-figures-kept-by-the-database): sums
// per period, company and the filters' dimensions in dashboard_vacancy_figures,
// dashboard_requirement_figures and dashboard_hire_figures, kept by triggers (migration 0027)

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
  return sumFiguresByRegion(ctx.db, vacancyFigures(ctx, f), requirementFigures(ctx, f, { byWeek: false }));
}

/** get_company_aging: open vacancies plus open requirements per company, by days open. */
export async function companyAging(ctx: Ctx, f: Filters): Promise<CompanyAgingRow[]> {
  return countOpenByAge(ctx.db, ctx.lang, {
    vacancies: vacancyFigures(ctx, f),
    requirements: requirementFigures(ctx, f, { byWeek: false }),
    vacancyWhere: vacancyWhere(ctx, f),
    requirementWhere: requirementWhere(ctx, f),
  });
}

/** get_vacancies_by_recruiter: vacancies by status per recruiter and the mean days to fill. */
export async function vacanciesByRecruiter(ctx: Ctx, f: Filters): Promise<VacanciesByRecruiterRow[]> {
  return sumVacancyFiguresByRecruiter(ctx.db, vacancyFigures(ctx, f));
}

/** get_candidates_viables: non-draft vacancy candidates by viability per vacancy type and recruiter. */
export async function candidatesViables(ctx: Ctx, f: Filters): Promise<CandidatesViablesRow[]> {
  return sumViabilityByTypeAndRecruiter(ctx.db, vacancyFigures(ctx, f));
}

/** get_main_admin_summary: vacancies by status, their positions, candidates by status, approvals. */
export async function mainAdminSummary(ctx: Ctx, f: Filters): Promise<MainAdminSummary> {
  // sent for approval = when send_emails created the vacancy's current approvals (it replaces them
  // on every send), kept on the vacancy as approvals_sent_at; waiting = Pending with an approval
  // not answered yet (docs/domain.md#dashboards)
  const row = await sumVacancyFigures(ctx.db, vacancyFigures(ctx, f));
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

/**
 * get_direct_status: requirement candidates by status per ISO week, company and site. Every row of
 * the period (6,857 for a superuser's year at full scale: ~45 ms of CPU to read and send), so the
 * answer is kept until the figures change (kept-answers.ts).
 */
export async function directStatus(ctx: Ctx, f: Filters): Promise<DirectStatusRow[]> {
  const figures = requirementFigures(ctx, f, { byWeek: true });
  return keptAnswer(ctx.db, { name: 'get_direct_status', lang: ctx.lang, figures }, () =>
    sumCandidateFiguresByWeek(ctx.db, ctx.lang, figures),
  );
}

/** get_direct_status_weeks: requirement candidates by status per ISO week (the board's chart). */
export async function directStatusWeeks(ctx: Ctx, f: Filters): Promise<DirectStatusWeekRow[]> {
  return sumCandidateFiguresPerWeek(ctx.db, requirementFigures(ctx, f, { byWeek: true }));
}

/**
 * get_direct_status_page: one page of get_direct_status's rows in its order, with the number of
 * pages and rows (the paged list envelope, docs/domain.md#api-conventions). A page past the last is
 * empty and still tells how many there are.
 */
export async function directStatusPage(ctx: Ctx, body: DirectStatusPageBody) {
  const { page, page_size, ...f } = body;
  const figures = requirementFigures(ctx, f, { byWeek: true });
  // the rows of each week first, then the page's rows from the weeks it spans
  const weeks = await countCandidateFigureRowsPerWeek(ctx.db, figures);
  const elements = weeks.reduce((sum, week) => sum + week.rows, 0);
  const offset = (page - 1) * page_size;
  const spanned = weeksOfRows(weeks, offset, page_size);
  const data = spanned
    ? await pageCandidateFiguresByWeek(ctx.db, ctx.lang, figures, {
        from: spanned.from,
        to: spanned.to,
        offset: offset - spanned.before,
        size: page_size,
      })
    : [];
  return { data, pages: Math.max(1, Math.ceil(elements / page_size)), elements };
}

/**
 * The weeks that hold rows `offset` to `offset + size - 1` of weeks' rows laid end to end, and how
 * many rows the weeks before them hold; undefined past the last row.
 */
function weeksOfRows<W extends { rows: number }>(weeks: W[], offset: number, size: number) {
  let before = 0; // the rows of the weeks before week i
  let start: { week: W; before: number } | undefined;
  for (const week of weeks) {
    const end = before + week.rows;
    if (!start && end > offset) start = { week, before };
    if (start && end >= offset + size) return { from: start.week, to: week, before: start.before };
    before = end;
  }
  const last = weeks.at(-1);
  return start && last ? { from: start.week, to: last, before: start.before } : undefined;
}

/**
 * get_direct_positions_total: the weekly summary's columns (the same sums as requestedPositionSums,
 * kept per requirement by the figures) over every filtered requirement: requested, accepted and
 * hired of the requirements not cancelled, the cancelled ones' positions apart, and the rate of
 * those very numbers.
 */
export async function directPositionsTotal(ctx: Ctx, f: Filters): Promise<DirectPositionsTotal> {
  const row = await sumPositionFigures(ctx.db, requirementFigures(ctx, f, { byWeek: false }));
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
  const row = await sumCandidateFigures(ctx.db, requirementFigures(ctx, f, { byWeek: false }));
  return row ?? { Pending: 0, Accepted: 0, Rejected: 0, Hired: 0, NotAttend: 0 };
}

/**
 * get_targets_vs_hires: per company and category with a target of the year or a hire in it, the 12
 * monthly targets (summed over its targets of that year) beside the month's hires: vacancy
 * candidates and requirement candidates Hired that month, by their vacancy's or requirement's
 * company and category (dashboard_hire_figures; a non-staff user's New vacancies from the tables).
 */
export async function targetsVsHires(ctx: Ctx, body: TargetsVsHiresBody): Promise<TargetsVsHiresRow[]> {
  const actor = ctx.actor;
  const everyNew = actor.is_superuser || actor.is_staff;
  const narrow = (company: SQL) =>
    where([
      body.region != null ? inRegion(company, body.region) : undefined,
      body.company != null ? sql`${company} = ${body.company}` : undefined,
    ]);
  const targetScope = actor.is_superuser ? sql`true` : (companyScope(sql`t.company`)(actor) ?? sql`true`);
  const hireScope = where([
    actor.is_superuser ? undefined : companyScope(sql`s.company`, { site: sql`s.site` })(actor),
    actor.is_superuser ? undefined : inIds(sql`s.assign_company`, actor.companies),
    everyNew ? undefined : sql`not s.is_new`,
  ]);
  const rows = await listTargetsAndHires(ctx.db, ctx.lang, body.year, {
    targets: sql`${narrow(sql`t.company`)} and ${targetScope}`,
    hires: sql`${narrow(sql`s.company`)} and ${hireScope}`,
    // a non-staff user's New vacancies (left out of the figures above): those they take part in
    mine: everyNew
      ? undefined
      : sql`${vacancyWhere(ctx, {})} and v.status = 'New' and ${narrow(sql`v.company`)}`,
  });
  // the category's label in the caller's language (common.enums.category), else its description:
  // looked up once per category (a superuser's year is 600 rows of four categories)
  const labels = new Map<string, string>();
  const labelOf = (code: string, description: string) => {
    let label = labels.get(code);
    if (label === undefined) {
      label = findText(ctx.lang, `common.enums.category.${code}`) ?? description;
      labels.set(code, label);
    }
    return label;
  };
  const none = Array.from({ length: 12 }, () => 0);
  return rows.map((row) => ({
    company: row.company,
    company_name: row.company_name,
    category: row.category,
    category_name: labelOf(row.category_code, row.category_name),
    // twelve sums each (listTargetsAndHires), or none
    targets: row.months ?? none,
    hires: row.hires ?? none,
  }));
}
