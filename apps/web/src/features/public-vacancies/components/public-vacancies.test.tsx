import type { CompanyPublic, PublicVacancy } from '@rp/contract/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Texts } from '../../../lib/i18n';
import i18n from '../../../lib/i18n';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, renderWithApp, text } from '../../../test/render';
import { PublicVacancies } from './public-vacancies';

const t = text;
const key = 'tecma-shelter';

const company = (overrides: Partial<CompanyPublic> = {}): CompanyPublic => ({
  public_name: 'Tecma Shelter',
  name_es: 'Tecma Group SA de CV',
  name_en: null,
  benefits: 'Comedor subsidiado\nTransporte',
  logo: null,
  links: null,
  ...overrides,
});

const vacancy = (overrides: Partial<PublicVacancy> = {}): PublicVacancy => ({
  id: 41,
  code: 'SHE-2026-0007',
  position: 'Analista de nóminas',
  plant: 'Planta 2',
  shift_description: 'Lunes a viernes 8:00–17:00',
  salary_from: 18000,
  salary_to: 22000,
  scholar_level: 'Licenciatura',
  english_level: 'Intermedio',
  experience: 'Dos años en nóminas',
  ...overrides,
});

const renderPage = (companyKey: string | undefined = key) =>
  renderWithApp(
    <PublicVacancies companyKey={companyKey} type="shelter" notFound={<p>Esta página no existe</p>} />,
    { route: `/vacancies/shelter/${companyKey ?? ''}` },
  );

const field = (form: HTMLElement, name: keyof Texts['vacancies']['public']['fields']) =>
  within(form).getByLabelText(labelled(t(`vacancies.public.fields.${name}`)));

async function openForm() {
  fireEvent.click(
    await screen.findByRole('button', {
      name: t('vacancies.public.apply_to', { position: 'Analista de nóminas' }),
    }),
  );
  const dialog = await screen.findByRole('dialog');
  return dialog;
}

function fillRequired(form: HTMLElement) {
  fireEvent.change(field(form, 'names'), { target: { value: 'Ana María' } });
  fireEvent.change(field(form, 'last_name'), { target: { value: 'López' } });
  fireEvent.change(field(form, 'email'), { target: { value: 'ana@example.com' } });
  fireEvent.change(field(form, 'phone_number'), { target: { value: '6561234567' } });
  const input = form.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] },
  });
}

const consent = (form: HTMLElement) =>
  within(form).getByRole('checkbox', { name: t('vacancies.public.consent') });
const send = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: t('vacancies.public.send') }));

