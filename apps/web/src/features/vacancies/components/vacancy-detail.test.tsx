import type { Vacancy, VacancyTimelineEntry } from '@rp/contract/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Texts } from '../../../lib/i18n';
import i18n from '../../../lib/i18n';
import { makeApproval, makeCategory, makeVacancy } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, renderWithApp, text } from '../../../test/render';
import { VacancyDetail } from './vacancy-detail';

const t = text;

function mockReferences() {
  mockApi('get', 'companies/', [
    { id: 1, code: 'TS', name_es: 'Tecma Shelter', name_en: null, status: true },
  ]);
  mockApi('get', 'vacancy-status/', [
    { id: 1, name: 'Waiting approval', created_at: '', updated_at: '' },
    { id: 2, name: 'Approved', created_at: '', updated_at: '' },
  ]);
  mockApi('get', 'categories/', [makeCategory({ id: 5, code: 'ADMINISTRATIVE' })]);
  mockApi('get', 'departments/', []);
  mockApi('get', 'catalogs/', []);
  mockApi('get', 'users/lists/', { recruiters: [], hr_managers: [], program_managers: [], medical: [] });
}

beforeEach(mockReferences);

function renderDetail(vacancy: Vacancy) {
  const show = mockApi('get', `vacancies/${vacancy.id}/`, vacancy);
  const view = renderWithApp(
    <VacancyDetail id={vacancy.id} type="shelter" notFound={<p>no existe</p>} companyField={() => null} />,
    { route: `/requeriments/shelter/${vacancy.id}`, path: '/requeriments/shelter/:id_vacancy' },
  );
  return { ...view, show };
}

const tab = (key: keyof Texts['vacancies']['tabs']) =>
  screen.getByRole('tab', { name: t(`vacancies.tabs.${key}`) });
const dialog = () => screen.findByRole('dialog');

