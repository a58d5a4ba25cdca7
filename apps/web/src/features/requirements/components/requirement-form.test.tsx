import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsavedChanges } from '../../../components/form/unsaved-changes';
import { phoneQuery } from '../../../components/layout/use-is-phone';
import type { Texts } from '../../../lib/i18n';
import { makeCatalog, makeCategory, makePosition, makeSite } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, pickOption, renderWithApp, text } from '../../../test/render';
import { RequirementForm } from './requirement-form';

const t = text;
const direct = makeCategory({ id: 3, code: 'DIRECT' });
const indirect = makeCategory({ id: 4, code: 'INDIRECT' });
const operator = makePosition({ id: 21, name_es: 'Operador', company: null });
const welder = makePosition({ id: 22, name_es: 'Soldador', company: 1 });
const morning = makeCatalog({ id: 31, name: 'Matutino', clas_id: 3 });
const plant = makeSite({ id: 11, name: 'Planta Norte', company: 1 });

beforeEach(() => {
  mockApi('get', 'categories/', [direct, indirect]);
  mockApi('get', 'positions/', [operator, welder]);
  mockApi('get', 'catalogs/', [morning]);
  mockApi('get', 'sites/get_access/', [plant]);
  mockApi('get', 'requeriments/check_pendings/', { pendings: 0, requeriments: [] });
});

const renderForm = () =>
  renderWithApp(
    <RequirementForm
      initialCompany={1}
      companyField={(field) => <p>{`${field.label}: ${field.value}`}</p>}
    />,
    { route: '/requeriments/direct/new' },
  );

const input = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input, textarea' });
/** The input of one row's field ("Puesto 2"). */
const cell = (field: keyof Texts['requirements']['items'], n: number) =>
  screen.getByLabelText(t('requirements.items.row_field', { field: t(`requirements.items.${field}`), n }), {
    selector: 'input',
  });
const removeButton = (n: number) => screen.getByLabelText(t('requirements.items.remove_row', { n }));
const addRow = () => fireEvent.click(screen.getByText(t('requirements.items.add')));
const submit = () => fireEvent.click(screen.getByText(t('requirements.form.submit')));
/** Types `value` into the requirement's date field as a user would, then leaves it. */
function typeDate(value: string) {
  const field = input(t('requirements.fields.requeriment_date'));
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field as HTMLInputElement;
}

async function fillRow(n: number, position: string) {
  await pickOption(cell('position', n), position);
  await pickOption(cell('shift_type', n), morning.name);
}

describe('new requirement form and its positions', { timeout: 60_000 }, () => {
  it('always keeps one position: the only row cannot be removed', async () => {
    renderForm();
    expect(removeButton(1)).toHaveProperty('disabled', true);
    addRow();
    expect(removeButton(1)).toHaveProperty('disabled', false);
    expect(removeButton(2)).toHaveProperty('disabled', false);
    fireEvent.click(removeButton(2));
    await waitFor(() =>
      expect(screen.queryByLabelText(t('requirements.items.remove_row', { n: 2 }))).toBeNull(),
    );
    expect(removeButton(1)).toHaveProperty('disabled', true);
  });

  it('a position row added is unsaved input (leaving asks)', async () => {
    renderForm();
    await waitFor(() => expect(removeButton(1)).toBeTruthy());
    expect(unsavedChanges.has()).toBe(false);
    addRow();
    await waitFor(() => expect(unsavedChanges.has()).toBe(true));
  });

  it("requires each row's fields and a quantity of at least 1, on the right row, before sending", async () => {
    const post = mockApi('post', 'requeriments/', { id: 90 });
    renderForm();
    await pickOption(input(t('requirements.fields.category')), t('common.enums.category.DIRECT'));
    await fillRow(1, operator.name_es);
    addRow();
    fireEvent.change(cell('quantity', 2), { target: { value: '0' } });
    submit();
    await waitFor(() =>
      expect(fieldError(cell('quantity', 2))).toBe(t('validation.min_value', { count: 1 })),
    );
    expect(fieldError(cell('position', 2))).toBe(t('validation.required'));
    expect(fieldError(cell('quantity', 1))).toBeNull();
    expect(fieldError(cell('position', 1))).toBeNull();
    expect(post.requests).toHaveLength(0);
  });

  it('refuses a quantity out of range with its message instead of rewriting it (-3 stays -3)', async () => {
    const post = mockApi('post', 'requeriments/', { id: 90 });
    renderForm();
    await pickOption(input(t('requirements.fields.category')), t('common.enums.category.DIRECT'));
    await fillRow(1, operator.name_es);
    fireEvent.change(cell('quantity', 1), { target: { value: '-3' } });
    fireEvent.blur(cell('quantity', 1));
    expect((cell('quantity', 1) as HTMLInputElement).value).toBe('-3');
    submit();
    await waitFor(() =>
      expect(fieldError(cell('quantity', 1))).toBe(t('validation.min_value', { count: 1 })),
    );
    expect(post.requests).toHaveLength(0);
  });

  it('sends the header and every row, each with its own category, and opens the new requirement', async () => {
    const post = mockApi('post', 'requeriments/', { id: 90 });
    renderForm();
    await pickOption(input(t('requirements.fields.site')), plant.name);
    await pickOption(input(t('requirements.fields.category')), t('common.enums.category.DIRECT'));
    await fillRow(1, operator.name_es);
    fireEvent.change(cell('quantity', 1), { target: { value: '3' } });
    addRow();
    await fillRow(2, welder.name_es);
    await pickOption(cell('category', 2), t('common.enums.category.INDIRECT'));
    fireEvent.change(cell('details', 2), { target: { value: '  con experiencia  ' } });
    submit();
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.last.body).toEqual({
      company: 1,
      site: plant.id,
      requeriment_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      category: direct.id,
      additional_comments: null,
      items: [
        {
          position: operator.id,
          gender: 'any',
          shift_type: morning.id,
          category: direct.id,
          quantity: 3,
          details: null,
        },
        {
          position: welder.id,
          gender: 'any',
          shift_type: morning.id,
          category: indirect.id,
          quantity: 1,
          details: 'con experiencia',
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/\/90$/));
  });

  it("puts the server's nested items.N.field errors on the right row", async () => {
    mockApi('post', 'requeriments/', {
      status: 400,
      body: {
        'items.1.position': ['No pertenece a la empresa del registro'],
        items: ['Revise las posiciones'],
      },
    });
    renderForm();
    await pickOption(input(t('requirements.fields.category')), t('common.enums.category.DIRECT'));
    await fillRow(1, operator.name_es);
    addRow();
    await fillRow(2, welder.name_es);
    submit();
    await waitFor(() =>
      expect(fieldError(cell('position', 2))).toBe('No pertenece a la empresa del registro'),
    );
    expect(fieldError(cell('position', 1))).toBeNull();
    expect(screen.getByText('Revise las posiciones')).toBeTruthy();
  });
});

describe('the requirement date (one date field for the whole app)', { timeout: 60_000 }, () => {
  // a day of next year that reads as another day with day and month swapped: always in the future
  const year = new Date().getFullYear() + 1;

  it('reads a typed 02/12 as 2 December and sends it as YYYY-MM-DD', async () => {
    const post = mockApi('post', 'requeriments/', { id: 90 });
    renderForm();
    await pickOption(input(t('requirements.fields.category')), t('common.enums.category.DIRECT'));
    await fillRow(1, operator.name_es);
    expect(typeDate(`02/12/${year}`).value).toBe(`02/12/${year}`);
    submit();
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.last.body).toMatchObject({ requeriment_date: `${year}-12-02` });
  });

  it('asks before saving a date in the past, and saves it only when confirmed', async () => {
    const post = mockApi('post', 'requeriments/', { id: 90 });
    renderForm();
    await pickOption(input(t('requirements.fields.category')), t('common.enums.category.DIRECT'));
    await fillRow(1, operator.name_es);
    typeDate('02/01/2020');
    submit();
    const question = t('common.confirm.past_date_message', { date: '02/01/2020' });
    expect(await screen.findByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('common.actions.cancel') }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull(), { timeout: 5000 });
    expect(post.requests).toHaveLength(0);

    submit();
    await screen.findByText(question);
    fireEvent.click(screen.getByRole('button', { name: t('common.confirm.past_date_save') }));
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.last.body).toMatchObject({ requeriment_date: '2020-01-02' });
  });

  it('keeps an impossible day out of the form (31/02 is not 3 March)', async () => {
    renderForm();
    const today = (input(t('requirements.fields.requeriment_date')) as HTMLInputElement).value;
    expect(typeDate(`31/02/${year}`).value).toBe(today);
  });
});

