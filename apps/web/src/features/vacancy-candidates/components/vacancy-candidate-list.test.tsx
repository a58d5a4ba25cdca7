import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeUser, makeVacancy, makeVacancyCandidate, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { pickOption, type RenderOptions, renderWithApp, text } from '../../../test/render';
import { VacancyCandidateList } from './vacancy-candidate-list';

const t = text;
/** The rows arrive after the vacancy and its counts: more than the default second on a busy machine. */
const slow = { timeout: 5000 };

function renderList(options: Pick<RenderOptions, 'user'> = {}) {
  const vacancy = makeVacancy({ id: 7, code: 'SHE-2026-7', status: 'Pending', vacancy_type: 'shelter' });
  mockApi('get', 'vacancies/7/', vacancy);
  const counts = mockApi('get', 'vacancy-candidates/get_summary_status/', {
    Pending: 3,
    Accepted: 1,
    Rejected: 2,
    Hired: 0,
    NotAttend: 4,
  });
  const list = mockApi('get', 'vacancy-candidates/', (request) =>
    paged(
      request.query.status === 'Rejected'
        ? [
            makeVacancyCandidate({
              id: 13,
              status: 'Rejected',
              candidate_name: 'Soto Marcos',
              is_viable: false,
            }),
          ]
        : [
            makeVacancyCandidate({
              id: 11,
              candidate_name: 'Quintanilla Ruiz Valeria',
              is_viable: true,
              stage_name: 'Interview',
              medical_status: 'recommended',
              interview_date: '2026-12-05',
              interview_time: '10:30',
            }),
            makeVacancyCandidate({
              id: 12,
              candidate_name: 'Lara José',
              is_draft: true,
              has_pending_application: true,
            }),
            makeVacancyCandidate({ id: 14, candidate_name: 'Ortiz Paula', is_viable: null }),
            makeVacancyCandidate({ id: 15, candidate_name: 'Núñez Elena', is_viable: false }),
          ],
    ),
  );
  renderWithApp(<VacancyCandidateList id={7} />, {
    route: '/requeriments/shelter/7/candidates',
    path: '/requeriments/shelter/:id_vacancy/candidates',
    ...options,
  });
  return { counts, list };
}

