import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, makeVacancy, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { pickOption, renderWithApp, text } from '../../../test/render';
import type { VacancyRow } from '../api/get-vacancies';
import { VacancyList } from './vacancy-list';

const t = text;
const company = {
  id: 1,
  code: 'TS',
  name_es: 'Tecma Shelter',
  name_en: null,
  public_name: null,
  status: true,
};
const rows: VacancyRow[] = [
  {
    ...makeVacancy({ id: 7, code: 'SHE-2026-0007', status: 'Pending', current_status: 1 }),
    approvals_total: 3,
    approvals_done: 2,
  },
  makeVacancy({ id: 8, code: 'SHE-2026-0008', position: 'Contador', status: 'New' }),
];

let list: ReturnType<typeof mockApi>;
let dashboard: ReturnType<typeof mockApi>;
beforeEach(() => {
  list = mockApi('get', 'vacancies/', paged(rows));
  dashboard = mockApi('post', 'vacancies/get_dashboard/', { New: 4, Pending: 12, Complete: 30, Cancel: 2 });
  mockApi('get', 'companies/', [company]);
  mockApi('get', 'vacancy-status/', [{ id: 1, name: 'Waiting approval', created_at: '', updated_at: '' }]);
  mockApi('get', 'users/lists/', {
    recruiters: [{ id: 31, username: 'rita', first_name: 'Rita', last_name: 'Pérez', email: null }],
    hr_managers: [],
    program_managers: [],
    medical: [],
  });
});

const renderList = (user = makeUser()) =>
  renderWithApp(<VacancyList type="shelter" title="Vacantes Shelter" />, {
    route: '/requeriments/shelter',
    user,
  });

const lastQuery = async (expected: Record<string, string>) => {
  await waitFor(() => expect(list.last.query).toMatchObject(expected), { timeout: 5000 }).catch(() => {
    throw new Error(
      `no request with ${JSON.stringify(expected)} in ${JSON.stringify(list.requests.map((r) => r.query))}`,
    );
  });
  return list.last.query;
};
const filter = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const boxes = () => screen.getByRole('group', { name: t('vacancies.boxes.label') });

describe('vacancy list of one type', { timeout: 60_000 }, () => {
  it('asks for its type, shows the status counts, the stage, days open and approvals progress', async () => {
    renderList();
    expect(await lastQuery({ vacancy_type: 'shelter' })).toEqual({
      page: '1',
      page_size: '25',
      ordering: '-created_at',
      vacancy_type: 'shelter',
    });
    expect(dashboard.last.body).toEqual({ vacancy_type: 'shelter' });
    expect((await screen.findByTestId('vacancy-count-Pending')).textContent).toBe('12');
    expect(screen.getByTestId('vacancy-count-New').textContent).toBe('4');
    expect(screen.getByTestId('vacancy-count-Complete').textContent).toBe('30');
    const row = (await screen.findByText('SHE-2026-0007')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2/3')).toBeTruthy();
    expect(within(row).getByText('En espera de aprobación')).toBeTruthy();
    expect(within(row).getByText('En proceso')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
  });

  it('sends the chosen filters to the server', async () => {
    renderList();
    await screen.findByText('SHE-2026-0007');
    await pickOption(filter(t('vacancies.fields.status')), 'En proceso');
    await lastQuery({ status: 'Pending' });
    await pickOption(filter(t('vacancies.fields.company')), 'Tecma Shelter');
    await pickOption(filter(t('vacancies.fields.recruiter')), 'Rita Pérez');
    const query = await lastQuery({ status: 'Pending', company: '1', recruiter: '31' });
    expect(query.vacancy_type).toBe('shelter');
    expect(query.status__in).toBeUndefined();
  });

  it('keeps two quick choices made before the address catches up (each a patch on the latest)', async () => {
    renderList();
    await screen.findByText('SHE-2026-0007');
    // two clicks before React renders again: the second must not rebuild the filters from the
    // address the first has not reached yet
    const pastDue = screen.getByLabelText(t('vacancies.filters.past_due_only'));
    const complete = within(boxes()).getByTitle(t('vacancies.boxes.show', { status: 'Completa' }));
    act(() => {
      pastDue.click();
      complete.click();
    });
    await lastQuery({ status: 'Complete', is_past_due: 'true' });
    expect(screen.getByTestId('location').textContent).toContain('status=Complete');
  });

  it('filters by a status box and, for past due, asks the server for its past-due vacancies', async () => {
    renderList();
    await screen.findByText('SHE-2026-0007');
    fireEvent.click(within(boxes()).getByTitle(t('vacancies.boxes.show', { status: 'Completa' })));
    await lastQuery({ status: 'Complete' });
    fireEvent.click(within(boxes()).getByTitle(t('vacancies.boxes.show', { status: 'Completa' })));
    fireEvent.click(screen.getByLabelText(t('vacancies.filters.past_due_only')));
    const query = await lastQuery({ is_past_due: 'true' });
    expect(query.status).toBeUndefined();
  });

  it('offers New to everyone: the server lists a user only the New vacancies it asked for or works on', async () => {
    renderList(makeUser({ is_superuser: false, is_staff: false, routes: ['requeriments-shelter'] }));
    expect((await lastQuery({ vacancy_type: 'shelter' })).status__in).toBeUndefined();
    expect(await screen.findByTestId('vacancy-count-New')).toBeTruthy();
    fireEvent.click(filter(t('vacancies.fields.status')));
    fireEvent.click(await screen.findByText('Nueva', { selector: '[role="option"] *, [role="option"]' }));
    await lastQuery({ status: 'New' });
  });

  it('reads its filters from the address (a board links to the rows it counts) and keeps them there', async () => {
    renderWithApp(<VacancyList type="shelter" title="Vacantes Shelter" />, {
      route:
        '/requeriments/shelter?status=open&company=1&recruiter=31&region=2&created_from=2026-11-16&created_to=2026-11-22',
      path: '/requeriments/shelter',
    });
    const query = await lastQuery({ vacancy_type: 'shelter', company: '1' });
    expect(query).toMatchObject({
      status__in: 'New,Pending',
      company: '1',
      recruiter: '31',
      region: '2',
      created_at__gte: '2026-11-16',
      created_at__lte: '2026-11-22T23:59:59.999',
    });
    expect(query.status).toBeUndefined();
    await pickOption(filter(t('vacancies.fields.status')), 'Completa');
    await lastQuery({ status: 'Complete', company: '1' });
    expect(screen.getByTestId('location').textContent).toBe(
      '/requeriments/shelter?status=Complete&company=1&recruiter=31&region=2&created_from=2026-11-16&created_to=2026-11-22',
    );
  });
});
