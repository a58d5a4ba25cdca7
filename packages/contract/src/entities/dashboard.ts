import { z } from 'zod';
import { followUpStatuses, vacancyStatuses, vacancyTypes } from '../enums';
import { dateSchema, fkSchema, queryInt } from './common';

/**
 * The body of every `api/dashboard/<name>/` call (docs/domain.md#dashboards). Every filter is
 * optional; `year`/`week` are the requirement's ISO week (vacancies: their creation week), `month`
 * the calendar month of the same date, `date_from`/`date_to` an inclusive range of that date.
 * `region` goes through the company's region; `site` narrows the direct process only (vacancies have
 * no site); `recruiter` narrows the administrative process only (requirements have no recruiter).
 */
export const dashboardFilters = z
  .object({
    region: fkSchema.nullish(),
    company: fkSchema.nullish(),
    site: fkSchema.nullish(),
    recruiter: fkSchema.nullish(),
    vacancy_type: z.enum(vacancyTypes).nullish(),
    year: queryInt(z.number().int().min(2000).max(2100)).nullish(),
    week: queryInt(z.number().int().min(1).max(53)).nullish(),
    month: queryInt(z.number().int().min(1).max(12)).nullish(),
    date_from: dateSchema.nullish(),
    date_to: dateSchema.nullish(),
  })
  .refine((f) => !f.date_from || !f.date_to || f.date_from <= f.date_to, {
    path: ['date_to'],
    message: 'date_to must not be before date_from',
  });
export type DashboardFilters = z.infer<typeof dashboardFilters>;

const count = z.number().int();
/** Days with one decimal; null when there is nothing to average. */
const days = z.number().nullable();
const statusCounts = <const S extends readonly string[]>(statuses: S) =>
  z.object(Object.fromEntries(statuses.map((s) => [s, count])) as Record<S[number], typeof count>);

export const totalByRegionRow = z.object({
  region: z.number(),
  region_name: z.string(),
  /** Vacancies New or Pending. */
  open: count,
  complete: count,
  cancel: count,
  /** Requirements New, Approved or Recruiting, and their open positions. */
  requirements_open: count,
  positions_open: count,
});

/** Open vacancies plus open requirements per company, by days open (today − created). */
export const companyAgingRow = z.object({
  company: z.number(),
  company_name: z.string(),
  b0_7: count,
  b8_15: count,
  b16_30: count,
  b31_60: count,
  b61: count,
});

export const vacanciesByRecruiterRow = z.object({
  /** null: vacancies without a recruiter. */
  recruiter: z.number().nullable(),
  recruiter_name: z.string().nullable(),
  open: count,
  complete: count,
  cancel: count,
  /** Over Complete vacancies: closed_at − created_at in days, one decimal. */
  avg_days_to_fill: days,
});

export const candidatesViablesRow = z.object({
  vacancy_type: z.enum(vacancyTypes),
  recruiter: z.number().nullable(),
  recruiter_name: z.string().nullable(),
  viable: count,
  not_viable: count,
  unanswered: count,
});

export const mainAdminSummary = z.object({
  vacancies: statusCounts(vacancyStatuses),
  /** Positions (quantity) of non-cancelled vacancies, the hired ones, and requested − hired. */
  positions: z.object({ requested: count, hired: count, open: count }),
  /** Non-draft vacancy candidates by follow-up status. */
  candidates: statusCounts(followUpStatuses),
  /** Pending vacancies with at least one approval not answered. */
  approvals_waiting: count,
  /** Over approved vacancies: approved_at − the day it was sent (Pending), in days, one decimal. */
  avg_days_to_approve: days,
});

export const directStatusRow = z.object({
  year: z.number().int(),
  week: z.number().int(),
  company: z.number(),
  company_name: z.string(),
  site: z.number().nullable(),
  site_name: z.string().nullable(),
  ...statusCounts(followUpStatuses).shape,
});

/** *Added*: get_direct_status_weeks/, the status counts of each ISO week (the board's chart). */
export const directStatusWeekRow = z.object({
  year: z.number().int(),
  week: z.number().int(),
  ...statusCounts(followUpStatuses).shape,
});

/** The most rows a page of the direct board's weekly table holds. */
export const directStatusPageSizeMax = 100;
/** *Added*: get_direct_status_page/, the filters and a page of the weekly table (from 1, 25 rows unless asked). */
export const directStatusPageBody = dashboardFilters.extend({
  page: queryInt(z.number().int().min(1).max(1_000_000)).default(1),
  page_size: queryInt(z.number().int().min(1).max(directStatusPageSizeMax)).default(25),
});
export type DirectStatusPageBody = z.infer<typeof directStatusPageBody>;

/** The direct-process formulas (docs/domain.md#counters-and-formulas). */
export const directPositionsTotal = z.object({
  requested: count,
  accepted: count,
  hired: count,
  open: count,
  canceled: count,
  /** hired ÷ requested × 100, one decimal; null when requested is 0. */
  fill_rate: z.number().nullable(),
});

