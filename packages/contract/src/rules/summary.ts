import type { WeeklySummaryRow } from '../entities/requirement-actions';
import type { RequirementStatus } from '../enums';

/**
 * The weekly summary's columns and fill rate (docs/domain.md#weekly-summary, docs/domain.md#fill-rate),
 * shared by the server's rows and export and the screen's table and totals row.
 */

/** The columns, in order, of the screen and the export (the screen leaves out the year it filters on). */
export const weeklySummaryColumns = [
  'company_name',
  'year',
  'week',
  'total_positions',
  'accepted',
  'hired',
  'rejected',
  'not_attend',
  'open',
  'canceled',
  'fill_rate',
] as const satisfies readonly (keyof WeeklySummaryRow)[];
export type WeeklySummaryColumn = (typeof weeklySummaryColumns)[number];

/** The columns that are counts: a totals row sums them. */
export const weeklySummaryCounts = [
  'total_positions',
  'accepted',
  'hired',
  'rejected',
  'not_attend',
  'open',
  'canceled',
] as const satisfies readonly WeeklySummaryColumn[];
export type WeeklySummaryCount = (typeof weeklySummaryCounts)[number];

/**
 * The requirements whose positions are *requested* (docs/domain.md#fill-rate): every status but
 * Cancel. One definition for the direct board, its export, home, the weekly summary and its totals
 * row, and for the follow-up list a board's hired figure opens: the positions of a cancelled
 * requirement are only in `canceled`, never in requested, accepted, hired or the rate.
 */
export const requestedRequirementStatuses = [
  'New',
  'Approved',
  'Recruiting',
  'Closed',
] as const satisfies readonly RequirementStatus[];

/** Whether a requirement's positions count as requested (it is not cancelled). */
export const isRequestedRequirement = (status: RequirementStatus) =>
  (requestedRequirementStatuses as readonly RequirementStatus[]).includes(status);

/**
 * Hired ÷ requested × 100 with one decimal, where both count only requirements that are not
 * cancelled; `null` (no rate, shown "—") when nothing is requested.
 */
export function fillRate(hired: number, requested: number): number | null {
  return requested > 0 ? Math.round((hired * 1000) / requested) / 10 : null;
}

/** What a fill rate is computed from: a row's own requested (`total_positions`) and hired columns. */
export type FillRateCounts = Pick<WeeklySummaryRow, 'total_positions' | 'hired'>;

/** The fill rate of one row or of any sum of rows, from its own columns. */
export const fillRateOf = (counts: FillRateCounts) => fillRate(counts.hired, counts.total_positions);

export type SummaryTotals = Record<WeeklySummaryCount, number> & { fill_rate: number | null };

/**
 * The totals of several rows: each column summed, and the fill rate of the summed hired and
 * requested columns (so the totals row follows from its own cells), never an average (or a sum) of
 * the rows' rounded rates.
 */
export function summaryTotals(rows: readonly Record<WeeklySummaryCount, number>[]): SummaryTotals {
  const totals = Object.fromEntries(weeklySummaryCounts.map((key) => [key, 0])) as Record<
    WeeklySummaryCount,
    number
  >;
  for (const row of rows) for (const key of weeklySummaryCounts) totals[key] += row[key];
  return { ...totals, fill_rate: fillRateOf(totals) };
}
