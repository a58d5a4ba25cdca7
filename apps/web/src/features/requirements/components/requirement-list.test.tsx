import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { pickOption, renderWithApp, text } from '../../../test/render';
import { RequirementList } from './requirement-list';

describe('requirement list', { timeout: 60_000 }, () => {
  it('reads its filters from the address (a board links to the rows it counts) and keeps them there', async () => {
    const list = mockApi('get', 'requeriments/', paged([]));
    mockApi('get', 'requeriments/get_filters/', {
      years: [2026],
      weeks: [47],
      companies: [{ id: 3, name: 'Tecma Norte' }],
      sites: [],
      statuses: ['New', 'Approved', 'Recruiting', 'Closed', 'Cancel'],
    });
    renderWithApp(<RequirementList title="Requerimientos" />, {
      route:
        '/requeriments/direct?status=open&region=2&company=3&year=2026&date_from=2026-11-01&date_to=2026-11-30',
      path: '/requeriments/direct',
    });
    await waitFor(() =>
      expect(list.last.query).toMatchObject({
        status__in: 'New,Approved,Recruiting',
        region: '2',
        company: '3',
        year: '2026',
        requeriment_date__gte: '2026-11-01',
        requeriment_date__lte: '2026-11-30',
      }),
    );
    expect(list.last.query.status).toBeUndefined();
    await pickOption(
      screen.getByLabelText(text('requirements.fields.status'), { selector: 'input' }),
      text('common.enums.requeriment_status.Closed'),
    );
    await waitFor(() => expect(list.last.query).toMatchObject({ status: 'Closed', company: '3' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/requeriments/direct?year=2026&company=3&status=Closed&region=2&date_from=2026-11-01&date_to=2026-11-30',
    );
  });
});
