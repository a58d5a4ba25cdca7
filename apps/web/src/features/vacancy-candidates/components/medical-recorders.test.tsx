import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, makeVacancy, makeVacancyCandidate } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import { CandidateClosePanel } from './candidate-close-panel';

const t = text;
const setup = (medical: { id: number; first_name: string; last_name: string }[]) => ({
  company: 4,
  sites: 1,
  sites_located: 1,
  positions: 1,
  shifts: 1,
  targets: 0,
  approvers: { clients: 1, shelter: 0, shelter_indirect: 0 },
  recruiters: [],
  requesters: [],
  medical: medical.map((user) => ({ ...user, username: user.first_name.toLowerCase(), email: null })),
});
/** Accepted, the exam required and pending: Hire is offered and held by the medical gate. */
const held = makeVacancyCandidate({
  id: 55,
  vacancy: 7,
  is_viable: true,
  status: 'Accepted',
  require_medical: true,
  medical_status: 'pending',
});

function renderPanel(user = makeUser()) {
  mockApi('get', 'vacancies/7/', makeVacancy({ id: 7, company: 4 }));
  return renderWithApp(<CandidateClosePanel row={held} />, { user });
}

describe('the hire block names who can record the medical result', { timeout: 60_000 }, () => {
  it("names the medical service users of the vacancy's company", async () => {
    const asked = mockApi(
      'get',
      'companies/get_setup/',
      setup([{ id: 3, first_name: 'Mara', last_name: 'Díaz' }]),
    );
    renderPanel();
    const line = await screen.findByTestId('medical-recorders');
    expect(line.textContent).toBe(t('followup.hire.medical_recorders', { names: 'Mara Díaz' }));
    expect(asked.last.query).toEqual({ company: '4' });
  });

  it('says nobody can yet and links to the users page, or says whom to ask', async () => {
    mockApi('get', 'companies/get_setup/', setup([]));
    const { unmount } = renderPanel();
    const line = await screen.findByTestId('medical-recorders');
    expect(line.textContent).toContain(t('followup.hire.medical_nobody'));
    expect(
      within(line)
        .getByRole('link', { name: t('followup.hire.medical_assign') })
        .getAttribute('href'),
    ).toBe('/settings/users');
    unmount();
    renderPanel(
      makeUser({ is_superuser: false, routes: ['requeriments-shelter-id_vacancy-candidates-id_candidate'] }),
    );
    const asked = await screen.findByTestId('medical-recorders');
    expect(asked.textContent).toContain(t('followup.hire.medical_ask_admin'));
    expect(within(asked).queryByRole('link')).toBeNull();
  });

  it('says nothing of it when the exam does not hold the hire', async () => {
    const asked = mockApi('get', 'companies/get_setup/', setup([]));
    mockApi('get', 'vacancies/7/', makeVacancy({ id: 7, company: 4 }));
    renderWithApp(<CandidateClosePanel row={{ ...held, medical_status: 'recommended' }} />);
    expect(await screen.findByRole('button', { name: t('vacancies.candidates.close.hire') })).toBeTruthy();
    expect(screen.queryByTestId('medical-recorders')).toBeNull();
    expect(asked.requests).toHaveLength(0);
  });
});
