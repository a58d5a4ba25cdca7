import type { Vacancy } from '@rp/contract/entities';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCandidate, makeVacancy, makeVacancyCandidate, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { labelled, renderWithApp, text } from '../../../test/render';
import { AddVacancyCandidate } from './add-vacancy-candidate';

const t = text;
const approved = makeVacancy({ id: 7, status: 'Pending', approved_at: '2026-11-20T17:30:00.000Z' });
const valeria = makeCandidate({ id: 501, full_name: 'Quintanilla Ruiz Valeria' });

async function renderAdd(vacancy: Vacancy = approved) {
  mockApi('get', 'vacancies/7/', vacancy);
  mockApi('get', 'candidates/', paged([valeria]));
  const onDone = vi.fn();
  renderWithApp(<AddVacancyCandidate id={7} onDone={onDone} />, {
    route: '/requeriments/shelter/7/candidates/add',
    path: '/requeriments/shelter/:id_vacancy/candidates/add',
  });
  const input = await screen.findByLabelText(labelled(t('followup.assign.candidate')), { selector: 'input' });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: 'quintanilla' } });
  const option = (await screen.findByText(valeria.full_name, {}, { timeout: 5000 })).closest(
    '[role="option"]',
  );
  fireEvent.click(option as HTMLElement);
  return { onDone };
}

describe('add a candidate to a vacancy', { timeout: 60_000 }, () => {
  it('assigns the candidate with the interview time (assign_candidate)', async () => {
    const row = makeVacancyCandidate({ id: 55, vacancy: 7, candidate: 501 });
    const assign = mockApi('post', 'vacancy-candidates/assign_candidate/', { status: 201, body: row });
    const { onDone } = await renderAdd();
    fireEvent.change(screen.getByLabelText(t('vacancies.candidates.assign.interview_time')), {
      target: { value: '10:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('vacancies.candidates.assign.submit') }));
    await waitFor(() => expect(assign.requests).toHaveLength(1));
    expect(assign.last.body).toEqual({
      vacancy: 7,
      candidate: 501,
      interview_date: null,
      interview_time: '10:30',
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(row));
  });

  it('saves a draft (save_draft_candidate) while the vacancy waits for approval', async () => {
    const row = makeVacancyCandidate({ id: 56, vacancy: 7, candidate: 501, is_draft: true });
    const draft = mockApi('post', 'vacancy-candidates/save_draft_candidate/', { status: 201, body: row });
    const { onDone } = await renderAdd(makeVacancy({ id: 7, status: 'New', approved_at: null }));
    expect(screen.getByText(t('vacancies.candidates.assign.not_ready'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('vacancies.candidates.assign.draft') }));
    await waitFor(() => expect(draft.requests).toHaveLength(1));
    expect(draft.last.body).toEqual({ vacancy: 7, candidate: 501 });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(row));
  });

  it('shows the server’s refusal (409 detail) and stays', async () => {
    mockApi('post', 'vacancy-candidates/assign_candidate/', {
      status: 409,
      body: { detail: 'El candidato ya está en proceso en la vacante SHE-2026-3' },
    });
    const { onDone } = await renderAdd();
    fireEvent.click(screen.getByRole('button', { name: t('vacancies.candidates.assign.submit') }));
    expect(await screen.findByText('El candidato ya está en proceso en la vacante SHE-2026-3')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('puts a 400 field message on its field', async () => {
    mockApi('post', 'vacancy-candidates/assign_candidate/', {
      status: 400,
      body: { interview_time: ['Hora no válida'] },
    });
    await renderAdd();
    fireEvent.click(screen.getByRole('button', { name: t('vacancies.candidates.assign.submit') }));
    expect(await screen.findByText('Hora no válida')).toBeTruthy();
  });
});
