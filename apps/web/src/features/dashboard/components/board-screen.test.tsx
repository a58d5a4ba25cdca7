import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { filter, hrefOf, mockReferences, section } from '../../../test/board-kit';
import { mockApi } from '../../../test/msw';
import { pickOption, renderWithApp, text } from '../../../test/render';
import { BoardScreen } from './board-screen';

// the charts library draws nothing in jsdom: a stand-in shows which chart a figure asked for
vi.mock('./board-chart', () => ({
  default: (props: { label: string; data: unknown[] }) => (
    <div role="img" aria-label={props.label} data-points={props.data.length} />
  ),
}));

// a board asks for seven figures and loads its chart chunk: slower than one list on a busy machine
configure({ asyncUtilTimeout: 5000 });

const t = text;

const summary = {
  vacancies: { New: 2, Pending: 5, Complete: 9, Cancel: 1 },
  positions: { requested: 30, hired: 12, open: 18 },
  candidates: { Pending: 7, Accepted: 4, Rejected: 3, Hired: 12, NotAttend: 2 },
  approvals_waiting: 3,
  avg_days_to_approve: 2.5,
};

// the lazy chart chunk resolved once before the first board asks for it
beforeAll(async () => {
  await import('./board-chart');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin board', { timeout: 60_000 }, () => {
  let calls: Record<string, ReturnType<typeof mockApi>>;
  beforeEach(() => {
    mockReferences();
    calls = {
      summary: mockApi('post', 'dashboard/get_main_admin_summary/', summary),
      regions: mockApi('post', 'dashboard/get_total_by_region/', [
        {
          region: 2,
          region_name: 'Norte',
          open: 6,
          complete: 9,
          cancel: 1,
          requirements_open: 4,
          positions_open: 11,
        },
      ]),
      aging: mockApi('post', 'dashboard/get_company_aging/', [
        { company: 3, company_name: 'Tecma Norte', b0_7: 1, b8_15: 2, b16_30: 0, b31_60: 3, b61: 4 },
      ]),
      recruiters: mockApi('post', 'dashboard/get_vacancies_by_recruiter/', [
        {
          recruiter: 31,
          recruiter_name: 'Rita Pérez',
          open: 4,
          complete: 9,
          cancel: 1,
          avg_days_to_fill: 12.5,
        },
        { recruiter: null, recruiter_name: null, open: 2, complete: 0, cancel: 0, avg_days_to_fill: null },
      ]),
      viability: mockApi('post', 'dashboard/get_candidates_viables/', [
        {
          vacancy_type: 'shelter',
          recruiter: 31,
          recruiter_name: 'Rita Pérez',
          viable: 5,
          not_viable: 2,
          unanswered: 1,
        },
      ]),
      headcount: mockApi('post', 'dashboard/get_headcount/', {
        source: 'platform',
        rows: [{ department: 'Finanzas', headcount: 14 }],
        synced_at: null,
      }),
      turnover: mockApi('post', 'dashboard/get_hired_turnover/', {
        source: 'query',
        rows: [{ period: '2026-10', hired: 10, terminated: 2, turnover: 20 }],
        synced_at: '2026-11-27T15:00:00.000Z',
      }),
    };
  });

  const renderBoard = (route = '/status/board_admin') =>
    renderWithApp(<BoardScreen board="admin" title="Tablero administrativo" />, {
      route,
      path: '/status/board_admin',
    });

  it('shows every figure as a chart and a table, with the payroll source', async () => {
    renderBoard();
    const region = await screen.findByRole('region', { name: t('dashboard.admin.by_region.title') });
    expect(await within(region).findByText('Norte')).toBeTruthy();
    // the chart arrives with its lazy chunk
    expect(
      await within(region).findByRole('img', {
        name: t('dashboard.chart', { title: t('dashboard.admin.by_region.title') }),
      }),
    ).toBeTruthy();
    expect((await screen.findByTestId('summary-positions_requested')).textContent).toBe('30');
    expect(screen.getByTestId('summary-approvals_waiting').textContent).toBe('3');
    expect(screen.getByTestId('summary-avg_days_to_approve').textContent).toBe('2.5');
    expect(screen.getByTestId('status-count-Hired').textContent).toBe('12');
    const aging = section(t('dashboard.admin.aging.title'));
    expect(within(aging).getByText('10')).toBeTruthy(); // the company's total
    const recruiters = section(t('dashboard.admin.recruiters.title'));
    expect(within(recruiters).getByText('12.5')).toBeTruthy();
    expect(within(recruiters).getByText(t('dashboard.none'))).toBeTruthy();
    expect(within(section(t('dashboard.admin.viability.title'))).getByText('Rita Pérez')).toBeTruthy();
    const headcount = section(t('dashboard.admin.headcount.title'));
    expect(within(headcount).getByText('Finanzas')).toBeTruthy();
    expect(
      within(headcount).getByText(t('dashboard.source.label', { source: t('dashboard.source.platform') })),
    ).toBeTruthy();
    const turnover = section(t('dashboard.admin.turnover.title'));
    expect(
      within(turnover).getByText(t('dashboard.source.label', { source: t('dashboard.source.query') })),
    ).toBeTruthy();
    expect(within(turnover).getByText('20.0%')).toBeTruthy();
    // the board opens on the current year
    expect(calls.summary.last.body).toEqual({ year: new Date().getFullYear() });
  });

  it('sends the filters of the address, and asks again with a changed filter', async () => {
    const { getByTestId } = renderBoard('/status/board_admin?year=2026&vacancy_type=shelter&company=3');
    await waitFor(() =>
      expect(calls.regions.last.body).toEqual({ year: 2026, vacancy_type: 'shelter', company: 3 }),
    );
    await pickOption(filter(t('dashboard.filters.recruiter')), 'Rita Pérez');
    await waitFor(() =>
      expect(calls.regions.last.body).toEqual({
        year: 2026,
        vacancy_type: 'shelter',
        company: 3,
        recruiter: 31,
      }),
    );
    expect(calls.aging.last.body).toEqual({ year: 2026, vacancy_type: 'shelter', company: 3, recruiter: 31 });
    expect(calls.viability.last.body).toMatchObject({ recruiter: 31 });
    // the address keeps the board (bookmarkable)
    expect(new URLSearchParams(getByTestId('location').textContent?.split('?')[1])).toEqual(
      new URLSearchParams('year=2026&company=3&recruiter=31&vacancy_type=shelter'),
    );
    await pickOption(filter(t('dashboard.filters.week')), '47');
    await waitFor(() => expect(calls.summary.last.body).toMatchObject({ year: 2026, week: 47 }));
    // back to the board's default: the current year, nothing else
    fireEvent.click(screen.getByRole('button', { name: t('common.actions.clear_filters') }));
    await waitFor(() => expect(calls.summary.last.body).toEqual({ year: new Date().getFullYear() }));
  });

  it('sends the top bar region in every body', async () => {
    localStorage.setItem('hr_tecma_region', '2');
    renderBoard('/status/board_admin?year=2026');
    await waitFor(() => expect(calls.summary.last.body).toEqual({ year: 2026, region: 2 }));
    expect(calls.headcount.last.body).toEqual({ year: 2026, region: 2 });
  });

  it('links each vacancy number to its type list with the same filters', async () => {
    renderBoard('/status/board_admin?year=2026&week=47&vacancy_type=shelter&company=3');
    const regions = section(t('dashboard.admin.by_region.title'));
    const open = await within(regions).findByRole('link', {
      name: `Norte · ${t('dashboard.admin.by_region.open')}: 6`,
    });
    expect(hrefOf(open)).toEqual({
      path: '/requeriments/shelter',
      query: {
        status: 'open',
        company: '3',
        region: '2',
        created_from: '2026-11-16',
        created_to: '2026-11-22',
      },
    });
    const recruiters = section(t('dashboard.admin.recruiters.title'));
    const complete = within(recruiters).getByRole('link', {
      name: `Rita Pérez · ${t('dashboard.admin.recruiters.complete')}: 9`,
    });
    expect(hrefOf(complete).query).toMatchObject({ status: 'Complete', recruiter: '31', company: '3' });
    const requirements = within(regions).getByRole('link', {
      name: `Norte · ${t('dashboard.admin.by_region.requirements_open')}: 4`,
    });
    expect(hrefOf(requirements)).toEqual({
      path: '/requeriments/direct',
      query: { status: 'open', region: '2', company: '3', year: '2026', week: '47' },
    });
    const pending = within(screen.getByTestId('vacancy-box-Pending')).getByRole('link');
    expect(hrefOf(pending)).toEqual({
      path: '/requeriments/shelter',
      query: { status: 'Pending', company: '3', created_from: '2026-11-16', created_to: '2026-11-22' },
    });
  });

  it('without a vacancy type the numbers are not links (the lists are one per type)', async () => {
    renderBoard('/status/board_admin?year=2026');
    const regions = await screen.findByRole('region', { name: t('dashboard.admin.by_region.title') });
    await within(regions).findByText('Norte');
    // only the requirements, whose list is one for every type
    expect(
      within(regions)
        .getAllByRole('link')
        .map((link) => hrefOf(link).path),
    ).toEqual(['/requeriments/direct']);
    expect(screen.getByText(t('dashboard.choose_type'))).toBeTruthy();
  });

  it('exports the board as xlsx and as PDF with its filters', async () => {
    const exported = mockApi('post', 'dashboard/export_board/', { ok: true });
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:board' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderBoard('/status/board_admin?year=2026&company=3');
    fireEvent.click(await screen.findByRole('button', { name: t('dashboard.export.xlsx') }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(exported.last.body).toEqual({ year: 2026, company: 3, board: 'admin', format: 'xlsx' });
    fireEvent.click(screen.getByRole('button', { name: t('dashboard.export.pdf') }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(exported.last.body).toEqual({ year: 2026, company: 3, board: 'admin', format: 'pdf' });
  });

  it('shows the empty state for filters without data', async () => {
    calls.regions = mockApi('post', 'dashboard/get_total_by_region/', []);
    renderBoard();
    const regions = await screen.findByRole('region', { name: t('dashboard.admin.by_region.title') });
    expect(await within(regions).findByText(t('dashboard.empty'))).toBeTruthy();
  });
});