describe('vacancy detail', { timeout: 60_000 }, () => {
  it('sends a New vacancy for approval after confirmation', async () => {
    const vacancy = makeVacancy({ id: 7, status: 'New' });
    const send = mockApi('post', 'vacancies/send_emails/', {
      ...vacancy,
      status: 'Pending',
      current_status: 1,
    });
    mockApi('get', 'vacancy-approvals/', []);
    renderDetail(vacancy);
    expect(await screen.findByText(t('vacancies.detail.title', { code: vacancy.code }))).toBeTruthy();
    expect(within(screen.getByTestId('vacancy-status')).getByText('Nueva')).toBeTruthy();
    fireEvent.click(screen.getAllByText(t('vacancies.actions.send'))[0] as HTMLElement);
    const modal = await dialog();
    expect(within(modal).getByText(t('vacancies.send.message', { code: vacancy.code }))).toBeTruthy();
    expect(send.requests).toHaveLength(0);
    fireEvent.click(within(modal).getByRole('button', { name: t('vacancies.actions.send') }));
    await waitFor(() => expect(send.requests).toHaveLength(1));
    expect(send.last.body).toEqual({ id: 7 });
    expect(await screen.findByText('La vacante fue enviada a aprobación')).toBeTruthy();
  });

  it('shows each approval with its state, and re-sends a pending one', async () => {
    const vacancy = makeVacancy({ id: 7, status: 'Pending', current_status: 1 });
    const approved = makeApproval({
      id: 41,
      vacancy: 7,
      full_name: 'Carlos Ruiz',
      approve_at: '2026-11-20T17:30:00',
    });
    const pending = makeApproval({ id: 42, vacancy: 7, full_name: 'María Soto' });
    const approvals = mockApi('get', 'vacancy-approvals/', [approved, pending]);
    const notify = mockApi('post', 'vacancies/notify_single_approval/', {
      detail: 'Se envió la notificación',
    });
    renderDetail(vacancy);
    fireEvent.click(await screen.findByRole('tab', { name: t('vacancies.tabs.approvals') }));
    expect(await screen.findByText('1 de 2 aprobadas')).toBeTruthy();
    expect(approvals.last.query).toMatchObject({ vacancy: '7', ordering: 'sort_item' });
    const carlos = screen.getByTestId('approval-41');
    expect(within(carlos).getByText('Aprobó el 20/11/2026 17:30')).toBeTruthy();
    expect(within(carlos).queryByText(t('vacancies.approvals.resend'))).toBeNull();
    const maria = screen.getByTestId('approval-42');
    expect(within(maria).getByText('Pendiente')).toBeTruthy();
    fireEvent.click(within(maria).getByText(t('vacancies.approvals.resend')));
    await waitFor(() => expect(notify.requests).toHaveLength(1));
    expect(notify.last.body).toEqual({ id: 42 });
    expect(await screen.findByText('La notificación fue enviada')).toBeTruthy();
  });

  it('cancels only with a reason, after the confirmation', async () => {
    const vacancy = makeVacancy({ id: 7, status: 'Pending', current_status: 1 });
    const cancel = mockApi('post', 'vacancies/cancel_vacancy/', { ...vacancy, status: 'Cancel' });
    renderDetail(vacancy);
    fireEvent.click(await screen.findByRole('button', { name: t('vacancies.actions.cancel') }));
    const modal = await dialog();
    const submit = within(modal).getByRole('button', { name: t('vacancies.actions.cancel') });
    fireEvent.click(submit);
    const reason = within(modal).getByLabelText(labelled(t('vacancies.fields.cancel_reason')));
    await waitFor(() => expect(fieldError(reason)).toBe('Este campo es obligatorio'));
    expect(cancel.requests).toHaveLength(0);
    fireEvent.change(reason, { target: { value: '  El puesto se cubrió internamente ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(cancel.requests).toHaveLength(1));
    expect(cancel.last.body).toEqual({ id: 7, cancel_reason: 'El puesto se cubrió internamente' });
    expect(await screen.findByText('Vacante cancelada')).toBeTruthy();
  });

  it('closes a Pending vacancy after confirmation', async () => {
    const vacancy = makeVacancy({ id: 7, status: 'Pending', current_status: 2 });
    const close = mockApi('post', 'vacancies/close_vacancy/', { ...vacancy, status: 'Complete' });
    renderDetail(vacancy);
    fireEvent.click(await screen.findByRole('button', { name: t('vacancies.actions.close') }));
    const modal = await dialog();
    expect(within(modal).getByText(t('vacancies.close.message', { code: vacancy.code }))).toBeTruthy();
    expect(close.requests).toHaveLength(0);
    fireEvent.click(within(modal).getByRole('button', { name: t('vacancies.actions.close') }));
    await waitFor(() => expect(close.requests).toHaveLength(1));
    expect(close.last.body).toEqual({ id: 7 });
    expect(await screen.findByText('Vacante cerrada')).toBeTruthy();
  });

  it('offers the actions of each status: no edit, send or cancel once complete', async () => {
    renderDetail(makeVacancy({ id: 7, status: 'Complete' }));
    expect(await screen.findByText(t('vacancies.actions.report'))).toBeTruthy();
    for (const action of ['send', 'edit', 'cancel', 'close'] as const)
      expect(screen.queryByRole('button', { name: t(`vacancies.actions.${action}`) })).toBeNull();
    fireEvent.click(tab('team'));
    expect(await screen.findByText(t('vacancies.team.read_only'))).toBeTruthy();
  });

  it('edits a New vacancy in the form', async () => {
    mockApi('get', 'vacancies/get_distinct_positions/', []);
    renderDetail(makeVacancy({ id: 7, status: 'New' }));
    fireEvent.click(await screen.findByRole('button', { name: t('vacancies.actions.edit') }));
    expect(await screen.findByRole('button', { name: t('vacancies.form.save_changes') })).toBeTruthy();
    const plant = screen.getByLabelText(labelled(t('vacancies.fields.plant')), { selector: 'input' });
    expect((plant as HTMLInputElement).value).toBe('Planta 1');
  });

  it('reads the timeline in the reader language, with the days in the stage left', async () => {
    const entry = (over: Partial<VacancyTimelineEntry>): VacancyTimelineEntry => ({
      id: 1,
      vacancy: 7,
      requeriment: null,
      status: 'Pending',
      stage: 'Waiting approval',
      comment: null,
      event: { kind: 'vacancy_status', from: 'New', to: 'Pending', comment: null },
      user: 1,
      user_name: 'Ana López',
      days: 2,
      created_at: '2026-11-24T14:15:00',
      updated_at: '2026-11-24T14:15:00',
      ...over,
    });
    const timeline = mockApi('post', 'vacancies/get_timeline/', [
      entry({}),
      entry({
        id: 2,
        status: 'Approved',
        stage: 'Approved',
        event: { kind: 'vacancy_stage', from: 'Waiting approval', to: 'Approved' },
        days: 1,
        user_name: null,
      }),
    ]);
    await i18n.changeLanguage('en');
    renderDetail(makeVacancy({ id: 7, status: 'Pending', current_status: 2 }));
    fireEvent.click(await screen.findByRole('tab', { name: t('vacancies.tabs.status') }));
    expect(await screen.findByText('Vacancy New → In progress')).toBeTruthy();
    expect(timeline.last.body).toEqual({ id: 7 });
    expect(screen.getByText('24/11/2026 14:15 · Ana López · 2 days in New')).toBeTruthy();
    expect(screen.getByText('Stage Waiting approval → Approved')).toBeTruthy();
    expect(screen.getByText('24/11/2026 14:15 · 1 day in Waiting approval')).toBeTruthy();
  });

  it('saves the tech resources (one row per vacancy) and marks them reviewed', async () => {
    const vacancy = makeVacancy({ id: 7, status: 'Pending', review_resources: false });
    mockApi('get', 'tech-resources/get_settings/', {
      software: [
        { id: 1, name: 'Office' },
        { id: 2, name: 'SAP' },
      ],
      systems: [{ id: 3, name: 'Nómina' }],
      profile_one_label: 'Perfil SAP',
      profile_two_label: 'Perfil CRM',
    });
    mockApi('get', 'tech-resources/get_resource/', {
      id: null,
      vacancy: 7,
      computer: false,
      line: false,
      extension: false,
      software: [],
      other_software: null,
      access_card: false,
      printer: false,
      drive: false,
      systems: [],
      profile_one: null,
      profile_two: null,
      notes: null,
      created_at: null,
      updated_at: null,
    });
    const create = mockApi('post', 'tech-resources/', { id: 3 });
    const reviewed = mockApi('put', 'vacancies/7/', { ...vacancy, review_resources: true });
    renderDetail(vacancy);
    fireEvent.click(await screen.findByRole('tab', { name: t('vacancies.tabs.tech') }));
    fireEvent.click(await screen.findByLabelText(t('vacancies.tech.computer')));
    fireEvent.change(screen.getByLabelText('Perfil SAP'), { target: { value: 'Consulta' } });
    fireEvent.click(screen.getByRole('button', { name: t('vacancies.tech.save') }));
    await waitFor(() => expect(reviewed.requests).toHaveLength(1));
    expect(create.last.body).toMatchObject({
      vacancy: 7,
      computer: true,
      line: false,
      profile_one: 'Consulta',
      notes: null,
    });
    expect(reviewed.last.body).toEqual({ review_resources: true });
    expect(await screen.findByText('Recursos tecnológicos guardados')).toBeTruthy();
  });

  it('shows the not-found page for an unknown vacancy', async () => {
    mockApi('get', 'vacancies/99/', { status: 404, body: { detail: 'No encontrado' } });
    renderWithApp(
      <VacancyDetail id={99} type="shelter" notFound={<p>no existe</p>} companyField={() => null} />,
      {
        route: '/requeriments/shelter/99',
      },
    );
    expect(await screen.findByText('no existe')).toBeTruthy();
  });
});
