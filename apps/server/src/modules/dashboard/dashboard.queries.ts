import type { Lang } from '@rp/contract';
import type {
  CandidatesViablesRow,
  CompanyAgingRow,
  DirectStatusRow,
  DirectStatusTotal,
  DirectStatusWeekRow,
  TotalByRegionRow,
  VacanciesByRecruiterRow,
} from '@rp/contract/entities/dashboard';
import { followUpStatuses, type vacancyStatuses } from '@rp/contract/enums';
import { agingBuckets, openVacancyStatuses } from '@rp/contract/rules/dashboard';
import { openRequirementStatuses } from '@rp/contract/rules/follow-up';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { inReadingOrder, localizedNameSql, qualified, userNameOf } from '../../resources/names';

/**
 * The statements of the dashboards (dashboard.service.ts holds their rules: the caller's scope, the
 * filters and the shape of the answers; docs/architecture.md "Where each kind of code lives"). A
 * `vacancies` or `requirements` parameter is the service's select of figure rows (alias `s`, over
 * dashboard_vacancy_figures or dashboard_requirement_figures) of the caller's scope and filters
 * (docs/decisions.md#dashboard-figures-kept-by-the-database); a `…Where` one is a condition over the
 * table's alias (`v` vacancies, `r` requirements) the service builds the same way.
 */

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
/** The company `c`'s name in the caller's language. */
const companyName = (lang: Lang) =>
  inReadingOrder(localizedNameSql(lang, qualified('c', 'name_es'), qualified('c', 'name_en')));

const openVacancy = sql`v.status in (${list(openVacancyStatuses)})`;
const openRequirement = sql`r.status in (${list(openRequirementStatuses)})`;
const countWhere = (condition: SQL) => sql`(count(*) filter (where ${condition}))::int`;
// `column`, `seconds` and `count` are raw SQL: fixed expressions over the figure tables written in
// this file (`'s.vacancies_new + s.vacancies_pending'`), never a value from a request
const sumOf = (column: string) => sql`coalesce(sum(${sql.raw(column)}), 0)::int`;
/** Days with one decimal from summed seconds and their count (numeric rounding), null without any. */
const meanOf = (seconds: string, count: string) =>
  sql`case when sum(${sql.raw(count)}) > 0 then round((sum(${sql.raw(seconds)}) / sum(${sql.raw(count)}) / 86400)::numeric, 1)::float8 end`;

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

// ---------------------------------------------------------------------------------------------
// The administrative board

