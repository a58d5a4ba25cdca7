import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeVacancyFromKey } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, renderWithApp, text } from '../../../test/render';
import { ApproveVacancy } from './approve-vacancy';

const t = text;
const key = 'AbCdEfGhIjKlMnOpQrStUv_12-x';

const renderPage = (approvalKey: string | undefined = key) =>
  renderWithApp(<ApproveVacancy approvalKey={approvalKey} notFound={<p>Esta página no existe</p>} />, {
    route: `/approve/${approvalKey ?? ''}`,
  });

const dialog = () => screen.findByRole('dialog');

describe('approve page (by key, no account)', { timeout: 60_000 }, () => {
  it('shows the vacancy with names and who approved when, and approves once after confirmation', async () => {
    const lookup = mockApi('post', 'vacancies/get_vacancy_from_key/', makeVacancyFromKey());
    const approve = mockApi('post', 'vacancies/approve/', { detail: 'Aprobación registrada' });
    renderPage();
    expect(await screen.findByText('Analista de nóminas')).toBeTruthy();
    expect(lookup.last.body).toEqual({ key });
    expect(screen.getByText('Tecma Shelter')).toBeTruthy();
    expect(screen.getByText('$18,000.00 – $22,000.00')).toBeTruthy();
    expect(screen.getByText('Nueva posición')).toBeTruthy();
    const approvals = screen.getByRole('region', { name: t('vacancies.approve.approvals') });
    expect(within(approvals).getByText('Aprobó el 20/11/2026 17:30')).toBeTruthy();
    expect(within(approvals).getByText(t('vacancies.approve.you'))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t('vacancies.approve.approve') }));
    const modal = await dialog();
    expect(
      within(modal).getByText(t('vacancies.approve.confirm_message', { code: 'SHE-2026-0007' })),
    ).toBeTruthy();
    expect(approve.requests).toHaveLength(0);
    fireEvent.change(within(modal).getByLabelText(t('vacancies.approve.comment_optional')), {
      target: { value: ' De acuerdo ' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: t('vacancies.approve.approve') }));
    await waitFor(() => expect(approve.requests).toHaveLength(1));
    expect(approve.last.body).toEqual({ key, comment: 'De acuerdo' });
    // the thanks, and nothing of the vacancy any more: the key now shows nothing (issue 27 #8)
    expect(await screen.findByText(t('vacancies.approve.approved'))).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: t('vacancies.approve.approve') })).toBeNull(),
    );
    expect(screen.queryByText('Analista de nóminas')).toBeNull();
    expect(screen.queryByRole('region', { name: t('vacancies.approve.approvals') })).toBeNull();
    expect(lookup.requests).toHaveLength(1);
  });

  it('shows the status in the words of the boards next to the stage', async () => {
    mockApi(
      'post',
      'vacancies/get_vacancy_from_key/',
      makeVacancyFromKey({ status: 'Pending', stage: 'Waiting approval', approvals: [] }),
    );
    renderPage();
    expect(await screen.findByText(t('reports.stage_Waiting approval'))).toBeTruthy();
    expect(screen.getByText(t('reports.vacancy_Pending'))).toBeTruthy();
    expect(t('reports.vacancy_Pending')).toBe('En proceso');
    expect(screen.queryByText('Pendiente')).toBeNull();
  });

  it('declines only with a comment', async () => {
    mockApi('post', 'vacancies/get_vacancy_from_key/', makeVacancyFromKey());
    const decline = mockApi('post', 'vacancies/decline/', { detail: 'Rechazada' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: t('vacancies.approve.decline') }));
    const modal = await dialog();
    const submit = within(modal).getByRole('button', { name: t('vacancies.approve.decline') });
    fireEvent.click(submit);
    const comment = within(modal).getByLabelText(labelled(t('vacancies.approve.comment')));
    await waitFor(() => expect(fieldError(comment)).toBe('Este campo es obligatorio'));
    expect(decline.requests).toHaveLength(0);
    fireEvent.change(comment, { target: { value: 'Falta el presupuesto aprobado' } });
    fireEvent.click(submit);
    await waitFor(() => expect(decline.requests).toHaveLength(1));
    expect(decline.last.body).toEqual({ key, comment: 'Falta el presupuesto aprobado' });
    expect(await screen.findByText(t('vacancies.approve.declined'))).toBeTruthy();
  });

  it('an unknown key is the not-found page; a malformed one asks nothing', async () => {
    const lookup = mockApi('post', 'vacancies/get_vacancy_from_key/', {
      status: 404,
      body: { detail: 'No encontrado' },
    });
    renderPage();
    expect(await screen.findByText('Esta página no existe')).toBeTruthy();
    expect(lookup.requests).toHaveLength(1);
    renderPage('abc');
    expect((await screen.findAllByText('Esta página no existe')).length).toBe(2);
    expect(lookup.requests).toHaveLength(1);
  });

  it("says a used or dead key's reason (409) instead of the vacancy", async () => {
    mockApi('post', 'vacancies/get_vacancy_from_key/', {
      status: 409,
      body: { detail: 'La vacante fue cancelada: este enlace ya no es válido' },
    });
    renderPage();
    expect(await screen.findByText('La vacante fue cancelada: este enlace ya no es válido')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('vacancies.approve.approve') })).toBeNull();
  });

  it('an answered key shows only "this link was already answered", in the language of the page', async () => {
    const lookup = mockApi('post', 'vacancies/get_vacancy_from_key/', (request) => ({
      status: 409,
      body: {
        detail:
          request.headers.get('Accept-Language') === 'en'
            ? 'This link was already answered.'
            : 'Este enlace ya fue respondido.',
      },
    }));
    renderPage();
    expect(await screen.findByText('Este enlace ya fue respondido.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: t('vacancies.approve.request') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('vacancies.approve.approve') })).toBeNull();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('This link was already answered.')).toBeTruthy();
    expect(lookup.last.headers.get('Accept-Language')).toBe('en');
  });

  it('a refused answer reads the key again: once it can no longer answer, the vacancy is gone', async () => {
    let refused = false;
    mockApi('post', 'vacancies/get_vacancy_from_key/', () =>
      refused ? { status: 409, body: { detail: 'Este enlace ya fue respondido.' } } : makeVacancyFromKey(),
    );
    mockApi('post', 'vacancies/approve/', () => {
      refused = true;
      return { status: 409, body: { detail: 'Ya aprobó esta vacante' } };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: t('vacancies.approve.approve') }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: t('vacancies.approve.approve') }));
    expect(await screen.findByText('Ya aprobó esta vacante')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Analista de nóminas')).toBeNull());
    expect(screen.queryByRole('button', { name: t('vacancies.approve.approve') })).toBeNull();
  });

  it('a 409 on approving is said on the page', async () => {
    mockApi('post', 'vacancies/get_vacancy_from_key/', makeVacancyFromKey());
    mockApi('post', 'vacancies/approve/', { status: 409, body: { detail: 'Ya aprobó esta vacante' } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: t('vacancies.approve.approve') }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: t('vacancies.approve.approve') }));
    expect(await screen.findByText('Ya aprobó esta vacante')).toBeTruthy();
    expect(screen.queryByText(t('vacancies.approve.approved'))).toBeNull();
  });

  it('reads the vacancy again in the language the approver switches to', async () => {
    const lookup = mockApi('post', 'vacancies/get_vacancy_from_key/', makeVacancyFromKey());
    renderPage();
    await screen.findByText('Analista de nóminas');
    expect(lookup.last.headers.get('Accept-Language')).toBe('es');
    await i18n.changeLanguage('en');
    await waitFor(() => expect(lookup.last.headers.get('Accept-Language')).toBe('en'));
    expect(await screen.findByText('Request details')).toBeTruthy();
  });
});