describe('vacancy candidates list', { timeout: 60_000 }, () => {
  it('shows the counts per status and the rows of the vacancy', async () => {
    const { counts, list } = renderList();
    expect(
      await screen.findByText(t('vacancies.candidates.title', { code: 'SHE-2026-7' }), {}, slow),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('candidate-count-Pending').textContent).toBe('3'));
    expect(screen.getByTestId('candidate-count-NotAttend').textContent).toBe('4');
    expect(counts.last.query).toEqual({ vacancy: '7' });

    const valeria = (await screen.findByText('Quintanilla Ruiz Valeria', {}, slow)).closest(
      'tr',
    ) as HTMLElement;
    expect(within(valeria).getByText(t('vacancies.candidates.viability.yes'))).toBeTruthy();
    expect(within(valeria).getByText('05/12/2026 10:30')).toBeTruthy();
    expect(within(valeria).getByText(t('common.enums.follow_up_status.Pending'))).toBeTruthy();
    const draft = screen.getByText('Lara José').closest('tr') as HTMLElement;
    expect(within(draft).getByText(t('vacancies.candidates.draft'))).toBeTruthy();
    expect(within(draft).getByText(t('vacancies.candidates.viability.unanswered'))).toBeTruthy();
    // a known person's public application on the draft waits for review (issue 27 #1)
    expect(within(draft).getByText(t('vacancies.candidates.application.pending_badge'))).toBeTruthy();
    expect(within(valeria).queryByText(t('vacancies.candidates.application.pending_badge'))).toBeNull();
    expect(list.last.query).toMatchObject({ vacancy: '7' });
  });

  it('filters by a status box and opens a row', async () => {
    const { list } = renderList();
    fireEvent.click(
      (await screen.findByTestId('candidate-count-Rejected', {}, slow)).closest('button') as HTMLElement,
    );
    await waitFor(() => expect(list.last.query).toMatchObject({ vacancy: '7', status: 'Rejected' }));
    fireEvent.click(await screen.findByText('Soto Marcos', {}, slow));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/requeriments/shelter/7/candidates/13'),
    );
  });

  it('speaks English when the user does', async () => {
    await i18n.changeLanguage('en');
    renderList();
    expect(await screen.findByText('Candidates of SHE-2026-7')).toBeTruthy();
    expect(await screen.findByText('Add candidate')).toBeTruthy();
    expect((await screen.findAllByText('Viable')).length).toBeGreaterThan(0);
  });

  it('closes the selected candidates after choosing a status every one allows', async () => {
    const { list } = renderList();
    const closeMany = mockApi('post', 'vacancy-candidates/close_massive_candidate/', { updated: 2 });
    await screen.findByText('Quintanilla Ruiz Valeria', {}, slow);
    // a draft and a candidate without an answered viability cannot be closed: no checkbox
    expect(screen.queryByLabelText(t('followup.list.select_row', { name: 'Lara José' }))).toBeNull();
    expect(screen.queryByLabelText(t('followup.list.select_row', { name: 'Ortiz Paula' }))).toBeNull();
    const button = screen.getByText(t('followup.actions.close_selected')).closest('button') as HTMLElement;
    expect(button).toHaveProperty('disabled', true);

    fireEvent.click(
      screen.getByLabelText(t('followup.list.select_row', { name: 'Quintanilla Ruiz Valeria' })),
    );
    fireEvent.click(screen.getByLabelText(t('followup.list.select_row', { name: 'Núñez Elena' })));
    fireEvent.click(screen.getByText(`${t('followup.actions.close_selected')} (2)`));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t('followup.bulk.selected', { count: 2 }))).toBeTruthy();
    // one of them is not viable: it can only be rejected or marked as not attended
    const status = within(dialog).getByLabelText(new RegExp(t('followup.bulk.status')), {
      selector: 'input',
    });
    fireEvent.click(status);
    const options = await waitFor(() => {
      const list = document.getElementById(status.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error('the status select has no open list');
      return [...list.querySelectorAll('[role="option"]')].map((option) => option.textContent);
    });
    expect(options).toEqual([
      t('common.enums.follow_up_status.Rejected'),
      t('common.enums.follow_up_status.NotAttend'),
    ]);
    fireEvent.click(status);
    await pickOption(status, t('common.enums.follow_up_status.NotAttend'));
    const before = list.requests.length;
    fireEvent.click(within(dialog).getByText(t('followup.bulk.submit')));
    await waitFor(() => expect(closeMany.requests).toHaveLength(1));
    expect(closeMany.last.body).toEqual({
      ids: [11, 15],
      status: 'NotAttend',
      reject_reason: null,
      follow_up: null,
    });
    expect(await screen.findByText(t('followup.bulk.updated', { count: 2 }))).toBeTruthy();
    await waitFor(() => expect(list.requests.length).toBeGreaterThan(before));
    expect(screen.getByText(t('followup.actions.close_selected')).closest('button')).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows the server's refusal of a bulk close and keeps the dialog open", async () => {
    renderList();
    mockApi('post', 'vacancy-candidates/close_massive_candidate/', {
      status: 409,
      body: { detail: 'Candidato Quintanilla Ruiz Valeria: indique si el candidato es viable' },
    });
    fireEvent.click(
      await screen.findByLabelText(
        t('followup.list.select_row', { name: 'Quintanilla Ruiz Valeria' }),
        {},
        slow,
      ),
    );
    fireEvent.click(screen.getByText(`${t('followup.actions.close_selected')} (1)`));
    const dialog = await screen.findByRole('dialog');
    await pickOption(
      within(dialog).getByLabelText(new RegExp(t('followup.bulk.status')), { selector: 'input' }),
      t('common.enums.follow_up_status.Accepted'),
    );
    fireEvent.click(within(dialog).getByText(t('followup.bulk.submit')));
    expect(
      await screen.findByText('Candidato Quintanilla Ruiz Valeria: indique si el candidato es viable'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('removes a draft after confirmation, and only a draft', async () => {
    const { list } = renderList();
    const remove = mockApi('delete', 'vacancy-candidates/12/', { deleted: true });
    await screen.findByText('Lara José', {}, slow);
    const label = `${t('vacancies.candidates.delete_draft')} `;
    expect(screen.queryByLabelText(`${label}Quintanilla Ruiz Valeria`)).toBeNull();

    fireEvent.click(screen.getByLabelText(`${label}Lara José`));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText(t('vacancies.candidates.delete_draft_confirm', { name: 'Lara José' })),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByText(t('common.actions.cancel')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove.requests).toHaveLength(0);

    fireEvent.click(screen.getByLabelText(`${label}Lara José`));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText(t('common.actions.delete')));
    await waitFor(() => expect(remove.requests).toHaveLength(1));
    expect(await screen.findByText(t('vacancies.candidates.draft_deleted'))).toBeTruthy();
    await waitFor(() => expect(list.requests.length).toBeGreaterThan(1));
  });

  it('offers neither selection nor removal without the permission to process candidates', async () => {
    renderList({
      user: makeUser({
        is_superuser: false,
        routes: ['requeriments-shelter-id_vacancy-candidates'],
        permission_shorts: ['medical_service'],
      }),
    });
    await screen.findByText('Lara José', {}, slow);
    expect(screen.queryByText(t('followup.actions.close_selected'))).toBeNull();
    expect(screen.queryByLabelText(`${t('vacancies.candidates.delete_draft')} Lara José`)).toBeNull();
  });
});
