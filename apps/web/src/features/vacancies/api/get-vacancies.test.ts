import { describe, expect, it } from 'vitest';
import { listStatuses, noVacancyFilters, vacancyListParams } from './get-vacancies';

describe('vacancy list parameters', () => {
  it('sends the requested-between range as whole days', () => {
    const params = vacancyListParams('clients', {
      ...noVacancyFilters,
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(params).toMatchObject({
      vacancy_type: 'clients',
      created_at__gte: '2026-11-01',
      created_at__lte: '2026-11-15T23:59:59.999',
    });
  });

  it('past due: the server decides (is_past_due); New is offered to everyone (the server lists only their own)', () => {
    const params = vacancyListParams('shelter', { ...noVacancyFilters, isPastDue: true });
    expect(params).toMatchObject({ is_past_due: true, status: undefined });
    expect(params.status__in).toBeUndefined();
    expect(listStatuses).toContain('New');
  });
});
