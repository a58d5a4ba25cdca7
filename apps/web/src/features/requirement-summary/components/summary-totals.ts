import type { WeeklySummaryRow } from '@rp/contract/entities';

export type SummaryCounts = Pick<
  WeeklySummaryRow,
  'total_positions' | 'accepted' | 'hired' | 'rejected' | 'not_attend' | 'open' | 'canceled' | 'fill_rate'
>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The totals row: counts summed; fill rate = Σ hired of non-cancelled requirements / Σ non-cancelled
 * positions. The rows do not carry hired-of-non-cancelled, so it is recovered from each row's own
 * rate: Σ(fill_rate × (total − canceled) / 100) / Σ(total − canceled), in percent with one decimal.
 */
export function summaryTotals(rows: readonly SummaryCounts[]): SummaryCounts {
  const totals: SummaryCounts = {
    total_positions: 0,
    accepted: 0,
    hired: 0,
    rejected: 0,
    not_attend: 0,
    open: 0,
    canceled: 0,
    fill_rate: 0,
  };
  let hiredActive = 0;
  let active = 0;
  for (const row of rows) {
    totals.total_positions += row.total_positions;
    totals.accepted += row.accepted;
    totals.hired += row.hired;
    totals.rejected += row.rejected;
    totals.not_attend += row.not_attend;
    totals.open += row.open;
    totals.canceled += row.canceled;
    const rowActive = Math.max(0, row.total_positions - row.canceled);
    hiredActive += (row.fill_rate * rowActive) / 100;
    active += rowActive;
  }
  totals.fill_rate = active > 0 ? round1((hiredActive / active) * 100) : 0;
  return totals;
}

/** Fill-rate bands of the legend: green ≥ 90 %, yellow ≥ 70 %, red below. */
export const fillRateBands = { good: 90, fair: 70 } as const;

export function fillRateColor(rate: number): 'green' | 'yellow' | 'red' {
  if (rate >= fillRateBands.good) return 'green';
  if (rate >= fillRateBands.fair) return 'yellow';
  return 'red';
}
