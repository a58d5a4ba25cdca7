import type { Vacancy } from '@rp/contract/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Texts } from '../../../lib/i18n';
import i18n from '../../../lib/i18n';
import { makeCatalog, makeCategory, makeSite, makeUser, makeVacancy } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, pickOption, renderWithApp, text } from '../../../test/render';
import { VacancyForm } from './vacancy-form';

const t = text;
const administrative = makeCategory({ id: 5, code: 'ADMINISTRATIVE', description: 'Administrativo' });
const direct = makeCategory({ id: 3, code: 'DIRECT' });
const monthly = makeCatalog({ id: 71, name: 'Mensual', name_en: 'Monthly', clas_id: 7 });
const newPosition = makeCatalog({ id: 11, name: 'Nueva posición', clas_id: 1 });
const bachelor = makeCatalog({ id: 21, name: 'Licenciatura', clas_id: 2 });
const intermediate = makeCatalog({ id: 81, name: 'Intermedio', clas_id: 8 });
const morning = makeCatalog({ id: 31, name: 'Matutino', name_en: 'Morning', clas_id: 3 });
const catalogs = [monthly, newPosition, bachelor, intermediate, morning];
const person = (id: number, first_name: string) => ({
  id,
  username: first_name.toLowerCase(),
  first_name,
  last_name: 'Pérez',
  email: null,
});

beforeEach(() => {
  mockApi('get', 'utils/translation_status/', { available: true });
  mockApi('get', 'categories/', [administrative, direct]);
  mockApi('get', 'catalogs/', ({ query }) =>
    catalogs.filter((item) => String(item.clas_id) === query.clas_id),
  );
  mockApi('get', 'departments/', [
    {
      id: 4,
      code: 'FIN',
      name_es: 'Finanzas',
      name_en: 'Finance',
      text: null,
      sub_cta: null,
      public_name: null,
      status: true,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    },
  ]);
  mockApi('get', 'users/lists/', {
    recruiters: [person(31, 'Rita')],
    hr_managers: [person(32, 'Hugo')],
    program_managers: [person(33, 'Pablo')],
    medical: [],
  });
  mockApi('get', 'vacancies/get_distinct_positions/', ['Analista de nóminas', 'Auxiliar contable']);
  mockApi('get', 'sites/get_access/', []);
});

function renderForm(
  options: {
    vacancy?: Vacancy;
    onSaved?: (vacancy: Vacancy) => void;
    type?: 'shelter' | 'clients';
    user?: ReturnType<typeof makeUser>;
  } = {},
) {
  return renderWithApp(
    <VacancyForm
      type={options.type ?? 'shelter'}
      vacancy={options.vacancy}
      initialCompany={1}
      companyField={(field) => <p>{`${field.label}: ${field.value}`}</p>}
      onSaved={options.onSaved ?? (() => {})}
      onCancel={() => {}}
    />,
    { route: `/new_vacancies/${options.type ?? 'shelter'}`, user: options.user },
  );
}

const input = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input, textarea' });
const field = (key: keyof Texts['vacancies']['fields']) => input(t(`vacancies.fields.${key}`));
const type = (key: keyof Texts['vacancies']['fields'], value: string) =>
  fireEvent.change(field(key), { target: { value } });
const submit = () => fireEvent.click(screen.getByText(t('vacancies.form.submit')));

