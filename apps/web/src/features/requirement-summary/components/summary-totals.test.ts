import { describe, expect, it } from 'vitest';
import { fillRateColor, type SummaryCounts, summaryTotals } from './summary-totals';

const row = (over: Partial<SummaryCounts>): SummaryCounts => ({
  total_positions: 0,
  accepted: 0,
  hired: 0,
  rejected: 0,
  not_attend: 0,
  open: 0,
  canceled: 0,
  fill_rate: 0,
  ...over,
});

describe('summaryTotals', () => {
  it('sums the counts', () => {
    const totals = summaryTotals([
      row({ total_positions: 10, accepted: 6, hired: 5, rejected: 2, not_attend: 1, open: 4, fill_rate: 50 }),
      row({ total_positions: 4, accepted: 4, hired: 4, rejected: 1, not_attend: 0, open: 0, fill_rate: 100 }),
    ]);
    expect(totals).toMatchObject({
      total_positions: 14,
      accepted: 10,
      hired: 9,
      rejected: 3,
      not_attend: 1,
      open: 4,
      canceled: 0,
    });
  });

  it('weights each fill rate by its non-cancelled positions (not the mean of the rates)', () => {
    // row A: 10 positions, 3 cancelled, 7 active, hired 7 of them → 100 %
    // row B: 20 positions, none cancelled, hired 5 → 25 %
    // totals: hired 12 of 27 active = 44.4 % (the plain mean of the rates would be 62.5 %)
    const totals = summaryTotals([
      row({ total_positions: 10, canceled: 3, hired: 7, fill_rate: 100 }),
      row({ total_positions: 20, hired: 5, fill_rate: 25 }),
    ]);
    expect(totals.fill_rate).toBe(44.4);
  });

  it('recovers hires from rounded rates (one decimal)', () => {
    // 1 of 3 = 33.3 %, 2 of 3 = 66.7 % → 3 of 6 = 50 %
    const totals = summaryTotals([
      row({ total_positions: 3, hired: 1, fill_rate: 33.3 }),
      row({ total_positions: 3, hired: 2, fill_rate: 66.7 }),
    ]);
    expect(totals.fill_rate).toBe(50);
  });

  it('is 0 without active positions (only cancelled, or no rows)', () => {
    expect(summaryTotals([]).fill_rate).toBe(0);
    expect(summaryTotals([row({ total_positions: 5, canceled: 5 })]).fill_rate).toBe(0);
  });
});

describe('fillRateColor', () => {
  it('bands at 90 and 70', () => {
    expect(fillRateColor(100)).toBe('green');
    expect(fillRateColor(90)).toBe('green');
    expect(fillRateColor(89.9)).toBe('yellow');
    expect(fillRateColor(70)).toBe('yellow');
    expect(fillRateColor(69.9)).toBe('red');
    expect(fillRateColor(0)).toBe('red');
  });
});
