import { describe, expect, it } from 'vitest';
import { addDays, agingBuckets, isoWeek, isoWeekMonday } from './dashboard';

describe('isoWeekMonday (docs/domain.md#dashboards: week/year filters are ISO-8601)', () => {
  it.each([
    [2025, 1, '2024-12-30'],
    [2025, 10, '2025-03-03'],
    [2026, 1, '2025-12-29'],
    [2021, 1, '2021-01-04'],
    [2020, 53, '2020-12-28'],
    [2027, 1, '2027-01-04'],
  ])('year %i week %i starts on %s', (year, week, monday) => {
    expect(isoWeekMonday(year, week)).toBe(monday);
  });

  it.each([
    ['2024-12-30', 2025, 1],
    ['2021-01-03', 2020, 53],
    ['2026-11-29', 2026, 48],
  ])('%s is in year %i week %i, the week isoWeekMonday starts', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week });
    expect(isoWeekMonday(year, week) <= date && date < addDays(isoWeekMonday(year, week), 7)).toBe(true);
  });

  it('moves dates across months and years', () => {
    expect(addDays('2025-12-29', 7)).toBe('2026-01-05');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('agingBuckets', () => {
  it('cover every day count once, in order', () => {
    for (const days of [-3, 0, 7, 8, 15, 16, 30, 31, 60, 61, 400]) {
      const hits = agingBuckets.filter(
        (b) => (b.min == null || days >= b.min) && (b.max == null || days <= b.max),
      );
      expect(hits).toHaveLength(1);
    }
  });
});
