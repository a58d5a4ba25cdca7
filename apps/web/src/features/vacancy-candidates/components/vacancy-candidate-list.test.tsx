import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeVacancy, makeVacancyCandidate, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import { VacancyCandidateList } from './vacancy-candidate-list';

const t = text;

function renderList() {
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
            makeVacancyCandidate({ id: 12, candidate_name: 'Lara José', is_draft: true }),
          ],
    ),
  );
  renderWithApp(<VacancyCandidateList id={7} />, {
    route: '/requeriments/shelter/7/candidates',
    path: '/requeriments/shelter/:id_vacancy/candidates',
  });
  return { counts, list };
}

describe('vacancy candidates list', { timeout: 60_000 }, () => {
  it('shows the counts per status and the rows of the vacancy', async () => {
    const { counts, list } = renderList();
    expect(await screen.findByText(t('vacancies.candidates.title', { code: 'SHE-2026-7' }))).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('candidate-count-Pending').textContent).toBe('3'));
    expect(screen.getByTestId('candidate-count-NotAttend').textContent).toBe('4');
    expect(counts.last.query).toEqual({ vacancy: '7' });

    const valeria = (await screen.findByText('Quintanilla Ruiz Valeria')).closest('tr') as HTMLElement;
    expect(within(valeria).getByText(t('vacancies.candidates.viability.yes'))).toBeTruthy();
    expect(within(valeria).getByText('05/12/2026 10:30')).toBeTruthy();
    expect(within(valeria).getByText(t('common.enums.follow_up_status.Pending'))).toBeTruthy();
    const draft = screen.getByText('Lara José').closest('tr') as HTMLElement;
    expect(within(draft).getByText(t('vacancies.candidates.draft'))).toBeTruthy();
    expect(within(draft).getByText(t('vacancies.candidates.viability.unanswered'))).toBeTruthy();
    expect(list.last.query).toMatchObject({ vacancy: '7' });
  });

  it('filters by a status box and opens a row', async () => {
    const { list } = renderList();
    fireEvent.click((await screen.findByTestId('candidate-count-Rejected')).closest('button') as HTMLElement);
    await waitFor(() => expect(list.last.query).toMatchObject({ vacancy: '7', status: 'Rejected' }));
    fireEvent.click(await screen.findByText('Soto Marcos'));
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
});
