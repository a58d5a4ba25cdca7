import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAssignment, makeUser, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, signIn, testQueryClient } from '../../../test/render';
import { FollowUpOverview, prefetchFollowUpOverview } from './follow-up-overview';

describe('follow-up overview', { timeout: 60_000 }, () => {
  it('started before the page renders (its route loader), the counts, filters and first page are asked for once', async () => {
    const summary = mockApi('get', 'requeriments/get_summary_status/', {
      Pending: 1,
      Accepted: 0,
      Rejected: 0,
      Hired: 0,
      NotAttend: 0,
    });
    const filters = mockApi('get', 'requeriments/get_filters/', {
      years: [2026],
      weeks: [47],
      companies: [],
      sites: [],
    });
    const list = mockApi(
      'get',
      'requeriment-candidates/',
      paged([makeAssignment({ status: 'Pending', candidate_name: 'Ana Coldload' })], { elements: 1 }),
    );
    mockApi('get', 'catalogs/', []);
    const search = '?year=2026&week=47';
    const user = signIn(makeUser());
    const client = testQueryClient();
    prefetchFollowUpOverview(client, new URLSearchParams(search));
    // the requests leave before anything renders, with the filters of the address
    await waitFor(() => expect(list.requests).toHaveLength(1));
    expect(list.last.query).toEqual({
      page: '1',
      page_size: '25',
      ordering: '-id',
      year: '2026',
      week: '47',
    });
    await waitFor(() => expect(summary.requests).toHaveLength(1));
    expect(summary.last.query).toEqual({ year: '2026', week: '47' });
    expect(filters.requests).toHaveLength(1);
    renderWithApp(<FollowUpOverview />, {
      user,
      client,
      route: `/requeriments/direct/status${search}`,
    });
    expect(await screen.findByText('Ana Coldload')).toBeTruthy();
    expect(await screen.findByTestId('status-count-Pending')).toBeTruthy();
    // the page's own queries found them: nothing asked twice
    expect(list.requests).toHaveLength(1);
    expect(summary.requests).toHaveLength(1);
    expect(filters.requests).toHaveLength(1);
  });
});