describe('public vacancies page (by key, no account)', { timeout: 60_000 }, () => {
  it('shows the company, its benefits and its open vacancies of the type as cards', async () => {
    const byKey = mockApi('post', 'companies/get_company_by_key/', company());
    const list = mockApi('post', 'vacancies/public_list/', [
      vacancy(),
      vacancy({
        id: 42,
        code: null,
        position: 'Operador de montacargas',
        salary_from: null,
        salary_to: null,
      }),
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tecma Shelter' })).toBeTruthy();
    expect(byKey.last.body).toEqual({ key });
    expect(list.last.body).toEqual({ key, type: 'shelter' });
    expect(screen.getByText(/Comedor subsidiado/)).toBeTruthy();
    const first = screen.getByRole('article', { name: 'Analista de nóminas' });
    expect(within(first).getByText('$18,000.00 – $22,000.00')).toBeTruthy();
    expect(within(first).getByText('Planta 2')).toBeTruthy();
    expect(within(first).getByText('Licenciatura')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'Operador de montacargas' });
    // a confidential salary is not shown at all
    expect(within(second).queryByText(t('vacancies.public.salary'))).toBeNull();
    expect(screen.getAllByRole('button', { name: /Postularse/ })).toHaveLength(2);
  });

  it('shows the company logo from its signed link, named for screen readers; none without one', async () => {
    const logo = '/api/file-records/9/download/?sig=abc';
    mockApi('post', 'companies/get_company_by_key/', company({ logo }));
    mockApi('post', 'vacancies/public_list/', []);
    renderPage();
    const image = await screen.findByRole('img', {
      name: t('vacancies.public.logo_alt', { name: 'Tecma Shelter' }),
    });
    expect(image.getAttribute('src')).toBe(logo);
  });

  it('says so when there are no open vacancies', async () => {
    mockApi('post', 'companies/get_company_by_key/', company({ public_name: null }));
    mockApi('post', 'vacancies/public_list/', []);
    renderPage();
    expect(await screen.findByText(t('vacancies.public.empty'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tecma Group SA de CV' })).toBeTruthy();
  });

  it('an unknown key is the not-found page', async () => {
    mockApi('post', 'companies/get_company_by_key/', { status: 404, body: { detail: 'No encontrado' } });
    mockApi('post', 'vacancies/public_list/', { status: 404, body: { detail: 'No encontrado' } });
    renderPage();
    expect(await screen.findByText('Esta página no existe')).toBeTruthy();
  });

  it('applies with multipart (fields, consent, file) and shows the server detail instead of the form', async () => {
    mockApi('post', 'companies/get_company_by_key/', company());
    mockApi('post', 'vacancies/public_list/', [vacancy()]);
    const apply = mockApi('post', 'vacancies/apply/', {
      status: 202,
      body: { detail: 'Recibimos su solicitud. Le contactaremos pronto.' },
    });
    renderPage();
    const form = await openForm();
    fillRequired(form);
    fireEvent.change(field(form, 'city'), { target: { value: 'Juárez' } });
    // the birth date is the app's date field: typed day first, sent as YYYY-MM-DD
    fireEvent.change(field(form, 'birthdate'), { target: { value: '05/03/1990' } });
    fireEvent.blur(field(form, 'birthdate'));
    fireEvent.click(consent(form));
    send(form);
    await waitFor(() => expect(apply.requests).toHaveLength(1));
    expect(apply.last.body).toEqual({
      vacancy: '41',
      names: 'Ana María',
      last_name: 'López',
      email: 'ana@example.com',
      phone_number: '6561234567',
      city: 'Juárez',
      birthdate: '1990-03-05',
      consent: 'true',
      lang: 'es',
      // jsdom's FormData loses the file name on its way to MSW; the type and the bytes arrive
      file: expect.objectContaining({ type: 'application/pdf', size: 8 }),
    });
    expect(await screen.findByText('Recibimos su solicitud. Le contactaremos pronto.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('vacancies.public.send') })).toBeNull();
  });

  it('asks for the consent (and the CV) before sending anything', async () => {
    mockApi('post', 'companies/get_company_by_key/', company());
    mockApi('post', 'vacancies/public_list/', [vacancy()]);
    const apply = mockApi('post', 'vacancies/apply/', { status: 202, body: { detail: 'ok' } });
    renderPage();
    const form = await openForm();
    send(form);
    await waitFor(() => expect(fieldError(field(form, 'names'))).toBe('Este campo es obligatorio'));
    fillRequired(form);
    send(form);
    expect(await within(form).findByText(t('validation.consent_required'))).toBeTruthy();
    expect(apply.requests).toHaveLength(0);
  });

  it('offers to fill the empty fields from the chosen CV, keeping what the applicant typed', async () => {
    mockApi('post', 'companies/get_company_by_key/', company());
    mockApi('post', 'vacancies/public_list/', [vacancy()]);
    const prefill = mockApi('post', 'candidates/prefill_from_cv/', {
      curp: null,
      rfc: null,
      email: 'juan.perez@example.com',
      phone_number: '5512345678',
      names: 'Juan Carlos',
      last_name: 'Pérez',
      second_name: 'López',
      skipped: [],
    });
    renderPage();
    const form = await openForm();
    const action = () => within(form).queryByRole('button', { name: t('candidates.cv_prefill.action') });
    expect(action()).toBeNull(); // no CV yet
    fireEvent.change(field(form, 'names'), { target: { value: 'Juan' } });
    fireEvent.change(field(form, 'email'), { target: { value: 'juan@example.com' } });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(action() as HTMLElement);
    const filled = (['last_name', 'second_name', 'phone_number'] as const).map((name) =>
      t(`candidates.fields.${name}`),
    );
    expect(
      await within(form).findByText(t('candidates.cv_prefill.filled', { fields: filled.join(', ') })),
    ).toBeTruthy();
    expect(prefill.requests).toHaveLength(1);
    const value = (name: keyof Texts['vacancies']['public']['fields']) =>
      (field(form, name) as HTMLInputElement).value;
    expect(value('names')).toBe('Juan');
    expect(value('email')).toBe('juan@example.com');
    expect(value('last_name')).toBe('Pérez');
    expect(value('second_name')).toBe('López');
    expect(value('phone_number')).toBe('5512345678');
    expect(value('curp')).toBe('');
  });

  it("puts a 400's messages on the fields, and a 429 says the server's wait from this network", async () => {
    mockApi('post', 'companies/get_company_by_key/', company());
    mockApi('post', 'vacancies/public_list/', [vacancy()]);
    let calls = 0;
    mockApi('post', 'vacancies/apply/', () => {
      calls += 1;
      return calls === 1
        ? { status: 400, body: { email: ['Este correo no es válido'], file: ['El archivo está dañado'] } }
        : {
            status: 429,
            body: {
              detail: 'Demasiados intentos desde esta red. Intente de nuevo en 42 s.',
              retry_after: 42,
            },
          };
    });
    renderPage();
    const form = await openForm();
    fillRequired(form);
    fireEvent.click(consent(form));
    send(form);
    await waitFor(() => expect(fieldError(field(form, 'email'))).toBe('Este correo no es válido'));
    expect(within(form).getByText('El archivo está dañado')).toBeTruthy();
    send(form);
    expect(
      await within(form).findByText('Demasiados intentos desde esta red. Intente de nuevo en 42 s.'),
    ).toBeTruthy();
  });

  it('says when to try again when the page itself is over the allowance (429), not "could not load"', async () => {
    mockApi('post', 'companies/get_company_by_key/', company());
    let calls = 0;
    mockApi('post', 'vacancies/public_list/', () => {
      calls += 1;
      return calls === 1
        ? {
            status: 429,
            body: {
              detail: 'Demasiados intentos desde esta red. Intente de nuevo en 17 s.',
              retry_after: 17,
            },
          }
        : [vacancy()];
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Demasiados intentos desde esta red. Intente de nuevo en 17 s.'),
    ).toBeTruthy();
    expect(within(alert).queryByText(t('common.table.error'))).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: t('common.actions.retry') }));
    expect(
      await screen.findByRole('button', {
        name: t('vacancies.public.apply_to', { position: 'Analista de nóminas' }),
      }),
    ).toBeTruthy();
  });

  it('reads the company and the vacancies again in the language the visitor switches to', async () => {
    const byKey = mockApi(
      'post',
      'companies/get_company_by_key/',
      company({ public_name: null, name_en: 'Tecma Group Inc' }),
    );
    const list = mockApi('post', 'vacancies/public_list/', [vacancy()]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tecma Group SA de CV' })).toBeTruthy();
    await i18n.changeLanguage('en');
    try {
      expect(await screen.findByRole('heading', { name: 'Tecma Group Inc' })).toBeTruthy();
      await waitFor(() => expect(list.last.headers.get('Accept-Language')).toBe('en'));
      expect(byKey.last.headers.get('Accept-Language')).toBe('en');
      expect(screen.getByRole('button', { name: 'Apply to Analista de nóminas' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});
