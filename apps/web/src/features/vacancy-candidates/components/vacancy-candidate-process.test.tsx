import type { VacancyCandidate } from '@rp/contract/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Texts } from '../../../lib/i18n';
import { makeCatalog, makeUser, makeVacancyCandidate } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { labelled, pickOption, renderWithApp, text } from '../../../test/render';
import { VacancyCandidateProcess } from './vacancy-candidate-process';

const t = text;

beforeEach(() => {
  mockApi('get', 'vacancy-documents/', []);
  mockApi('get', 'vacancy-candidates/:id/applications/', []);
  mockApi('get', 'catalogs/', [makeCatalog({ id: 61, clas_id: 6, name: 'No cumple el perfil', code: 'R1' })]);
  mockApi('get', 'vacancy-candidate-status/', [
    { id: 1, name: 'Pending', referral_id: null, created_at: '', updated_at: '' },
    { id: 6, name: 'Interview', referral_id: null, created_at: '', updated_at: '' },
    { id: 7, name: 'Technical test', referral_id: null, created_at: '', updated_at: '' },
  ]);
  mockApi('get', 'vacancy-candidate-history/', [
    {
      id: 1,
      vacancy_candidate: 55,
      vacancy: 7,
      status: 6,
      comments: 'Buena entrevista',
      user: 1,
      created_at: '2026-11-20T17:30:00.000Z',
      updated_at: '',
    },
  ]);
});

function renderProcess(row: VacancyCandidate, user = makeUser()) {
  mockApi('get', `vacancy-candidates/${row.id}/`, row);
  return renderWithApp(<VacancyCandidateProcess vacancyId={7} id={row.id} notFound={<p>no existe</p>} />, {
    route: `/requeriments/shelter/7/candidates/${row.id}`,
    path: '/requeriments/shelter/:id_vacancy/candidates/:id_candidate',
    user,
  });
}

const button = (key: keyof Texts['vacancies']['candidates']['close']) =>
  screen.getByRole('button', { name: t(`vacancies.candidates.close.${key}`) });

