import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeUser, makeVacancyCandidate, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import {
  fieldError,
  labelled,
  pickOption,
  type RenderOptions,
  renderWithApp,
  text,
} from '../../../test/render';
import { MedicalQueue, medicalQueueParams, noMedicalQueueFilters } from './medical-queue';

const t = text;
/** The first rows may take more than the default second on a busy machine. */
const slow = { timeout: 5000 };

const waiting = makeVacancyCandidate({
  id: 21,
  vacancy: 7,
  vacancy_type: 'shelter',
  candidate_name: 'Quintanilla Ruiz Valeria',
  candidate_curp: 'QURV900101MNLNZL08',
  vacancy_code: 'SHE-2026-7',
  vacancy_position: 'Contador',
  company_name: 'Maquila Norte',
  company_name_en: 'North Plant',
  require_medical: true,
  status: 'Accepted',
});
const examined = makeVacancyCandidate({
  id: 22,
  vacancy: 8,
  vacancy_type: 'clients',
  candidate_name: 'Lara José',
  vacancy_code: 'CLI-2026-8',
  company_name: 'Maquila Sur',
  require_medical: true,
  medical_status: 'recommended',
  medical_date: '2026-11-20T18:00:00.000Z',
  medical_user_name: 'Dra. Elena Ruiz',
});

function renderQueue(options: Pick<RenderOptions, 'user'> = {}) {
  const list = mockApi('get', 'vacancy-candidates/', (request) =>
    paged(request.query.medical_status === 'recommended' ? [examined] : [waiting, examined]),
  );
  renderWithApp(<MedicalQueue />, { route: '/requeriments/medical_admins', ...options });
  return { list };
}

const medicalUser = () =>
  makeUser({
    is_superuser: false,
    roles: [{ id: 5, name: 'Servicio médico', short: 'medical', routes: ['requeriments-medical_admins'] }],
    routes: ['requeriments-medical_admins'],
    permission_shorts: ['medical_service'],
  });

const dialog = async () => screen.findByRole('dialog');
const resultSelect = (modal: HTMLElement) =>
  within(modal).getByLabelText(labelled(t('vacancies.medical_queue.modal.result')), {
    selector: 'input',
  }) as HTMLInputElement;

