import type { WeeklySummaryRow } from '../entities/requirement-actions';

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
 * Hired ÷ requested × 100 with one decimal, where both count only requirements that are not
 * cancelled; `null` (no rate, shown "—") when nothing is requested.
 */
export function fillRate(hired: number, requested: number): number | null {
  return requested > 0 ? Math.round((hired * 1000) / requested) / 10 : null;
}

/** What a fill rate is computed from: the hires and positions of the requirements not cancelled. */
export type FillRateCounts = Pick<WeeklySummaryRow, 'total_positions' | 'canceled' | 'hired_active'>;

/** Positions requested by the requirements that are not cancelled. */
export const requestedPositions = (row: Pick<WeeklySummaryRow, 'total_positions' | 'canceled'>) =>
  row.total_positions - row.canceled;

/** The fill rate of one row or of any sum of rows. */
export const fillRateOf = (counts: FillRateCounts) =>
  fillRate(counts.hired_active, requestedPositions(counts));

export type SummaryTotals = Record<WeeklySummaryCount, number> & {
  hired_active: number;
  fill_rate: number | null;
};

/**
 * The totals of several rows: the counts summed, and the fill rate of the summed counts, never an
 * average (or a sum) of the rows' rounded rates.
 */
export function summaryTotals(
  rows: readonly (Record<WeeklySummaryCount, number> & FillRateCounts)[],
): SummaryTotals {
  const totals = {
    ...(Object.fromEntries(weeklySummaryCounts.map((key) => [key, 0])) as Record<WeeklySummaryCount, number>),
    hired_active: 0,
  };
  for (const row of rows) {
    for (const key of weeklySummaryCounts) totals[key] += row[key];
    totals.hired_active += row.hired_active;
  }
  return { ...totals, fill_rate: fillRateOf(totals) };
}