describe('processing a candidate of a vacancy', { timeout: 60_000 }, () => {
  it('refuses closing until viability is answered', async () => {
    const close = mockApi('post', 'vacancy-candidates/close_candidate/', makeVacancyCandidate());
    renderProcess(makeVacancyCandidate({ id: 55, vacancy: 7, is_viable: null }));
    expect(await screen.findByText(t('vacancies.candidates.viable_required'))).toBeTruthy();
    for (const key of ['accept', 'reject', 'not_attend'] as const)
      expect(button(key)).toHaveProperty('disabled', true);
    fireEvent.click(button('reject'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(close.requests).toHaveLength(0);
  });

  it('assigns a draft to the vacancy from its processing screen (assign_candidate)', async () => {
    const draft = makeVacancyCandidate({ id: 55, vacancy: 7, candidate: 9, is_draft: true });
    const assign = mockApi('post', 'vacancy-candidates/assign_candidate/', { ...draft, is_draft: false });
    renderProcess(draft);
    expect(await screen.findByText(t('vacancies.candidates.close.draft'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('vacancies.candidates.close.assign_draft') }));
    await waitFor(() => expect(assign.requests).toHaveLength(1));
    expect(assign.last.body).toEqual({ vacancy: 7, candidate: 9 });
  });

  it('opens the offer letter in the language picked for it', async () => {
    const letter = mockApi('get', 'vacancy-candidates/55/offer_letter/', {});
    renderProcess(makeVacancyCandidate({ id: 55, vacancy: 7, is_viable: true }));
    fireEvent.click(await screen.findByRole('button', { name: t('vacancies.candidates.offer_letter') }));
    fireEvent.click(await screen.findByRole('menuitem', { name: t('vacancies.candidates.offer_letter_en') }));
    await waitFor(() => expect(letter.requests).toHaveLength(1));
    expect(letter.last.query).toEqual({ lang: 'en' });
    expect(await screen.findByRole('dialog', { name: t('vacancies.candidates.offer_letter') })).toBeTruthy();
  });

  it('offers only rejecting or not attended to a candidate who is not viable', async () => {
    renderProcess(makeVacancyCandidate({ id: 55, vacancy: 7, is_viable: false }));
    expect(await screen.findByRole('button', { name: t('vacancies.candidates.close.reject') })).toBeTruthy();
    expect(button('not_attend')).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: t('vacancies.candidates.close.accept') })).toBeNull();
  });

  it('rejects with a reason of catalog 6 (close_candidate)', async () => {
    const row = makeVacancyCandidate({ id: 55, vacancy: 7, is_viable: true });
    const close = mockApi('post', 'vacancy-candidates/close_candidate/', { ...row, status: 'Rejected' });
    renderProcess(row);
    fireEvent.click(await screen.findByRole('button', { name: t('vacancies.candidates.close.reject') }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: t('vacancies.candidates.close.reject') });
    fireEvent.click(submit);
    await waitFor(() => expect(close.requests).toHaveLength(0));
    await pickOption(
      within(dialog).getByLabelText(labelled(t('vacancies.candidates.close.reason')), { selector: 'input' }),
      'No cumple el perfil',
    );
    fireEvent.click(submit);
    await waitFor(() => expect(close.requests).toHaveLength(1));
    expect(close.last.body).toEqual({ id: 55, status: 'Rejected', reject_reason: 61, follow_up: null });
  });

  it('hires with the employee number and shows the server’s 409 message', async () => {
    const row = makeVacancyCandidate({ id: 55, vacancy: 7, is_viable: true, status: 'Accepted' });
    const close = mockApi('post', 'vacancy-candidates/close_candidate/', {
      status: 409,
      body: { detail: 'La vacante ya tiene cubiertas sus posiciones' },
    });
    renderProcess(row);
    fireEvent.click(await screen.findByRole('button', { name: t('vacancies.candidates.close.hire') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(labelled(t('vacancies.candidates.close.employee_code'))), {
      target: { value: 'E-1024' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t('vacancies.candidates.close.hire') }));
    await waitFor(() => expect(close.requests).toHaveLength(1));
    expect(close.last.body).toEqual({ id: 55, status: 'Hired', employee_code: 'E-1024', follow_up: null });
    expect(await within(dialog).findByText('La vacante ya tiene cubiertas sus posiciones')).toBeTruthy();
  });

  it('accepts after a confirmation', async () => {
    const row = makeVacancyCandidate({ id: 55, vacancy: 7, is_viable: true });
    const close = mockApi('post', 'vacancy-candidates/close_candidate/', { ...row, status: 'Accepted' });
    renderProcess(row);
    fireEvent.click(await screen.findByRole('button', { name: t('vacancies.candidates.close.accept') }));
    const dialog = await screen.findByRole('dialog');
    expect(close.requests).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: t('common.actions.confirm') }));
    await waitFor(() => expect(close.requests).toHaveLength(1));
    expect(close.last.body).toEqual({ id: 55, status: 'Accepted' });
  });

  it('saves viability and details with PUT', async () => {
    const row = makeVacancyCandidate({ id: 55, vacancy: 7, is_viable: null });
    const put = mockApi('put', 'vacancy-candidates/55/', { ...row, is_viable: true });
    renderProcess(row);
    fireEvent.click(await screen.findByLabelText(t('vacancies.candidates.viability.yes')));
    fireEvent.change(screen.getByLabelText(t('vacancies.candidates.fields.last_company')), {
      target: { value: 'Tecma' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('vacancies.candidates.save') }));
    await waitFor(() => expect(put.requests).toHaveLength(1));
    expect(put.last.body).toMatchObject({
      is_viable: true,
      last_company: 'Tecma',
      last_salary: null,
      own_car: false,
    });
  });

  it('lets only the medical service record the result', async () => {
    const row = makeVacancyCandidate({ id: 55, vacancy: 7, is_viable: true, require_medical: true });
    renderProcess(row, makeUser({ is_superuser: false, permission_shorts: ['process_candidates'] }));
    expect(await screen.findByText(t('vacancies.candidates.medical.read_only'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('vacancies.candidates.medical.save') })).toBeNull();
    // the history of stages, translated where a label exists
    expect(await screen.findByText('Buena entrevista')).toBeTruthy();
  });
  it('shows the stored medical requirement: switch on and "Pending" while no result is recorded', async () => {
    const row = makeVacancyCandidate({
      id: 55,
      vacancy: 7,
      is_viable: true,
      require_medical: true,
      medical_status: null,
    });
    renderProcess(row, makeUser({ is_superuser: false, permission_shorts: ['process_candidates'] }));
    const toggle = await screen.findByRole('switch', { name: t('vacancies.candidates.medical.require') });
    expect(toggle).toHaveProperty('checked', true);
    const pending = t('common.enums.medical_status.pending');
    expect(screen.getAllByText(pending).length).toBeGreaterThan(0);
    expect(screen.queryByText(t('common.enums.medical_status.no_required'))).toBeNull();
  });

  it('uploads a document about the candidate with its notes in one request (upload_documents)', async () => {
    const row = makeVacancyCandidate({ id: 55, vacancy: 7, candidate: 9, is_viable: true });
    const upload = mockApi('post', 'vacancy-candidates/upload_documents/', {
      status: 400,
      body: { file: ['Tipo de archivo no permitido: application/x-msdownload'] },
    });
    renderProcess(row);
    const title = await screen.findByRole('heading', { name: t('vacancies.documents.title') });
    const panel = title.closest('.mantine-Card-root') as HTMLElement;
    fireEvent.change(within(panel).getByLabelText(t('vacancies.documents.notes')), {
      target: { value: 'Constancia de estudios' },
    });
    const input = panel.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' })] },
    });
    await waitFor(() => expect(upload.requests).toHaveLength(1));
    expect(upload.last.body).toEqual({
      id: '55',
      notes: 'Constancia de estudios',
      file: expect.objectContaining({ size: 2 }),
    });
    // the server's refusal is the field's, and the notes stay for another try
    expect(await within(panel).findByText(/Tipo de archivo no permitido/)).toBeTruthy();
    expect(within(panel).getByLabelText(t('vacancies.documents.notes'))).toHaveProperty(
      'value',
      'Constancia de estudios',
    );
  });
});