export const directStatusTotal = statusCounts(followUpStatuses);

/** *Added*: per company and category, the 12 monthly targets beside that month's hires. */
export const targetsVsHiresBody = z.object({
  year: queryInt(z.number().int().min(2000).max(2100)),
  region: fkSchema.nullish(),
  company: fkSchema.nullish(),
});
export const targetsVsHiresRow = z.object({
  company: z.number(),
  company_name: z.string(),
  category: z.number(),
  category_name: z.string(),
  /** Index 0 = January. */
  targets: z.array(count).length(12),
  /** Hires of the month (direct and administrative) in this company and category. */
  hires: z.array(count).length(12),
});

/**
 * Where a payroll figure came from: a named query of a client's payroll database (`query`), or the
 * platform's own hires when no active query has that endpoint name (`platform`).
 */
export const payrollSource = z.enum(['query', 'platform']);

/** Headcount by department: the `headcount` query's rows, else hires by the vacancy's department. */
export const headcountResult = z.object({
  source: payrollSource,
  rows: z.array(z.object({ department: z.string(), headcount: count })),
  /** When the rows were read from the payroll database (cached results keep it); null for `platform`. */
  synced_at: z.string().nullable(),
});

/** Hired turnover per month (YYYY-MM): the `turnover` query's rows, else the platform's hires (no exits). */
export const turnoverResult = z.object({
  source: payrollSource,
  rows: z.array(
    z.object({
      period: z.string(),
      hired: count,
      /** Exits of the month; null when the source does not know them (platform). */
      terminated: count.nullable(),
      /** terminated ÷ hired × 100, one decimal; null without exits or hires. */
      turnover: z.number().nullable(),
    }),
  ),
  synced_at: z.string().nullable(),
});

/** `dashboard/export_board/`: one board's figures as a report, in the caller's language. */
export const dashboardBoards = ['admin', 'direct'] as const;
export const exportBoardBody = dashboardFilters.and(
  z.object({ board: z.enum(dashboardBoards), format: z.enum(['xlsx', 'pdf']) }),
);
export type ExportBoardBody = z.infer<typeof exportBoardBody>;

export type TotalByRegionRow = z.infer<typeof totalByRegionRow>;
export type CompanyAgingRow = z.infer<typeof companyAgingRow>;
export type VacanciesByRecruiterRow = z.infer<typeof vacanciesByRecruiterRow>;
export type CandidatesViablesRow = z.infer<typeof candidatesViablesRow>;
export type MainAdminSummary = z.infer<typeof mainAdminSummary>;
export type DirectStatusRow = z.infer<typeof directStatusRow>;
export type DirectStatusWeekRow = z.infer<typeof directStatusWeekRow>;
export type DirectPositionsTotal = z.infer<typeof directPositionsTotal>;
export type DirectStatusTotal = z.infer<typeof directStatusTotal>;
export type TargetsVsHiresBody = z.infer<typeof targetsVsHiresBody>;
export type TargetsVsHiresRow = z.infer<typeof targetsVsHiresRow>;
export type HeadcountResult = z.infer<typeof headcountResult>;
export type TurnoverResult = z.infer<typeof turnoverResult>;

/**
 * What the payroll account may do beyond reading (docs/operations.md, payroll databases: give it a
 * read-only account): administer the server, read or write the server's files, change data,
 * create objects; `unknown` when its privileges could not be read.
 */
export const serverAccountRisks = [
  'superuser',
  'read_files',
  'write_files',
  'write_data',
  'create',
  'unknown',
] as const;
export const serverAccountRisk = z.enum(serverAccountRisks);

/**
 * `servers/test_connection/ {id}` → whether a connection and `select 1` worked; when not, only
 * "could not connect", "authentication failed" or a generic failure (never the driver's text).
 * `account_warning` is set when the account can do more than read (`account_risks` says what).
 */
export const serverIdBody = z.object({ id: fkSchema });
export const testConnectionResult = z.object({
  ok: z.boolean(),
  message: z.string().nullable(),
  ms: count,
  account_warning: z.boolean(),
  account_risks: z.array(serverAccountRisk),
});

/** `queries/run/ {id, params}` → the rows (at most the query's row cap) and whether they came from the cache. */
export const runQueryBody = z.object({
  id: fkSchema,
  params: z
    .record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .optional(),
});
export const runQueryResult = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.unknown())),
  truncated: z.boolean(),
  cached: z.boolean(),
  synced_at: z.string(),
});
export type TestConnectionResult = z.infer<typeof testConnectionResult>;
export type ServerAccountRisk = z.infer<typeof serverAccountRisk>;
export type RunQueryBody = z.infer<typeof runQueryBody>;
export type RunQueryResult = z.infer<typeof runQueryResult>;
