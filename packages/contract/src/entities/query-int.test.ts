import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryInt } from './common';
import { dashboardFilters } from './dashboard';
import { requirementFiltersQuery } from './requirement-actions';

describe('queryInt: a whole number of a query field is plain digits', () => {
  const week = queryInt(z.number().int().min(1).max(53));

  it('reads digits and numbers', () => {
    expect(week.parse('12')).toBe(12);
    expect(week.parse(12)).toBe(12);
  });

  it.each(['0x10', '1e1', ' 12', '12 ', '+12', '12.0', 'Infinity', '١٢'])('refuses %j', (value) => {
    expect(week.safeParse(value).success).toBe(false);
  });

  it('treats an empty value as missing (required, not 0)', () => {
    const result = week.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('invalid_type');
  });

  it('is what the query schemas use', () => {
    expect(dashboardFilters.safeParse({ year: '0x7ea' }).success).toBe(false);
    expect(dashboardFilters.safeParse({ year: '2026', week: '1e1' }).success).toBe(false);
    expect(dashboardFilters.parse({ year: '2026', week: '10' })).toMatchObject({ year: 2026, week: 10 });
    expect(requirementFiltersQuery.safeParse({ year: '2026', week: '0x1' }).success).toBe(false);
  });
});
