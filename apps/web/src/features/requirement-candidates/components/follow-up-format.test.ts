import { describe, expect, it } from 'vitest';
import {
  companyLabel,
  filtersFromSearch,
  filtersToParams,
  filtersToSearch,
  noFollowUpFilters,
} from './follow-up-format';

describe('follow-up formats', () => {
  it('shows company names by language', () => {
    const row = { company_name: 'Empresa', company_name_en: 'Company' };
    expect(companyLabel(row, 'en')).toBe('Company');
    expect(companyLabel(row, 'es')).toBe('Empresa');
    expect(companyLabel({ ...row, company_name_en: null }, 'en')).toBe('Empresa');
  });

  it('keeps the filters in the address and sends them as list parameters', () => {
    const values = { ...noFollowUpFilters, year: 2026, week: 47, interviewFrom: '2026-11-16' };
    const search = filtersToSearch(values);
    expect(search).toEqual({ year: '2026', week: '47', interview_from: '2026-11-16' });
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(values);
    expect(filtersFromSearch(new URLSearchParams('year=x&company=-3'))).toEqual(noFollowUpFilters);
    expect(filtersToParams(values)).toMatchObject({
      year: 2026,
      week: 47,
      interview_date__gte: '2026-11-16',
    });
  });

  it("reads the requirement's date range a board links with", () => {
    const search = new URLSearchParams('year=2026&company=3&date_from=2026-11-01&date_to=2026-11-30');
    const values = filtersFromSearch(search);
    expect(values).toEqual({
      ...noFollowUpFilters,
      year: 2026,
      company: 3,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    });
    expect(filtersToSearch(values)).toEqual(Object.fromEntries(search));
    expect(filtersToParams(values)).toMatchObject({
      requeriment_date__gte: '2026-11-01',
      requeriment_date__lte: '2026-11-30',
    });
  });

  it('leaves cancelled requirements out when a positions figure links with canceled=exclude', () => {
    const values = filtersFromSearch(new URLSearchParams('year=2026&canceled=exclude'));
    expect(values).toEqual({ ...noFollowUpFilters, year: 2026, withoutCanceled: true });
    expect(filtersToSearch(values)).toEqual({ year: '2026', canceled: 'exclude' });
    // the same requirements as the board's requested and hired positions (every status but Cancel)
    expect(filtersToParams(values).requeriment_status__in).toBe('New,Approved,Recruiting,Closed');
    expect(filtersToParams(noFollowUpFilters).requeriment_status__in).toBeUndefined();
  });
});
