import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { directFigures, filter, hrefOf, mockReferences, section } from '../../../test/board-kit';
import { mockApi } from '../../../test/msw';
import { pickOption, renderWithApp, text } from '../../../test/render';
import { BoardScreen } from './board-screen';

// the charts library draws nothing in jsdom: a stand-in shows which chart a figure asked for
vi.mock('./board-chart', () => ({
  default: (props: { label: string; data: unknown[] }) => (
    <div role="img" aria-label={props.label} data-points={props.data.length} />
  ),
}));

// a board asks for several figures and loads its chart chunk: slower than one list on a busy machine
configure({ asyncUtilTimeout: 5000 });

const t = text;

// the lazy chart chunk resolved once before the first board asks for it
beforeAll(async () => {
  await import('./board-chart');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('direct board', { timeout: 60_000 }, () => {
  let calls: Record<string, ReturnType<typeof mockApi>>;
  beforeEach(() => {
    mockReferences();
    calls = {
      totals: mockApi('post', 'dashboard/get_direct_status_total/', directFigures.totals),
      positions: mockApi('post', 'dashboard/get_direct_positions_total/', directFigures.positions),
      weeks: mockApi('post', 'dashboard/get_direct_status_weeks/', [
        { year: 2026, week: 47, Pending: 3, Accepted: 2, Rejected: 1, Hired: 4, NotAttend: 0 },
      ]),
      status: mockApi('post', 'dashboard/get_direct_status_page/', {
        data: [
          {
            year: 2026,
            week: 47,
            company: 3,
            company_name: 'Tecma Norte',
            site: 9,
            site_name: 'Planta Uno',
            Pending: 3,
            Accepted: 2,
            Rejected: 1,
            Hired: 4,
            NotAttend: 0,
          },
        ],
        pages: 1,
        elements: 1,
      }),
      targets: mockApi('post', 'dashboard/get_targets_vs_hires/', [
        {
          company: 3,
          company_name: 'Tecma Norte',
          category: 1,
          category_name: 'Directo',
          targets: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 12, 12],
          hires: [8, 9, 10, 7, 6, 5, 4, 3, 2, 1, 11, 0],
        },
      ]),
    };
  });

  const renderBoard = (route = '/status/board_direct') =>
    renderWithApp(<BoardScreen board="direct" title="Tablero directo" />, {
      route,
      path: '/status/board_direct',
    });

  it('shows the status boxes, the positions and fill rate, the weekly table and targets vs hires', async () => {
    renderBoard('/status/board_direct?year=2026');
    expect(screen.getByText(t('routes.menu.extra.daily_progress_direct'))).toBeTruthy();
    expect((await screen.findByTestId('status-count-Pending')).textContent).toBe('6');
    expect((await screen.findByTestId('positions-requested')).textContent).toBe('40');
    expect(screen.getByTestId('positions-fill_rate').textContent).toBe('22.5%');
    const weekly = section(t('dashboard.direct.by_week.title'));
    expect(await within(weekly).findByText('Planta Uno')).toBeTruthy();
    const targets = section(`${t('dashboard.direct.targets.title')} · 2026`);
    expect(await within(targets).findByText('124')).toBeTruthy(); // the year's target
    expect(calls.targets.last.body).toEqual({ year: 2026 });
  });

  it('asks again with a changed filter: company, then site', async () => {
    renderBoard('/status/board_direct?year=2026');
    await waitFor(() => expect(calls.status.last.body).toEqual({ year: 2026, page: 1, page_size: 25 }));
    expect(calls.weeks.last.body).toEqual({ year: 2026 });
    await pickOption(filter(t('dashboard.filters.company')), 'Tecma Norte');
    await waitFor(() =>
      expect(calls.status.last.body).toEqual({ year: 2026, company: 3, page: 1, page_size: 25 }),
    );
    expect(calls.weeks.last.body).toEqual({ year: 2026, company: 3 });
    expect(calls.targets.last.body).toEqual({ year: 2026, company: 3 });
    await pickOption(filter(t('dashboard.filters.site')), 'Planta Uno');
    await waitFor(() => expect(calls.totals.last.body).toEqual({ year: 2026, company: 3, site: 9 }));
    expect(calls.positions.last.body).toEqual({ year: 2026, company: 3, site: 9 });
  });

  it('links each status number to its follow-up list with the same filters', async () => {
    renderBoard('/status/board_direct?year=2026&month=11&company=3');
    const notAttend = (await screen.findByTestId('status-count-NotAttend')).closest('a') as HTMLElement;
    expect(hrefOf(notAttend)).toEqual({
      path: '/requeriments/direct/status/not_attends',
      query: { year: '2026', company: '3', date_from: '2026-11-01', date_to: '2026-11-30' },
    });
    const weekly = section(t('dashboard.direct.by_week.title'));
    const hired = await within(weekly).findByRole('link', {
      name: `2026-S47 · Tecma Norte · Planta Uno · ${t('common.enums.follow_up_status.Hired')}: 4`,
    });
    expect(hrefOf(hired)).toEqual({
      path: '/requeriments/direct/status/hired',
      query: {
        year: '2026',
        week: '47',
        company: '3',
        site: '9',
        date_from: '2026-11-01',
        date_to: '2026-11-30',
      },
    });
    // hired positions leave cancelled requirements out: so does the list they open
    const positionsHired = within(screen.getByTestId('positions-hired')).getByRole('link');
    expect(hrefOf(positionsHired)).toEqual({
      path: '/requeriments/direct/status/hired',
      query: {
        year: '2026',
        company: '3',
        date_from: '2026-11-01',
        date_to: '2026-11-30',
        canceled: 'exclude',
      },
    });
    expect(screen.getByText(t('dashboard.direct.positions.note'))).toBeTruthy();
  });

  it('pages the weekly table on the server, back to the first page when a filter changes', async () => {
    const row = (week: number) => ({
      year: 2026,
      week,
      company: 3,
      company_name: 'Tecma Norte',
      site: 9,
      site_name: 'Planta Uno',
      Pending: 1,
      Accepted: 0,
      Rejected: 0,
      Hired: 0,
      NotAttend: 0,
    });
    calls.status = mockApi('post', 'dashboard/get_direct_status_page/', (request) => ({
      data: [row((request.body as { page: number }).page === 1 ? 10 : 11)],
      pages: 3,
      elements: 60,
    }));
    renderBoard('/status/board_direct?year=2026');
    const weekly = section(t('dashboard.direct.by_week.title'));
    expect(await within(weekly).findByText('2026-S10')).toBeTruthy();
    expect(
      within(weekly).getByText(t('dashboard.direct.by_week.rows', { count: 60, page: 1, pages: 3 })),
    ).toBeTruthy();
    fireEvent.click(within(weekly).getByRole('button', { name: t('common.controls.next_page') }));
    expect(await within(weekly).findByText('2026-S11')).toBeTruthy();
    expect(calls.status.last.body).toEqual({ year: 2026, page: 2, page_size: 25 });
    // the chart's weeks are asked once, not per page
    expect(calls.weeks.last.body).toEqual({ year: 2026 });
    await pickOption(filter(t('dashboard.filters.company')), 'Tecma Norte');
    await waitFor(() =>
      expect(calls.status.last.body).toEqual({ year: 2026, company: 3, page: 1, page_size: 25 }),
    );
  });

  it('exports the direct board', async () => {
    const exported = mockApi('post', 'dashboard/export_board/', { ok: true });
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:board' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderBoard('/status/board_direct?year=2026&week=47');
    fireEvent.click(await screen.findByRole('button', { name: t('dashboard.export.pdf') }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exported.last.body).toEqual({ year: 2026, week: 47, board: 'direct', format: 'pdf' });
  });
});
