import { describe, expect, it } from 'vitest';
import { noVacancyFilters, vacancyListParams } from './get-vacancies';

describe('vacancy list parameters', () => {
  it('sends the requested-between range as whole days', () => {
    const params = vacancyListParams(
      'clients',
      { ...noVacancyFilters, from: '2026-11-01', to: '2026-11-15' },
      { isAdmin: true },
    );
    expect(params).toMatchObject({
      vacancy_type: 'clients',
      created_at__gte: '2026-11-01',
      created_at__lte: '2026-11-15T23:59:59.999',
      status__in: undefined,
    });
  });

  it('past due: the server decides (is_past_due), within the statuses the user may list', () => {
    const admin = vacancyListParams('shelter', { ...noVacancyFilters, isPastDue: true }, { isAdmin: true });
    expect(admin).toMatchObject({ is_past_due: true, status__in: undefined });
    const other = vacancyListParams('shelter', { ...noVacancyFilters, isPastDue: true }, { isAdmin: false });
    expect(other).toMatchObject({ is_past_due: true, status__in: ['Pending', 'Complete', 'Cancel'] });
  });
});