describe('new vacancy form', { timeout: 60_000 }, () => {
  it('says what is missing and wrong in Spanish, salary range included, and sends nothing', async () => {
    const post = mockApi('post', 'vacancies/', makeVacancy());
    renderForm();
    type('salary_from', '25000');
    type('salary_to', '20000');
    type('quantity', '0');
    submit();
    await waitFor(() => expect(fieldError(field('position'))).toBe('Este campo es obligatorio'));
    expect(fieldError(field('category'))).toBe('Este campo es obligatorio');
    expect(fieldError(field('salary_to'))).toBe('El salario hasta debe ser mayor o igual al salario desde');
    expect(fieldError(field('quantity'))).toBe('Debe ser mayor o igual a 1');
    expect(fieldError(field('salary_from'))).toBeNull();
    expect(post.requests).toHaveLength(0);
  });

  it('says it in English: salaries must be above 0', async () => {
    await i18n.changeLanguage('en');
    const post = mockApi('post', 'vacancies/', makeVacancy());
    renderForm();
    type('salary_from', '0');
    submit();
    await waitFor(() => expect(fieldError(field('salary_from'))).toBe('Must be greater than 0'));
    expect(fieldError(field('salary_to'))).toBe('This field is required');
    expect(fieldError(field('position'))).toBe('This field is required');
    expect(post.requests).toHaveLength(0);
  });

  it('sends every field the requester filled, says it was saved and reminds of the tech resources', async () => {
    const saved = makeVacancy({ id: 77, review_resources: false });
    const post = mockApi('post', 'vacancies/', saved);
    const onSaved = vi.fn();
    renderForm({ onSaved });
    await pickOption(field('category'), 'Administrativo');
    await pickOption(field('department'), 'Finanzas');
    type('requisitor_name', '  Laura Méndez ');
    type('requisitor_email', 'laura@example.com');
    type('position', 'Analista de nóminas');
    type('quantity', '2');
    await pickOption(field('salary_type'), 'Mensual');
    type('salary_from', '18000');
    type('salary_to', '22000.5');
    type('plant', 'Planta 1');
    await pickOption(field('reason'), 'Nueva posición');
    fireEvent.click(field('is_confidential'));
    type('experience', '3 años en nóminas');
    await pickOption(field('scholar_level'), 'Licenciatura');
    await pickOption(field('english_level'), 'Intermedio');
    fireEvent.click(field('require_passport'));
    await pickOption(field('recruiter'), 'Rita Pérez');
    await pickOption(field('program_manager'), 'Pablo Pérez');
    submit();
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.last.body).toEqual({
      vacancy_type: 'shelter',
      company: 1,
      department: 4,
      requisitor_name: 'Laura Méndez',
      requisitor_email: 'laura@example.com',
      category: administrative.id,
      position: 'Analista de nóminas',
      quantity: 2,
      expected_date: null,
      salary_type: monthly.id,
      salary_from: 18000,
      salary_to: 22000.5,
      shift_description: null,
      plant: 'Planta 1',
      type_hiring: null,
      temporal_time: null,
      reason: newPosition.id,
      employee_substitution: null,
      is_foreign: false,
      is_confidential: true,
      experience: '3 años en nóminas',
      responsabilities: null,
      scholar_level: bachelor.id,
      scholar_speciality: null,
      english_level: intermediate.id,
      require_visa: false,
      require_passport: true,
      genre: 'any',
      additional_comments: null,
      recruiter: 31,
      hr_manager: null,
      program_manager: 33,
    });
    expect(await screen.findByText('La vacante fue guardada')).toBeTruthy();
    expect(screen.getByText(t('vacancies.notify.review_resources'))).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('edits a saved vacancy with PUT, without the reminder once resources were reviewed', async () => {
    const vacancy = makeVacancy({ id: 9, category: administrative.id, review_resources: true });
    const put = mockApi('put', 'vacancies/9/', { ...vacancy, plant: 'Planta 2' });
    renderForm({ vacancy });
    await waitFor(() => expect((field('plant') as HTMLInputElement).value).toBe('Planta 1'));
    type('plant', 'Planta 2');
    fireEvent.click(screen.getByText(t('vacancies.form.save_changes')));
    await waitFor(() => expect(put.requests).toHaveLength(1));
    expect(put.last.body).toMatchObject({
      plant: 'Planta 2',
      position: vacancy.position,
      salary_from: 18000,
    });
    expect(await screen.findByText('La vacante fue guardada')).toBeTruthy();
    expect(screen.queryByText(t('vacancies.notify.review_resources'))).toBeNull();
  });

  it('reads salaries typed with a decimal comma or thousands commas as the same amount', async () => {
    const vacancy = makeVacancy({ id: 9, category: administrative.id, review_resources: true });
    const put = mockApi('put', 'vacancies/9/', vacancy);
    renderForm({ vacancy });
    await waitFor(() => expect((field('salary_from') as HTMLInputElement).value).toBe('18,000'));
    type('salary_from', '15,000.50');
    type('salary_to', '15000,50');
    fireEvent.blur(field('salary_to'));
    expect((field('salary_to') as HTMLInputElement).value).toBe('15,000.50');
    fireEvent.click(screen.getByText(t('vacancies.form.save_changes')));
    await waitFor(() => expect(put.requests).toHaveLength(1));
    expect(put.last.body).toMatchObject({ salary_from: 15000.5, salary_to: 15000.5 });
  });

  it('refuses an amount that reads two ways and a decimal count, and sends nothing', async () => {
    const vacancy = makeVacancy({ id: 9, category: administrative.id, review_resources: true });
    const put = mockApi('put', 'vacancies/9/', vacancy);
    renderForm({ vacancy });
    await waitFor(() => expect((field('salary_to') as HTMLInputElement).value).toBe('22,000'));
    type('salary_to', '1.500');
    fireEvent.blur(field('salary_to'));
    const ambiguous = t('validation.number_ambiguous', { text: '1.500', thousands: '1500', decimal: '1.5' });
    expect(fieldError(field('salary_to'))).toBe(ambiguous);
    type('quantity', '5,8');
    fireEvent.click(screen.getByText(t('vacancies.form.save_changes')));
    await waitFor(() => expect(fieldError(field('quantity'))).toBe(t('validation.integer')));
    expect(fieldError(field('salary_to'))).toBe(ambiguous);
    expect((field('salary_to') as HTMLInputElement).value).toBe('1.500');
    expect(put.requests).toHaveLength(0);
  });

  it('suggests positions already used in vacancies of its type', async () => {
    const positions = mockApi('get', 'vacancies/get_distinct_positions/', ['Analista de nóminas']);
    renderForm();
    type('position', 'Anal');
    await waitFor(() => expect(positions.last.query).toEqual({ vacancy_type: 'shelter', search: 'Anal' }), {
      timeout: 10_000,
    });
    fireEvent.click(field('position'));
    const list = await waitFor(() => {
      const found = document.getElementById(field('position').getAttribute('aria-controls') ?? '');
      if (!found) throw new Error('no suggestions');
      return found;
    });
    expect(await within(list).findByText('Analista de nóminas')).toBeTruthy();
  });

  it('shows no translate buttons at all when the server has no translation service', async () => {
    const status = mockApi('get', 'utils/translation_status/', { available: false });
    renderForm();
    await waitFor(() => expect(status.requests).toHaveLength(1));
    type('experience', '3 años en nóminas');
    expect(screen.queryByRole('button', { name: (name) => name.startsWith('EN') })).toBeNull();
    expect(screen.queryByRole('button', { name: (name) => name.startsWith('ES') })).toBeNull();
  });

  it('translates a free-text field, and hides the buttons when the service is not configured', async () => {
    const english = mockApi('post', 'utils/translate_to_english/', ({ body }) => ({
      text: (body as { text: string }).text === '3 años en nóminas' ? '3 years in payroll' : '?',
    }));
    renderForm();
    type('experience', '3 años en nóminas');
    const toEnglish = t('vacancies.translate.field_to_english', { field: t('vacancies.fields.experience') });
    fireEvent.click(
      await screen.findByRole('button', {
        name: (name) => name.startsWith('EN') && name.endsWith(toEnglish),
      }),
    );
    await waitFor(() =>
      expect((field('experience') as HTMLTextAreaElement).value).toBe('3 years in payroll'),
    );
    expect(english.last.body).toEqual({ text: '3 años en nóminas' });

    mockApi('post', 'utils/translate_to_spanish/', { status: 503, body: { detail: 'not configured' } });
    const toSpanish = t('vacancies.translate.field_to_spanish', { field: t('vacancies.fields.experience') });
    fireEvent.click(
      screen.getByRole('button', { name: (name) => name.startsWith('ES') && name.endsWith(toSpanish) }),
    );
    expect(await screen.findByText(t('vacancies.translate.unavailable'))).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: (name) => name.startsWith('EN') && name.endsWith(toEnglish) }),
      ).toBeNull(),
    );
    expect((field('experience') as HTMLTextAreaElement).value).toBe('3 years in payroll');
  });
});

