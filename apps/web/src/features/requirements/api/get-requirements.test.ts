import { describe, expect, it } from 'vitest';
import {
  noRequirementFilters,
  requirementFiltersFromSearch,
  requirementFiltersToSearch,
  requirementListParams,
} from './get-requirements';

describe('requirement list filters in the address', () => {
  it('reads what a board links with and sends it as list parameters', () => {
    const search = new URLSearchParams(
      'status=open&region=2&company=3&year=2026&week=47&date_from=2026-11-01&date_to=2026-11-30',
    );
    const filters = requirementFiltersFromSearch(search);
    expect(filters).toEqual({
      ...noRequirementFilters,
      status: 'open',
      region: 2,
      company: 3,
      year: 2026,
      week: 47,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    });
    expect(requirementFiltersToSearch(filters)).toEqual(Object.fromEntries(search));
    expect(requirementListParams(filters)).toEqual({
      year: 2026,
      week: 47,
      company: 3,
      site: undefined,
      status: undefined,
      status__in: ['New', 'Approved', 'Recruiting'],
      is_past_due: undefined,
      region: 2,
      requeriment_date__gte: '2026-11-01',
      requeriment_date__lte: '2026-11-30',
    });
  });

  it('drops what is not a filter and keeps one status as it is', () => {
    expect(
      requirementFiltersFromSearch(new URLSearchParams('status=x&year=99&week=60&past_due=maybe')),
    ).toEqual(noRequirementFilters);
    const filters = requirementFiltersFromSearch(new URLSearchParams('status=Closed&past_due=true'));
    expect(requirementListParams(filters)).toMatchObject({
      status: 'Closed',
      status__in: undefined,
      is_past_due: 'true',
    });
  });
});