describe('the positions on a phone', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('are cards of labelled inputs instead of a table, one per position', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...real(query),
      matches: query === phoneQuery,
    }));
    renderForm();
    const group = screen.getByRole('group', { name: t('requirements.items.title') });
    expect(screen.queryByRole('table', { name: t('requirements.items.title') })).toBeNull();
    expect(within(group).getByText(t('requirements.items.row_title', { n: 1 }))).toBeTruthy();
    // each input shows its label; its name still tells the rows apart
    for (const field of ['position', 'gender', 'shift_type', 'category', 'quantity', 'details'] as const)
      expect(within(group).getAllByText(labelled(t(`requirements.items.${field}`))).length).toBeGreaterThan(
        0,
      );
    addRow();
    expect(await within(group).findByText(t('requirements.items.row_title', { n: 2 }))).toBeTruthy();
    await fillRow(2, welder.name_es);
    expect(cell('quantity', 2)).toBeTruthy();
    expect(removeButton(2)).toHaveProperty('disabled', false);
  });
});

describe('a new company with nothing to pick', { timeout: 60_000 }, () => {
  it('says why the site, position and shift lists are empty and links where each is filled', async () => {
    mockApi('get', 'sites/get_access/', [makeSite({ id: 12, name: 'Cerrada', company: 1, status: false })]);
    mockApi('get', 'positions/', [makePosition({ id: 23, name_es: 'De otra empresa', company: 2 })]);
    mockApi('get', 'catalogs/', []);
    renderForm();
    const link = async (name: keyof Texts['common']['pick_list']) =>
      screen.findByRole('link', { name: t(`common.pick_list.${name}`) });
    expect((await link('add_sites')).getAttribute('href')).toBe('/clients/companies');
    expect((await link('add_positions')).getAttribute('href')).toBe('/settings/positions');
    expect((await link('add_shifts')).getAttribute('href')).toBe('/settings/catalogs');
    expect(screen.getByText(t('common.pick_list.no_positions'), { exact: false })).toBeTruthy();
    // the site hint is read with the site field
    const hint = screen.getByText(t('common.pick_list.no_sites'), { exact: false });
    expect(input(t('requirements.fields.site')).getAttribute('aria-describedby')).toContain(
      hint.closest('[id]')?.id ?? '?',
    );
  });

  it('says nothing of the kind when the lists have options', async () => {
    renderForm();
    await waitFor(() => expect(input(t('requirements.fields.site')).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('empty-pick-list-hint')).toBeNull();
  });
});
