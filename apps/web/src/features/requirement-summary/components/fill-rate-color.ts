/**
 * How the screen shows fill rates. The totals row and the rates themselves are the contract's
 * (`summaryTotals`, `fillRate` in packages/contract/src/rules/summary.ts, docs/domain.md#fill-rate).
 */

/** Fill-rate bands of the legend: green ≥ 90 %, yellow ≥ 70 %, red below. */
export const fillRateBands = { good: 90, fair: 70 } as const;

export function fillRateColor(rate: number): 'green' | 'yellow' | 'red' {
  if (rate >= fillRateBands.good) return 'green';
  if (rate >= fillRateBands.fair) return 'yellow';
  return 'red';
}
