import { describe, expect, it } from 'vitest';
import { makeVacancy } from '../../../test/factories';
import { isPastDue, noVacancyFilters, vacancyListParams } from './get-vacancies';

const today = '2026-11-27';

describe('vacancy list parameters', () => {
  it('sends the requested-between range as whole days', () => {
    const params = vacancyListParams(
      'clients',
      { ...noVacancyFilters, from: '2026-11-01', to: '2026-11-15' },
      {
        isAdmin: true,
        today,
      },
    );
    expect(params).toMatchObject({
      vacancy_type: 'clients',
      created_at__gte: '2026-11-01',
      created_at__lte: '2026-11-15T23:59:59.999',
      status__in: undefined,
    });
  });

  it('past due: open statuses the user may list, expected before today', () => {
    const admin = vacancyListParams(
      'shelter',
      { ...noVacancyFilters, isPastDue: true },
      { isAdmin: true, today },
    );
    expect(admin).toMatchObject({ status__in: ['New', 'Pending'], expected_date__lte: '2026-11-26' });
    const other = vacancyListParams(
      'shelter',
      { ...noVacancyFilters, isPastDue: true },
      { isAdmin: false, today },
    );
    expect(other.status__in).toEqual(['Pending']);
  });

  it('marks a row past due as the filter does, unless the server says', () => {
    expect(isPastDue(makeVacancy({ status: 'Pending', expected_date: '2026-11-26' }), today)).toBe(true);
    expect(isPastDue(makeVacancy({ status: 'Pending', expected_date: today }), today)).toBe(false);
    expect(isPastDue(makeVacancy({ status: 'Complete', expected_date: '2026-01-01' }), today)).toBe(false);
    expect(
      isPastDue(
        { ...makeVacancy({ status: 'Pending', expected_date: '2026-01-01' }), is_past_due: false },
        today,
      ),
    ).toBe(false);
  });
});