/** Sums the vacancies by status and the open requirements and positions per region (regions with any). */
export function sumFiguresByRegion(db: Executor, vacancies: SQL, requirements: SQL) {
  return queryRows<TotalByRegionRow>(
    db,
    sql`with vs as (
          select c.region, ${sumOf('s.vacancies_new + s.vacancies_pending')} as open,
                 ${sumOf('s.vacancies_complete')} as complete, ${sumOf('s.vacancies_cancel')} as cancel
            from (${vacancies}) s join companies c on c.id = s.company
           group by c.region
          having sum(${vacanciesIn}) > 0
        ), rs as (
          select c.region, ${sumOf('s.requirements_open')} as requirements_open,
                 ${sumOf('s.positions_open')} as positions_open
            from (${requirements}) s join companies c on c.id = s.company
           group by c.region
          having sum(s.requirements_open) > 0
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

/** The aging's one unbounded bucket (61 days and more) and the bounded ones before it. */
const youngBuckets = agingBuckets.filter((b) => b.max != null);
const oldestBucket = (() => {
  const last = agingBuckets.find((b) => b.max == null);
  if (!last?.min) throw new Error('agingBuckets: the last bucket has a lower bound and no upper one');
  return { key: last.key, min: last.min };
})();
const youngerThan = oldestBucket.min;

/**
 * The open vacancies and requirements per company by days open (agingBuckets): each company's open
 * items are summed from the kept figures (`vacancies`, `requirements`: the open New and Pending
 * vacancies, the open requirements), the items younger than the last bucket are counted from the
 * tables (`vacancyWhere`, `requirementWhere`, the same caller and filters), and the last bucket is
 * what is left. Only the last 61 days' open items are read (migration 0042's indexes), whatever the
 * history: 19 ms over 75,000 open items at full scale before (docs/performance.md "The company aging
 * from the kept figures").
 */
export function countOpenByAge(
  db: Executor,
  lang: Lang,
  open: { vacancies: SQL; requirements: SQL; vacancyWhere: SQL; requirementWhere: SQL },
) {
  const buckets = youngBuckets.map((b) => {
    const lower = b.min == null ? sql`true` : sql`a.days >= ${b.min}`;
    return sql`${countWhere(sql`${lower} and a.days <= ${b.max}`)} as ${sql.identifier(b.key)}`;
  });
  const young = youngBuckets.map(
    (b) => sql`coalesce(y.${sql.identifier(b.key)}, 0) as ${sql.identifier(b.key)}`,
  );
  // days open as the lists compute them (their `days_open`): a vacancy's whole days since it was
  // created (fewer than 61 while created less than 61 × 24 hours ago), a requirement's days since its
  // date (a future date is young)
  return queryRows<CompanyAgingRow>(
    db,
    sql`with a as (
          select v.company, extract(day from now() - v.created_at)::int as days
            from vacancies v
           where ${open.vacancyWhere} and ${openVacancy}
             and v.created_at > now() - make_interval(hours => ${youngerThan * 24}::int)
          union all
          select r.company, (current_date - r.requeriment_date) as days
            from requeriments r
           where ${open.requirementWhere} and ${openRequirement}
             and r.requeriment_date > current_date - ${youngerThan}::int
        ), y as (
          select a.company, ${sql.join(buckets, sql`, `)}, count(*)::int as n from a group by a.company
        ), o as (
          select s.company, sum(s.vacancies_new + s.vacancies_pending) as n
            from (${open.vacancies}) s group by s.company
          union all
          select s.company, sum(s.requirements_open) as n
            from (${open.requirements}) s group by s.company
        ), t as (
          select o.company, sum(o.n)::int as n from o group by o.company having sum(o.n) > 0
        )
        select t.company, ${companyName(lang)} as company_name, ${sql.join(young, sql`, `)},
               t.n - coalesce(y.n, 0) as ${sql.identifier(oldestBucket.key)}
          from t left join y on y.company = t.company join companies c on c.id = t.company
         order by 2, 1`,
  );
}

/** Sums the vacancies by status and the mean days to fill per recruiter (recruiters with any vacancy). */
export function sumVacancyFiguresByRecruiter(db: Executor, vacancies: SQL) {
  return queryRows<VacanciesByRecruiterRow>(
    db,
    sql`select g.recruiter, ${inReadingOrder(userNameOf(sql`g.recruiter`))} as recruiter_name,
               g.open, g.complete, g.cancel, g.avg_days_to_fill
          from (
            select s.recruiter, ${sumOf('s.vacancies_new + s.vacancies_pending')} as open,
                   ${sumOf('s.vacancies_complete')} as complete, ${sumOf('s.vacancies_cancel')} as cancel,
                   ${meanOf('s.fill_seconds', 's.fill_count')} as avg_days_to_fill
              from (${vacancies}) s
             group by s.recruiter
            having sum(${vacanciesIn}) > 0
          ) g
         order by 2 nulls last, 1`,
  );
}

/** Sums the non-draft vacancy candidates by viability per vacancy type and recruiter (those with any). */
export function sumViabilityByTypeAndRecruiter(db: Executor, vacancies: SQL) {
  return queryRows<CandidatesViablesRow>(
    db,
    sql`select g.vacancy_type, g.recruiter, ${inReadingOrder(userNameOf(sql`g.recruiter`))} as recruiter_name,
               g.viable, g.not_viable, g.unanswered
          from (
            select s.vacancy_type, s.recruiter, ${sumOf('s.candidates_viable')} as viable,
                   ${sumOf('s.candidates_not_viable')} as not_viable,
                   ${sumOf('s.candidates_unanswered')} as unanswered
              from (${vacancies}) s
             group by s.vacancy_type, s.recruiter
            having sum(s.candidates_viable + s.candidates_not_viable + s.candidates_unanswered) > 0
          ) g
         order by 1, 3 nulls last, 2`,
  );
}

/** The vacancy figures summed: vacancies by status, candidates by status (`c_` + status), positions and approvals. */
export type VacancyFigureSums = Record<(typeof vacancyStatuses)[number], number> &
  Record<`c_${(typeof followUpStatuses)[number]}`, number> & {
    requested: number;
    hired: number;
    approvals_waiting: number;
    avg_days_to_approve: number | null;
  };

/** Sums the vacancy figures: vacancies and candidates by status, positions requested and hired, approvals waiting and the mean days to approve. */
export async function sumVacancyFigures(db: Executor, vacancies: SQL) {
  const candidateColumns = Object.fromEntries(
    Object.entries(candidateMeasures).map(([status, column]) => [`c_${status}`, column]),
  );
  const [row] = await queryRows<VacancyFigureSums>(
    db,
    sql`select ${byStatus(vacancyMeasures)}, ${byStatus(candidateColumns)},
               ${sumOf('s.positions_requested')} as requested, ${sumOf('s.positions_hired')} as hired,
               ${sumOf('s.approvals_waiting')} as approvals_waiting,
               ${meanOf('s.approve_seconds', 's.approve_count')} as avg_days_to_approve
          from (${vacancies}) s`,
  );
  return row;
}

// ---------------------------------------------------------------------------------------------
// The direct board

/** The figure rows of `requirements` summed per ISO week, company and site (those with any candidate). */
const candidateFiguresByWeek = (requirements: SQL) => sql`
  select s.year, s.week, s.company, s.site, ${byStatus(candidateMeasures)}
    from (${requirements}) s
   group by s.year, s.week, s.company, s.site
  having sum(${candidatesIn}) > 0`;
const statusColumns = sql.join(
  followUpStatuses.map((s) => sql`g.${sql.identifier(s)}`),
  sql`, `,
);
/** The order of the weekly rows: by week, then the company's and the site's names (no site first). */
const byWeekOrder = sql`g.year, g.week, company_name, g.company, site_name nulls first, g.site`;

/** Sums the requirement candidates by status per ISO week, company and site (the figure rows of `requirements`). */
export function sumCandidateFiguresByWeek(db: Executor, lang: Lang, requirements: SQL) {
  // summed by ids first, the names joined to the groups
  return queryRows<DirectStatusRow>(
    db,
    sql`select g.year, g.week, g.company, ${companyName(lang)} as company_name, g.site, ${inReadingOrder(sql`st.name`)} as site_name,
               ${statusColumns}
          from (${candidateFiguresByWeek(requirements)}) g
          join companies c on c.id = g.company
          left join sites st on st.id = g.site
         order by ${byWeekOrder}`,
  );
}

/**
 * How many of sumCandidateFiguresByWeek's rows each ISO week has (weeks with any), in week order: a
 * page of the rows is then read from the weeks it spans only (pageCandidateFiguresByWeek).
 */
export function countCandidateFigureRowsPerWeek(db: Executor, requirements: SQL) {
  return queryRows<{ year: number; week: number; rows: number }>(
    db,
    sql`select g.year, g.week, count(*)::int as rows
          from (select s.year, s.week from (${requirements}) s
                 group by s.year, s.week, s.company, s.site
                having sum(${candidatesIn}) > 0) g
         group by g.year, g.week
         order by 1, 2`,
  );
}

/**
 * Rows of sumCandidateFiguresByWeek of the ISO weeks `from` to `to` (both included), in its order:
 * `size` of them after the first `offset`. Grouping, naming and sorting a superuser's whole year
 * (6,876 rows at full scale) to keep 25 took 14–20 ms (docs/performance.md "The company aging from
 * the kept figures"); a page's one or two weeks are ~150 rows.
 */
export function pageCandidateFiguresByWeek(
  db: Executor,
  lang: Lang,
  requirements: SQL,
  page: { from: Week; to: Week; offset: number; size: number },
) {
  const { from, to } = page;
  return queryRows<DirectStatusRow>(
    db,
    sql`select g.year, g.week, g.company, ${companyName(lang)} as company_name, g.site, ${inReadingOrder(sql`st.name`)} as site_name,
               ${statusColumns}
          from (${candidateFiguresByWeek(sql`select * from (${requirements}) s
                 where (s.year, s.week) >= (${from.year}::int, ${from.week}::int)
                   and (s.year, s.week) <= (${to.year}::int, ${to.week}::int)`)}) g
          join companies c on c.id = g.company
          left join sites st on st.id = g.site
         order by ${byWeekOrder}
         limit ${page.size} offset ${page.offset}`,
  );
}
type Week = { year: number; week: number };

/** Sums the requirement candidates by status per ISO week (the figure rows of `requirements`; weeks with any). */
export function sumCandidateFiguresPerWeek(db: Executor, requirements: SQL) {
  return queryRows<DirectStatusWeekRow>(
    db,
    sql`select s.year, s.week, ${byStatus(candidateMeasures)}
          from (${requirements}) s
         group by s.year, s.week
        having sum(${candidatesIn}) > 0
         order by 1, 2`,
  );
}

/** Sums the requirement figures' positions: total (not cancelled), accepted, hired, pending and cancelled. */
export async function sumPositionFigures(db: Executor, requirements: SQL) {
  const [row] = await queryRows<{
    total_positions: number;
    accepted: number;
    hired: number;
    open: number;
    canceled: number;
  }>(
    db,
    sql`select ${sumOf('s.positions_total')} as total_positions, ${sumOf('s.positions_accepted')} as accepted,
               ${sumOf('s.positions_hired')} as hired, ${sumOf('s.positions_pending')} as open,
               ${sumOf('s.positions_canceled')} as canceled
          from (${requirements}) s`,
  );
  return row;
}

/** Sums the requirement candidates by status. */
export async function sumCandidateFigures(db: Executor, requirements: SQL) {
  const [row] = await queryRows<DirectStatusTotal>(
    db,
    sql`select ${byStatus(candidateMeasures)} from (${requirements}) s`,
  );
  return row;
}

/**
 * Lists per company and category with a target of `year` or a hire in it the targets of each
 * month and the hires of each month (arrays of 12): `targets` narrows
 * the targets (`t`), `hires` the hire figures (`s`, dashboard_hire_figures), and `mine`, when
 * given, the vacancies (`v`) whose hires are counted from the tables as well. The hires are summed
 * once per company and category, a month to each of the twelve sums by its first day: grouping by
 * month and then folding the months into JSON took 26 ms over a superuser's 4,761 figure rows of a
 * year at full scale, this 6 ms (docs/performance.md "The company aging from the kept figures").
 */
export function listTargetsAndHires(
  db: Executor,
  lang: Lang,
  year: number,
  where: { targets: SQL; hires: SQL; mine: SQL | undefined },
) {
  const first = `${year}-01-01`;
  const next = `${year + 1}-01-01`;
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}-01`);
  const monthSums = sql.join(
    months.map((month) => sql`coalesce(sum(h.n) filter (where h.month = ${month}::date), 0)`),
    sql`, `,
  );
  // a month's target is the sum of the company's targets of the category for it (a target's
  // `months` holds twelve numbers), rounded
  const targetSums = sql.join(
    months.map((_, i) => sql`round(sum(coalesce((t.values -> 'months' ->> ${i}::int)::numeric, 0)))`),
    sql`, `,
  );
  // the vacancies read from the tables are few: read them first, then their hires
  const mine = where.mine
    ? sql`mine as materialized (
          select v.id, v.company, v.category from vacancies v
           where ${where.mine}
        ), `
    : sql``;
  const newOfMine = where.mine
    ? sql`union all
          select v.company, v.category, date_trunc('month', vc.hired_at)::date as month, 1 as n
            from mine v join vacancy_candidates vc on vc.vacancy = v.id
           where vc.status = 'Hired' and not vc.is_draft
             and vc.hired_at >= ${first}::date and vc.hired_at < ${next}::date`
    : sql``;
  return queryRows<{
    company: number;
    company_name: string;
    category: number;
    category_code: string;
    category_name: string;
    months: number[] | null;
    hires: number[] | null;
  }>(
    db,
    sql`with ${mine}t as (
          select t.company, t.category, to_json(array[${targetSums}]::int[]) as months
            from targets t
           where (t.values ->> 'year')::int = ${year} and ${where.targets}
           group by t.company, t.category
        ), hk as (
          select h.company, h.category, to_json(array[${monthSums}]::int[]) as hires
            from (select s.company, s.category, s.month, s.hires as n
                    from dashboard_hire_figures s
                   where s.month >= ${first}::date and s.month < ${next}::date and ${where.hires}
                  ${newOfMine}) h
           group by h.company, h.category
          having sum(h.n) > 0
        )
        select k.company, ${companyName(lang)} as company_name, k.category, g.code as category_code, g.description as category_name,
               k.months, k.hires
          from (select coalesce(t.company, hk.company) as company, coalesce(t.category, hk.category) as category,
                       t.months, hk.hires
                  from t full join hk on hk.company = t.company and hk.category = t.category) k
          join companies c on c.id = k.company
          join categories g on g.id = k.category
         order by 2, 1, 4, 3`,
  );
}

