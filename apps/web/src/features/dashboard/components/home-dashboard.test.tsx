import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  medicalQueueParams,
  noMedicalQueueFilters,
} from '../../../components/follow-up/medical-queue-params';
import { accessOf } from '../../../lib/auth';
import type { SessionUser } from '../../../lib/session';
import { directFigures, hrefOf } from '../../../test/board-kit';
import { makeUser, makeVacancyCandidate, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, signIn, testQueryClient, text } from '../../../test/render';
import { prefetchHomeFigures } from '../api/home-figures';
import { HomeDashboard } from './home-dashboard';

// a board asks for seven figures and loads its chart chunk: slower than one list on a busy machine
configure({ asyncUtilTimeout: 5000 });

const t = text;
const year = new Date().getFullYear();
const role = (short: string, routes: string[]) => ({
  id: routes.length + short.length,
  name: short,
  short,
  routes,
});
const userWith = (roles: ReturnType<typeof role>[]): SessionUser =>
  makeUser({
    id: 31,
    is_superuser: false,
    roles,
    routes: roles.flatMap((r) => r.routes),
  });
const summary = (
  overrides: { New?: number; Pending?: number; candidates?: number; approvals?: number } = {},
) => ({
  vacancies: { New: overrides.New ?? 0, Pending: overrides.Pending ?? 0, Complete: 0, Cancel: 0 },
  positions: { requested: 0, hired: 0, open: 0 },
  candidates: { Pending: overrides.candidates ?? 0, Accepted: 0, Rejected: 0, Hired: 0, NotAttend: 0 },
  approvals_waiting: overrides.approvals ?? 0,
  avg_days_to_approve: null,
});
const queueParams = medicalQueueParams(noMedicalQueueFilters);
const renderHome = (user: SessionUser, client = testQueryClient()) =>
  renderWithApp(<HomeDashboard medicalQueueParams={queueParams} />, { user, client });

