import type { CompanyAgingRow } from '../entities/dashboard';
import type { VacancyStatus } from '../enums';

/**
 * Words of the dashboards (docs/domain.md#dashboards), shared by the server's figures and the
 * boards' drill-down links so both count the same rows.
 */

/** An open vacancy: New or Pending. */
export const openVacancyStatuses = ['New', 'Pending'] as const satisfies readonly VacancyStatus[];

export type AgingBucket = Exclude<keyof CompanyAgingRow, 'company' | 'company_name'>;

/**
 * The company-aging buckets by days open, in order: inclusive bounds, `null` for none (a
 * requirement dated in the future has negative days and falls in the first bucket).
 */
export const agingBuckets = [
  { key: 'b0_7', min: null, max: 7 },
  { key: 'b8_15', min: 8, max: 15 },
  { key: 'b16_30', min: 16, max: 30 },
  { key: 'b31_60', min: 31, max: 60 },
  { key: 'b61', min: 61, max: null },
] as const satisfies readonly { key: AgingBucket; min: number | null; max: number | null }[];

/**
 * The Monday (YYYY-MM-DD) of ISO-8601 week `week` of ISO week-year `year`: week 1 is the week with
 * the year's first Thursday (the week of 4 January).
 */
export function isoWeekMonday(year: number, week: number): string {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const weekday = (jan4.getUTCDay() + 6) % 7; // Monday = 0
  const monday = new Date(Date.UTC(year, 0, 4 - weekday + (week - 1) * 7));
  return monday.toISOString().slice(0, 10);
}

/** ISO-8601 week and week-year of a YYYY-MM-DD date (a requirement's `week` and `year`). */
export function isoWeek(date: string): { week: number; year: number } {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { week: Math.ceil(((d.getTime() - yearStart) / 86400000 + 1) / 7), year: d.getUTCFullYear() };
}

/** A YYYY-MM-DD date moved by `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