/** The names of a board's filters (0 for one not given or out of the caller's scope: no name). */
export async function findFilterNames(
  db: Executor,
  lang: Lang,
  ids: { region: number; company: number; site: number; recruiter: number },
) {
  const [names] = await queryRows<{
    region: string | null;
    company: string | null;
    site: string | null;
    recruiter: string | null;
  }>(
    db,
    sql`select
      (select g.name from regions g where g.id = ${ids.region}::int) as region,
      (select ${localizedNameSql(lang, sql`c.name_es`, sql`c.name_en`)} from companies c where c.id = ${ids.company}::int) as company,
      (select s.name from sites s where s.id = ${ids.site}::int) as site,
      ${userNameOf(sql`${ids.recruiter}::int`)} as recruiter`,
  );
  return names;
}

/**
 * The counter migration 0050 raises with every commit that changes the direct board's figures or
 * the names and regions of companies and sites (docs/decisions.md "A dashboard answer kept between
 * writes"), as decimal text; undefined when its row is missing (then nothing can be kept).
 */
export async function readDashboardFiguresEpoch(db: Executor): Promise<string | undefined> {
  const [row] = await queryRows<{ epoch: string }>(
    db,
    sql`select epoch::text as epoch from dashboard_figures_epoch`,
  );
  return row?.epoch;
}