describe('home dashboard', { timeout: 60_000 }, () => {
  let summaries: ReturnType<typeof mockApi>;
  beforeEach(() => {
    summaries = mockApi('post', 'dashboard/get_main_admin_summary/', (request) => {
      const body = request.body as { vacancy_type: string; recruiter?: number };
      return body.vacancy_type === 'shelter'
        ? summary({ New: 1, Pending: 3, candidates: 4, approvals: 2 })
        : summary({ New: 0, Pending: 2, candidates: 1, approvals: 1 });
    });
  });

  it('a recruiter: its open vacancies per list it may open, and its candidates in progress', async () => {
    renderHome(userWith([role('recruiter', ['requeriments-shelter', 'requeriments-clients'])]));
    expect((await screen.findByTestId('home-recruiter-open-shelter')).textContent).toBe('4');
    await waitFor(() => expect(screen.getByTestId('home-recruiter-open-clients').textContent).toBe('2'));
    expect(screen.queryByTestId('home-recruiter-open-shelter_indirect')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('home-recruiter-candidates').textContent).toBe('5'));
    // the recruiter's own vacancies
    expect(summaries.requests.map((request) => request.body)).toEqual(
      expect.arrayContaining([
        { recruiter: 31, vacancy_type: 'shelter' },
        { recruiter: 31, vacancy_type: 'clients' },
      ]),
    );
    const link = screen.getByTestId('home-recruiter-open-shelter').closest('a') as HTMLElement;
    expect(hrefOf(link)).toEqual({
      path: '/requeriments/shelter',
      query: { status: 'open', recruiter: '31' },
    });
    // nothing of other roles
    expect(screen.queryByTestId('home-requester-approvals')).toBeNull();
    expect(screen.queryByTestId('home-manager-fill-rate')).toBeNull();
    expect(screen.queryByTestId('home-medical-queue')).toBeNull();
    expect(screen.queryByTestId('status-box-Pending')).toBeNull();
  });

  it('a requester: its requests by status and the approvals waiting', async () => {
    renderHome(userWith([role('requester', ['requeriments-shelter'])]));
    expect((await screen.findByTestId('home-requester-New-shelter')).textContent).toBe('1');
    await waitFor(() => expect(screen.getByTestId('home-requester-Pending-shelter').textContent).toBe('3'));
    expect(screen.getByTestId('home-requester-approvals').textContent).toBe('2');
    expect(summaries.last.body).toEqual({ vacancy_type: 'shelter' });
    const link = screen.getByTestId('home-requester-Pending-shelter').closest('a') as HTMLElement;
    expect(hrefOf(link)).toEqual({ path: '/requeriments/shelter', query: { status: 'Pending' } });
    expect(screen.queryByTestId('home-recruiter-candidates')).toBeNull();
  });

  it("a manager: the region's fill rate and aging, linking to the boards", async () => {
    localStorage.setItem('hr_tecma_region', '2');
    const positions = mockApi('post', 'dashboard/get_direct_positions_total/', directFigures.positions);
    const aging = mockApi('post', 'dashboard/get_company_aging/', [
      { company: 3, company_name: 'Norte', b0_7: 1, b8_15: 2, b16_30: 0, b31_60: 3, b61: 4 },
      { company: 4, company_name: 'Sur', b0_7: 0, b8_15: 0, b16_30: 1, b31_60: 0, b61: 1 },
    ]);
    renderHome(userWith([role('hr_manager', ['status-board_direct', 'status-board_admin'])]));
    expect((await screen.findByTestId('home-manager-fill-rate')).textContent).toBe('22.5%');
    expect(screen.getByTestId('home-manager-open-positions').textContent).toBe('27');
    await waitFor(() => expect(screen.getByTestId('home-manager-aging-old').textContent).toBe('8'));
    expect(screen.getByTestId('home-manager-aging-total').textContent).toBe('12');
    expect(positions.last.body).toEqual({ year, region: 2 });
    expect(aging.last.body).toEqual({ region: 2 });
    const link = screen.getByTestId('home-manager-fill-rate').closest('a') as HTMLElement;
    expect(hrefOf(link)).toEqual({ path: '/status/board_direct', query: { year: String(year) } });
  });

  it('a manager who may not open the admin board does not see the aging', async () => {
    mockApi('post', 'dashboard/get_direct_positions_total/', {
      requested: 0,
      accepted: 0,
      hired: 0,
      open: 0,
      canceled: 0,
      fill_rate: null,
    });
    renderHome(userWith([role('program_manager', ['status-board_direct'])]));
    expect((await screen.findByTestId('home-manager-fill-rate')).textContent).toBe('—');
    expect(screen.queryByTestId('home-manager-aging-old')).toBeNull();
  });

  it("the medical service: its queue, counted as the queue's page lists it", async () => {
    const queue = mockApi(
      'get',
      'vacancy-candidates/',
      paged([makeVacancyCandidate({ require_medical: true })], { elements: 17 }),
    );
    renderHome(userWith([role('medical', ['requeriments-medical_admins'])]));
    expect((await screen.findByTestId('home-medical-queue')).textContent).toBe('17');
    expect(queue.last.query).toEqual({
      require_medical: 'true',
      is_draft: 'false',
      page: '1',
      page_size: '1',
    });
    const link = screen.getByTestId('home-medical-queue').closest('a') as HTMLElement;
    expect(hrefOf(link).path).toBe('/requeriments/medical_admins');
  });

  it('who follows the direct process: the coloured status boxes, each a link to its list', async () => {
    const totals = mockApi('post', 'dashboard/get_direct_status_total/', directFigures.totals);
    renderHome(userWith([role('staff', ['requeriments-direct-status'])]));
    expect((await screen.findByTestId('status-count-Hired')).textContent).toBe('9');
    expect(totals.last.body).toEqual({ year });
    const boxes = screen.getByRole('group', { name: t('dashboard.home.statuses') });
    const rejected = within(boxes).getByTestId('status-count-Rejected').closest('a') as HTMLElement;
    expect(hrefOf(rejected)).toEqual({
      path: '/requeriments/direct/status/rejected',
      query: { year: String(year) },
    });
    expect(summaries.requests).toHaveLength(0);
  });

  it('started before the page renders (its route loader), every figure is asked for once', async () => {
    const positions = mockApi('post', 'dashboard/get_direct_positions_total/', directFigures.positions);
    const aging = mockApi('post', 'dashboard/get_company_aging/', []);
    const totals = mockApi('post', 'dashboard/get_direct_status_total/', directFigures.totals);
    const queue = mockApi('get', 'vacancy-candidates/', paged([], { elements: 3 }));
    const user = signIn(
      userWith([
        role('hr_manager', ['status-board_direct', 'status-board_admin', 'requeriments-direct-status']),
        role('recruiter', ['requeriments-shelter']),
        role('requester', ['requeriments-shelter']),
        role('medical', ['requeriments-medical_admins']),
      ]),
    );
    const client = testQueryClient();
    prefetchHomeFigures(client, { user, ...accessOf(user) }, { year, medicalQueueParams: queueParams });
    // the requests leave before anything renders
    await waitFor(() => expect(totals.requests).toHaveLength(1));
    expect(positions.requests).toHaveLength(1);
    expect(aging.requests).toHaveLength(1);
    expect(queue.requests).toHaveLength(1);
    expect(summaries.requests).toHaveLength(2);
    renderHome(user, client);
    expect((await screen.findByTestId('home-manager-fill-rate')).textContent).toBe('22.5%');
    expect((await screen.findByTestId('status-count-Hired')).textContent).toBe('9');
    expect((await screen.findByTestId('home-medical-queue')).textContent).toBe('3');
    expect((await screen.findByTestId('home-recruiter-open-shelter')).textContent).toBe('4');
    expect((await screen.findByTestId('home-requester-Pending-shelter')).textContent).toBe('3');
    // the page's own queries found them: nothing asked twice
    expect(positions.requests).toHaveLength(1);
    expect(aging.requests).toHaveLength(1);
    expect(totals.requests).toHaveLength(1);
    expect(queue.requests).toHaveLength(1);
    expect(summaries.requests).toHaveLength(2);
  });

  it('a user without figures to act on sees nothing (its shortcuts stay)', () => {
    const { container } = renderHome(userWith([]));
    expect(container.querySelector('section')).toBeNull();
  });
});
