import type { VacancyApplication, VacancyCandidate } from '@rp/contract/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Texts } from '../../../lib/i18n';
import { makeCatalog, makeVacancyCandidate } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import { VacancyCandidateProcess } from './vacancy-candidate-process';

/**
 * Reviewing a known person's public application (issue 27 #1, docs/decisions.md 'Public applications
 * never write to a known candidate'): typed values beside the candidate's, differences marked, merge
 * with the chosen values or keep separate, each confirmed; the draft is assigned only after.
 */

const t = text;
const slow = { timeout: 30_000 };
const person = {
  names: 'Marta',
  last_name: 'Garza',
  second_name: null,
  curp: null,
  rfc: null,
  email: 'marta@example.com',
  phone_number: '8112345678',
  birthdate: null,
  city: null,
  state: null,
};
const application: VacancyApplication = {
  id: 301,
  vacancy: 7,
  vacancy_candidate: 55,
  candidate: 9,
  candidate_name: 'Garza Marta',
  typed: { ...person, names: 'Martha', second_name: 'Leal', city: 'Monterrey' },
  current: person,
  cv: 77,
  cv_name: 'cv-martha.pdf',
  cv_mime_type: 'application/pdf',
  resolution: 'pending',
  separate_candidate: null,
  created_at: '2026-11-20T17:30:00.000Z',
  resolved_at: null,
};
const draft = makeVacancyCandidate({
  id: 55,
  vacancy: 7,
  candidate: 9,
  is_draft: true,
  vacancy_type: 'shelter',
});

beforeEach(() => {
  mockApi('get', 'vacancy-documents/', []);
  mockApi('get', 'catalogs/', [makeCatalog({ id: 61, clas_id: 6, name: 'No cumple el perfil', code: 'R1' })]);
  mockApi('get', 'vacancy-candidate-status/', []);
  mockApi('get', 'vacancy-candidate-history/', []);
});

function renderReview(applications: VacancyApplication[], row: VacancyCandidate = draft) {
  mockApi('get', `vacancy-candidates/${row.id}/`, row);
  mockApi('get', `vacancy-candidates/${row.id}/applications/`, applications);
  return renderWithApp(<VacancyCandidateProcess vacancyId={7} id={row.id} notFound={<p>no existe</p>} />, {
    route: `/requeriments/shelter/7/candidates/${row.id}`,
    path: '/requeriments/shelter/:id_vacancy/candidates/:id_candidate',
  });
}

const use = (field: keyof Texts['vacancies']['public']['fields']) =>
  screen.getByRole('checkbox', {
    name: t('vacancies.candidates.application.use', { field: t(`vacancies.public.fields.${field}`) }),
  });
const confirmIn = async (label: string) =>
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: label }));

describe('a public application to review', { timeout: 60_000 }, () => {
  it('shows what was typed beside the candidate’s data, only differences choosable, and holds the assignment', async () => {
    renderReview([application]);
    expect(await screen.findByText(t('vacancies.candidates.application.title'), {}, slow)).toBeTruthy();
    expect(
      screen.getByText(t('vacancies.candidates.application.intro', { name: 'Garza Marta' })),
    ).toBeTruthy();
    // names, second surname and city differ; e-mail and phone are the same
    expect(screen.getAllByText(t('vacancies.candidates.application.different'))).toHaveLength(3);
    expect(use('names')).toBeTruthy();
    expect(use('city')).toBeTruthy();
    expect(
      screen.queryByRole('checkbox', {
        name: t('vacancies.candidates.application.use', { field: t('vacancies.public.fields.email') }),
      }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'cv-martha.pdf' })).toBeTruthy();
    expect(screen.getByText(t('vacancies.candidates.application.assign_blocked'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('vacancies.candidates.close.assign_draft') })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('merges only the ticked values after the confirmation', async () => {
    const merge = mockApi('post', 'vacancy-candidates/merge_application/', draft);
    renderReview([application]);
    await screen.findByText(t('vacancies.candidates.application.title'), {}, slow);
    fireEvent.click(use('second_name'));
    fireEvent.click(use('city'));
    fireEvent.click(screen.getByRole('button', { name: t('vacancies.candidates.application.merge') }));
    expect(
      await screen.findByText(
        t('vacancies.candidates.application.merge_confirm', { name: 'Garza Marta', count: 2 }),
      ),
    ).toBeTruthy();
    expect(merge.requests).toHaveLength(0);
    await confirmIn(t('vacancies.candidates.application.merge'));
    await waitFor(() => expect(merge.requests).toHaveLength(1));
    expect(merge.last.body).toEqual({ id: 301, fields: ['second_name', 'city'] });
    expect(await screen.findByText(t('vacancies.candidates.application.merged'))).toBeTruthy();
  });

  it('keeps the application separate after the confirmation, and shows a refusal', async () => {
    const separate = mockApi('post', 'vacancy-candidates/separate_application/', {
      status: 409,
      body: {
        detail: 'La CURP o el RFC de la solicitud ya pertenecen a Garza Marta: únala con ese candidato.',
      },
    });
    renderReview([application]);
    await screen.findByText(t('vacancies.candidates.application.title'), {}, slow);
    fireEvent.click(screen.getByRole('button', { name: t('vacancies.candidates.application.separate') }));
    await confirmIn(t('vacancies.candidates.application.separate'));
    await waitFor(() => expect(separate.requests).toHaveLength(1));
    expect(separate.last.body).toEqual({ id: 301 });
    expect(await screen.findByText(/ya pertenecen a Garza Marta/)).toBeTruthy();
  });

  it('shows a reviewed application without its actions, and lets the draft be assigned', async () => {
    renderReview([{ ...application, resolution: 'merged', resolved_at: '2026-11-21T10:00:00.000Z' }]);
    expect(
      await screen.findByText(t('vacancies.candidates.application.status_merged'), {}, slow),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('vacancies.candidates.application.merge') })).toBeNull();
    expect(screen.getByRole('button', { name: t('vacancies.candidates.close.assign_draft') })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