describe('medical queue', { timeout: 60_000 }, () => {
  it('lists the candidates who need the exam with their vacancy, company and result', async () => {
    const { list } = renderQueue({ user: medicalUser() });
    expect(await screen.findByText(t('routes.requeriments_medical_admins.title'), {}, slow)).toBeTruthy();
    const valeria = (await screen.findByText('Quintanilla Ruiz Valeria', {}, slow)).closest(
      'tr',
    ) as HTMLElement;
    expect(within(valeria).getByText('QURV900101MNLNZL08')).toBeTruthy();
    expect(within(valeria).getByText('SHE-2026-7')).toBeTruthy();
    expect(within(valeria).getByText('Maquila Norte')).toBeTruthy();
    expect(within(valeria).getByText(t('vacancies.medical_queue.filters.no_result'))).toBeTruthy();
    const jose = screen.getByText('Lara José').closest('tr') as HTMLElement;
    expect(within(jose).getByText(t('common.enums.medical_status.recommended'))).toBeTruthy();
    expect(within(jose).getByText('Dra. Elena Ruiz')).toBeTruthy();
    expect(list.last.query).toMatchObject({ require_medical: 'true', is_draft: 'false' });
    // the medical service does not open the recruiters' processing screen
    expect(
      screen.queryByLabelText(`${t('vacancies.medical_queue.open_candidate')} Quintanilla Ruiz Valeria`),
    ).toBeNull();
  });

  it('filters by result, and by none recorded yet', async () => {
    const { list } = renderQueue();
    await screen.findByText('Quintanilla Ruiz Valeria', {}, slow);
    const select = screen.getByLabelText(t('vacancies.medical_queue.filters.result'), { selector: 'input' });
    await pickOption(select, t('common.enums.medical_status.recommended'));
    await waitFor(() => expect(list.last.query).toMatchObject({ medical_status: 'recommended' }));
    await waitFor(() => expect(screen.queryByText('Quintanilla Ruiz Valeria')).toBeNull());
    await pickOption(select, t('vacancies.medical_queue.filters.no_result'));
    await waitFor(() => expect(list.last.query).toMatchObject({ medical_status__isnull: 'true' }));
    expect(list.last.query.medical_status).toBeUndefined();
  });

  it('asks the exam days as a range that takes the whole last day', () => {
    expect(medicalQueueParams({ ...noMedicalQueueFilters, from: '2026-11-01', to: '2026-11-15' })).toEqual({
      require_medical: true,
      is_draft: false,
      medical_status: undefined,
      medical_status__isnull: undefined,
      medical_date__gte: '2026-11-01',
      medical_date__lte: '2026-11-15T23:59:59.999',
    });
  });

  it('records a result with its notes and refreshes the queue', async () => {
    const { list } = renderQueue({ user: medicalUser() });
    const save = mockApi('post', 'vacancy-candidates/update_medical_service/', {
      ...waiting,
      medical_status: 'conditioned',
    });
    fireEvent.click(
      await screen.findByLabelText(
        `${t('vacancies.medical_queue.record')} Quintanilla Ruiz Valeria`,
        {},
        slow,
      ),
    );
    const modal = await dialog();
    expect(
      within(modal).getByText(t('vacancies.medical_queue.modal.title', { name: 'Quintanilla Ruiz Valeria' })),
    ).toBeTruthy();
    // the result is what is recorded: required
    fireEvent.click(within(modal).getByText(t('vacancies.medical_queue.modal.save')));
    await waitFor(() => expect(fieldError(resultSelect(modal))).toBe(t('validation.required')));
    expect(save.requests).toHaveLength(0);

    await pickOption(resultSelect(modal), t('common.enums.medical_status.conditioned'));
    fireEvent.change(within(modal).getByLabelText(t('vacancies.medical_queue.modal.notes')), {
      target: { value: 'Revisión en un mes' },
    });
    const before = list.requests.length;
    fireEvent.click(within(modal).getByText(t('vacancies.medical_queue.modal.save')));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    // today's exam: the server records the moment
    expect(save.last.body).toEqual({
      id: 21,
      medical_status: 'conditioned',
      medical_date: null,
      medical_notes: 'Revisión en un mes',
    });
    expect(await screen.findByText(t('vacancies.medical_queue.saved'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(list.requests.length).toBeGreaterThan(before));
  });

  it('sends an earlier exam day, and shows the server’s field message', async () => {
    renderQueue();
    const save = mockApi('post', 'vacancy-candidates/update_medical_service/', {
      status: 400,
      body: { medical_date: [t('validation.date_not_future')] },
    });
    fireEvent.click(
      await screen.findByLabelText(`${t('vacancies.medical_queue.record')} Lara José`, {}, slow),
    );
    const modal = await dialog();
    // the recorded result and day come back into the form
    expect(resultSelect(modal).value).toBe(t('common.enums.medical_status.recommended'));
    const day = within(modal).getByLabelText(t('vacancies.medical_queue.modal.date'));
    fireEvent.click(within(modal).getByText(t('vacancies.medical_queue.modal.save')));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.last.body).toMatchObject({ id: 22, medical_status: 'recommended' });
    expect(String(save.last.body && (save.last.body as { medical_date: unknown }).medical_date)).toMatch(
      /^2026-11-2\d$/,
    );
    await waitFor(() => expect(fieldError(day)).toBe(t('validation.date_not_future')));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers no recording without the medical service permission, and speaks English', async () => {
    await i18n.changeLanguage('en');
    renderQueue({
      user: makeUser({ is_superuser: false, routes: ['requeriments-medical_admins'], permission_shorts: [] }),
    });
    expect(await screen.findByText('North Plant', {}, slow)).toBeTruthy();
    expect(screen.getAllByText('No result yet').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Record result Quintanilla Ruiz Valeria')).toBeNull();
  });
});