describe("a clients vacancy's plant and shift", { timeout: 60_000 }, () => {
  const north = makeSite({ id: 11, name: 'Planta Norte', company: 1 });
  const south = makeSite({ id: 12, name: 'Planta Sur', company: 1 });
  const closed = makeSite({ id: 13, name: 'Planta Cerrada', company: 1, status: false });

  it("offers the company's active sites and the shifts, as the requirement form does, and sends the picks", async () => {
    const sites = mockApi('get', 'sites/get_access/', [north, south, closed]);
    const post = mockApi('post', 'vacancies/', makeVacancy());
    renderForm({ type: 'clients' });
    await waitFor(() => expect(sites.last.query).toMatchObject({ company: '1' }));
    await pickOption(field('plant'), 'Planta Sur');
    await pickOption(field('shift_description'), 'Matutino');
    const list = document.getElementById(field('plant').getAttribute('aria-controls') ?? '');
    expect(list && within(list).queryByText('Planta Cerrada')).toBeFalsy();
    submit();
    await waitFor(() => expect(fieldError(field('position'))).toBe('Este campo es obligatorio'));
    expect((field('plant') as HTMLInputElement).value).toBe('Planta Sur');
    expect((field('shift_description') as HTMLInputElement).value).toBe('Matutino');
    expect(post.requests).toHaveLength(0);
  });

  it('says why the plant list is empty and links to the companies page', async () => {
    renderForm({ type: 'clients' });
    const hint = await screen.findByText(t('common.pick_list.no_sites'), { exact: false });
    const link = within(hint).getByRole('link', { name: t('common.pick_list.add_sites') });
    expect(link.getAttribute('href')).toBe('/clients/companies');
    expect(field('plant').getAttribute('aria-describedby')).toContain(hint.closest('[id]')?.id ?? '?');
  });

  it('says whom to ask when the user may not open the companies page', async () => {
    renderForm({
      type: 'clients',
      user: makeUser({ is_superuser: false, routes: ['new_vacancies-clients'] }),
    });
    const hint = await screen.findByText(t('common.pick_list.no_sites'), { exact: false });
    expect(hint.textContent).toContain(t('common.pick_list.ask_admin'));
    expect(within(hint).queryByRole('link')).toBeNull();
  });
});
