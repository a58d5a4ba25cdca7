import { describe, expect, it } from 'vitest';
import { requirementStatuses } from '../enums';
import {
  fillRate,
  fillRateOf,
  isRequestedRequirement,
  requestedRequirementStatuses,
  summaryTotals,
  weeklySummaryColumns,
} from './summary';

const row = (over: Partial<Parameters<typeof summaryTotals>[0][number]>) => ({
  total_positions: 0,
  accepted: 0,
  hired: 0,
  rejected: 0,
  not_attend: 0,
  open: 0,
  canceled: 0,
  ...over,
});

describe('fillRate (docs/domain.md#fill-rate)', () => {
  it('is hired ÷ requested × 100 with one decimal', () => {
    expect(fillRate(1, 3)).toBe(33.3);
    expect(fillRate(2, 3)).toBe(66.7);
    expect(fillRate(3, 3)).toBe(100);
    expect(fillRate(0, 5)).toBe(0);
  });

  it('is null (no rate) when nothing is requested', () => {
    expect(fillRate(0, 0)).toBeNull();
  });

  it('is the row’s own hired ÷ requested columns (requested already leaves cancelled ones out)', () => {
    expect(fillRateOf({ total_positions: 6, hired: 3 })).toBe(50);
    expect(fillRateOf({ total_positions: 0, hired: 0 })).toBeNull();
  });
});

describe('requested positions (docs/domain.md#fill-rate)', () => {
  it('are those of every requirement but a cancelled one', () => {
    expect(requestedRequirementStatuses).toEqual(requirementStatuses.filter((s) => s !== 'Cancel'));
    expect(isRequestedRequirement('Closed')).toBe(true);
    expect(isRequestedRequirement('New')).toBe(true);
    expect(isRequestedRequirement('Cancel')).toBe(false);
  });
});

describe('summaryTotals', () => {
  it('sums the counts', () => {
    const totals = summaryTotals([
      row({
        total_positions: 10,
        accepted: 6,
        hired: 5,
        rejected: 2,
        not_attend: 1,
        open: 4,
      }),
      row({ total_positions: 4, accepted: 4, hired: 4, rejected: 1, open: 0 }),
    ]);
    expect(totals).toEqual({
      total_positions: 14,
      accepted: 10,
      hired: 9,
      rejected: 3,
      not_attend: 1,
      open: 4,
      canceled: 0,
      fill_rate: 64.3,
    });
  });

  it('rates the summed counts, never the average of rounded rates', () => {
    // 2 of 3 (66.7 %) and 1 of 6 (16.7 %): the average of the rates is 41.7 %, the rate of the
    // sums 3 of 9 = 33.3 %
    const rows = [row({ total_positions: 3, hired: 2 }), row({ total_positions: 6, hired: 1 })];
    const rates = rows.map((r) => fillRateOf(r) ?? 0);
    expect(rates).toEqual([66.7, 16.7]);
    expect((rates[0]! + rates[1]!) / 2).toBeCloseTo(41.7);
    expect(summaryTotals(rows).fill_rate).toBe(33.3);
    // hires recovered from the rounded rates (2.001 + 1.002 of 9) would even say 33.4 %
    expect(fillRate((66.7 * 3 + 16.7 * 6) / 100, 9)).toBe(33.4);
  });

  it('follows from its own columns: the rate is its hired ÷ its requested, cancelled positions apart', () => {
    // 236 positions of which 8 cancelled: requested 228, and 100 hired are 43.9 % of the row's 228
    const totals = summaryTotals([
      row({ total_positions: 128, canceled: 8, hired: 60 }),
      row({ total_positions: 100, hired: 40 }),
    ]);
    expect(totals).toMatchObject({ total_positions: 228, canceled: 8, hired: 100, fill_rate: 43.9 });
    expect(totals.fill_rate).toBe(fillRate(totals.hired, totals.total_positions));
    expect(summaryTotals([]).fill_rate).toBeNull();
    expect(summaryTotals([row({ canceled: 5 })]).fill_rate).toBeNull();
  });
});

describe('weeklySummaryColumns', () => {
  it('lists the screen’s and the export’s columns in order', () => {
    expect(weeklySummaryColumns).toEqual([
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
    ]);
  });
});
