import { boolean, date, index, integer, numeric, pgTable, unique, varchar } from 'drizzle-orm/pg-core';

/**
 * The dashboard figures kept by the database (docs/decisions.md#dashboard-figures-kept-by-the-database):
 * sums per period and per the dimensions the filters and the data scope need, maintained by
 * statement-level triggers on the base tables in the same transaction as each change (migration
 * 0027), so a dashboard call reads a few hundred rows whatever the history. Never written by the API.
 *
 * `grain` says which period a row sums: `d` one day (`day`), `m` a calendar month (`day` is its first
 * day), `y` a calendar year (`day` is 1 January), `c` all time (`day` null); the requirement figures
 * also have `w` (an ISO week of `year`, `day` null) and their `y` is an ISO week-year (`year`, `day`
 * and `week` null), because the direct process filters by its stored week and year.
 */

const count = (name: string) => integer(name).notNull().default(0);
const seconds = (name: string) => numeric(name).notNull().default('0');

/** Live vacancies by the day they were created, company, recruiter, vacancy type and whether New. */
export const dashboardVacancyFigures = pgTable(
  'dashboard_vacancy_figures',
  {
    grain: varchar('grain', { length: 1 }).notNull(),
    day: date('day', { mode: 'string' }),
    company: integer('company').notNull(),
    recruiter: integer('recruiter'),
    vacancy_type: varchar('vacancy_type', { length: 20 }).notNull(),
    /** New vacancies apart: a non-staff user sees only the New ones they take part in (read from vacancies). */
    is_new: boolean('is_new').notNull(),
    vacancies_new: count('vacancies_new'),
    vacancies_pending: count('vacancies_pending'),
    vacancies_complete: count('vacancies_complete'),
    vacancies_cancel: count('vacancies_cancel'),
    /** quantity and hired of the vacancies not cancelled. */
    positions_requested: count('positions_requested'),
    positions_hired: count('positions_hired'),
    /** Pending vacancies with an approval not answered yet. */
    approvals_waiting: count('approvals_waiting'),
    /** Seconds from approvals_sent_at to approved_at, and how many vacancies have both. */
    approve_seconds: seconds('approve_seconds'),
    approve_count: count('approve_count'),
    /** Seconds from created_at to closed_at of the Complete vacancies, and how many. */
    fill_seconds: seconds('fill_seconds'),
    fill_count: count('fill_count'),
    /** Their vacancy candidates that are not drafts, by status and by viability. */
    candidates_pending: count('candidates_pending'),
    candidates_accepted: count('candidates_accepted'),
    candidates_rejected: count('candidates_rejected'),
    candidates_hired: count('candidates_hired'),
    candidates_not_attend: count('candidates_not_attend'),
    candidates_viable: count('candidates_viable'),
    candidates_not_viable: count('candidates_not_viable'),
    candidates_unanswered: count('candidates_unanswered'),
  },
  (t) => [
    unique('dashboard_vacancy_figures_key')
      .on(t.grain, t.day, t.company, t.recruiter, t.vacancy_type, t.is_new)
      .nullsNotDistinct(),
    // a company-scoped user's rows of one grain (the key's order serves periods)
    index('dashboard_vacancy_figures_company_idx').on(t.grain, t.company, t.day),
  ],
);

/**
 * Live requirements by their date, ISO year and week, company and site, and their assignments by
 * the assignment's own company (`assign_company`, copied on insert; the requirement's own figures
 * have `assign_company = company`).
 */
export const dashboardRequirementFigures = pgTable(
  'dashboard_requirement_figures',
  {
    grain: varchar('grain', { length: 1 }).notNull(),
    day: date('day', { mode: 'string' }),
    year: integer('year'),
    week: integer('week'),
    company: integer('company').notNull(),
    site: integer('site'),
    assign_company: integer('assign_company').notNull(),
    /** Requirements New, Approved or Recruiting and their open positions. */
    requirements_open: count('requirements_open'),
    positions_open: count('positions_open'),
    /** The weekly summary's sums (requestedPositionSums): of the requirements not cancelled … */
    positions_total: count('positions_total'),
    positions_accepted: count('positions_accepted'),
    positions_hired: count('positions_hired'),
    positions_pending: count('positions_pending'),
    /** … and the positions of the cancelled ones. */
    positions_canceled: count('positions_canceled'),
    candidates_pending: count('candidates_pending'),
    candidates_accepted: count('candidates_accepted'),
    candidates_rejected: count('candidates_rejected'),
    candidates_hired: count('candidates_hired'),
    candidates_not_attend: count('candidates_not_attend'),
  },
  (t) => [
    unique('dashboard_requirement_figures_key')
      .on(t.grain, t.day, t.year, t.week, t.company, t.site, t.assign_company)
      .nullsNotDistinct(),
    index('dashboard_requirement_figures_company_idx').on(t.grain, t.company, t.year, t.week),
  ],
);

/**
 * Hired assignments of both processes by the month of hired_at and their vacancy's or requirement's
 * company and category (targets vs hires, the hired turnover) and, for a vacancy's, its department
 * (the headcount). `source` is `v` (vacancy candidates: `site` null, `assign_company = company`) or
 * `r` (requirement candidates: `department` null).
 */
export const dashboardHireFigures = pgTable(
  'dashboard_hire_figures',
  {
    month: date('month', { mode: 'string' }).notNull(),
    source: varchar('source', { length: 1 }).notNull(),
    company: integer('company').notNull(),
    category: integer('category').notNull(),
    site: integer('site'),
    assign_company: integer('assign_company').notNull(),
    is_new: boolean('is_new').notNull(),
    hires: count('hires'),
    /** The vacancy's department (the headcount, migration 0044); null for the direct process. */
    department: integer('department'),
  },
  (t) => [
    unique('dashboard_hire_figures_key')
      .on(t.month, t.source, t.company, t.category, t.site, t.assign_company, t.is_new, t.department)
      .nullsNotDistinct(),
  ],
);
