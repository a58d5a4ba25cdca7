import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Texts } from '../../../lib/i18n';
import { makeCandidate, makeCategory, makeUser } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, pickOption, renderWithApp, text } from '../../../test/render';
import { CandidateFormPage } from './candidate-form-page';

const t = text;
const direct = makeCategory({ id: 3, code: 'DIRECT', description: 'Directo' });
const administrative = makeCategory({ id: 4, code: 'ADMINISTRATIVE' });

beforeEach(() => {
  mockApi('get', 'categories/', [direct, administrative]);
  mockApi('get', 'states/', []);
  mockApi('get', 'catalogs/', []);
});

const renderNew = (options: { user?: ReturnType<typeof makeUser> } = {}) =>
  renderWithApp(<CandidateFormPage kind="direct_indirect" />, {
    route: '/database/direct_indirect/new',
    ...options,
  });

const field = (name: string) => screen.getByLabelText(labelled(name), { selector: 'input, textarea' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const errorOf = (name: string) => fieldError(field(name));
const save = () => fireEvent.click(screen.getByRole('button', { name: t('common.actions.save') }));

async function pickCategory() {
  await pickOption(field(t('candidates.fields.category')), t('common.enums.category.DIRECT'));
}

async function fillRequired() {
  type(t('candidates.fields.names'), 'Valeria');
  type(t('candidates.fields.last_name'), 'Quintanilla');
  await pickCategory();
}

describe('candidate form', { timeout: 30_000 }, () => {
  it('requires names, last name and category with the contract message, and sends nothing', async () => {
    const post = mockApi('post', 'candidates/', makeCandidate());
    renderNew();
    save();
    const required = t('validation.required');
    await waitFor(() => expect(errorOf(t('candidates.fields.names'))).toBe(required));
    expect(errorOf(t('candidates.fields.last_name'))).toBe(required);
    expect(errorOf(t('candidates.fields.category'))).toBe(required);
    expect(errorOf(t('candidates.fields.second_name'))).toBeNull();
    expect(post.requests).toHaveLength(0);
    // the first field in error takes the focus
    await waitFor(() => expect(document.activeElement).toBe(field(t('candidates.fields.names'))));
  });

  it('checks the CURP and RFC formats before sending', async () => {
    const post = mockApi('post', 'candidates/', makeCandidate());
    renderNew();
    await fillRequired();
    type(t('candidates.fields.curp'), 'ABCD12345678901234');
    type(t('candidates.fields.rfc'), '123456789012');
    save();
    await waitFor(() => expect(errorOf(t('candidates.fields.curp'))).toBe(t('validation.curp')));
    expect(errorOf(t('candidates.fields.rfc'))).toBe(t('validation.rfc'));
    expect(post.requests).toHaveLength(0);

    type(t('candidates.fields.curp'), 'QURV900101MCHNZL09');
    type(t('candidates.fields.rfc'), 'QURV900101AB1');
    save();
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.last.body).toMatchObject({ curp: 'QURV900101MCHNZL09', rfc: 'QURV900101AB1' });
  });

  it('a valid CURP fills the birth date and sex, which stay editable and are not overwritten', async () => {
    const post = mockApi('post', 'candidates/', makeCandidate());
    renderNew();
    await fillRequired();
    type(t('candidates.fields.curp'), 'QURV900101MCHNZL09');
    await waitFor(() =>
      expect((field(t('candidates.fields.birthdate')) as HTMLInputElement).value).toBe('01/01/1990'),
    );
    expect((field(t('candidates.fields.genre')) as HTMLInputElement).value).toBe(
      t('candidates.genres.Female'),
    );
    // a later CURP does not overwrite what is already there
    type(t('candidates.fields.curp'), 'GOMC850312HBCRRR06');
    save();
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.last.body).toMatchObject({
      curp: 'GOMC850312HBCRRR06',
      birthdate: '1990-01-01',
      genre: 'Female',
    });
  });

  it('sends the fields with empty ones as null and opens the saved candidate', async () => {
    const post = mockApi('post', 'candidates/', makeCandidate({ id: 77 }));
    renderNew();
    await fillRequired();
    save();
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.last.body).toMatchObject({
      names: 'Valeria',
      last_name: 'Quintanilla',
      second_name: null,
      curp: null,
      category: direct.id,
      status: 'Active',
    });
    expect(post.last.body).not.toHaveProperty('confirm_duplicates');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/database/direct_indirect/77'),
    );
  });

  it("puts the server's 400 field errors on their fields and the rest above the form", async () => {
    mockApi('post', 'candidates/', {
      status: 400,
      body: { email: ['Ya existe un registro con este valor'], curp: ['CURP repetida'], foo: ['Otro'] },
    });
    renderNew();
    await fillRequired();
    save();
    await waitFor(() =>
      expect(errorOf(t('candidates.fields.email'))).toBe('Ya existe un registro con este valor'),
    );
    expect(errorOf(t('candidates.fields.curp'))).toBe('CURP repetida');
    expect(errorOf(t('candidates.fields.names'))).toBeNull();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('FOO: Otro');
    // the CURP comes before the e-mail on the page: it takes the focus
    await waitFor(() => expect(document.activeElement).toBe(field(t('candidates.fields.curp'))));
  });

  it('on a 409 duplicate shows the matches and "save anyway" resends with confirm_duplicates', async () => {
    const twin = {
      id: 12,
      full_name: 'Quintanilla Ruiz Valeria',
      email: 'v@x.mx',
      phone_number: null,
      curp: null,
    };
    const post = mockApi('post', 'candidates/', (request) =>
      (request.body as { confirm_duplicates?: boolean }).confirm_duplicates
        ? makeCandidate({ id: 78 })
        : { status: 409, body: { detail: 'duplicate_contact', matches: [twin] } },
    );
    renderNew();
    await fillRequired();
    save();
    const twinEmail = await screen.findByText('v@x.mx');
    const dialog = twinEmail.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText(t('candidates.duplicates.title'))).toBeTruthy();
    expect(post.requests).toHaveLength(1);
    expect(post.last.body).not.toHaveProperty('confirm_duplicates');

    fireEvent.click(within(dialog).getByText(t('candidates.duplicates.save_anyway')));
    await waitFor(() => expect(post.requests).toHaveLength(2));
    expect(post.last.body).toMatchObject({ names: 'Valeria', confirm_duplicates: true });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/database/direct_indirect/78'),
    );
  });
});

describe('fill from CV', { timeout: 30_000 }, () => {
  const cvInput = () => document.querySelector<HTMLInputElement>('input[type="file"][accept*="pdf"]');
  const pickCv = (name = 'cv.pdf', type = 'application/pdf') =>
    fireEvent.change(cvInput() as HTMLInputElement, {
      target: { files: [new File(['%PDF-1.4'], name, { type })] },
    });
  const found = {
    curp: 'QURV900101MCHNZL09',
    rfc: null,
    email: 'vale@example.com',
    phone_number: '6561234567',
    names: 'Vale',
    last_name: 'Quintanilla',
    second_name: 'Ruiz',
    skipped: [],
  };
  const value = (name: keyof Texts['candidates']['fields']) =>
    (field(t(`candidates.fields.${name}`)) as HTMLInputElement).value;

  it('fills only the empty fields and says which; a CURP filled this way gives birth date and sex', async () => {
    const prefill = mockApi('post', 'candidates/prefill_from_cv/', found);
    renderNew();
    type(t('candidates.fields.names'), 'Valeria');
    type(t('candidates.fields.email'), 'valeria@example.com');
    pickCv();
    const filled = (['last_name', 'second_name', 'curp', 'phone_number'] as const).map((name) =>
      t(`candidates.fields.${name}`),
    );
    expect(
      await screen.findByText(t('candidates.cv_prefill.filled', { fields: filled.join(', ') })),
    ).toBeTruthy();
    expect(prefill.requests).toHaveLength(1);
    expect(prefill.last.body).toEqual({ file: expect.objectContaining({ type: 'application/pdf' }) });
    // what the user typed stays
    expect(value('names')).toBe('Valeria');
    expect(value('email')).toBe('valeria@example.com');
    expect(value('last_name')).toBe('Quintanilla');
    expect(value('second_name')).toBe('Ruiz');
    expect(value('curp')).toBe('QURV900101MCHNZL09');
    expect(value('phone_number')).toBe('6561234567');
    expect(value('rfc')).toBe('');
    await waitFor(() => expect(value('birthdate')).toBe('01/01/1990'));
  });

  it('says which values it did not fill and why: a CURP with a wrong check digit, a field already written', async () => {
    mockApi('post', 'candidates/prefill_from_cv/', {
      ...found,
      curp: null,
      skipped: [{ field: 'curp', value: 'TOBM950812MBCRLR04', reason: 'check_digit' }],
    });
    renderNew();
    type(t('candidates.fields.names'), 'Valeria');
    pickCv();
    const curp = t('candidates.fields.curp');
    expect(
      await screen.findByText(
        t('candidates.cv_prefill.skipped.check_digit', { field: curp, value: 'TOBM950812MBCRLR04' }),
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        t('candidates.cv_prefill.skipped.kept', { field: t('candidates.fields.names'), value: 'Vale' }),
      ),
    ).toBeTruthy();
    expect(value('curp')).toBe('');
    expect(value('names')).toBe('Valeria');
  });

  it('says when the CV has nothing for the empty fields, and refuses a file it cannot read', async () => {
    const prefill = mockApi('post', 'candidates/prefill_from_cv/', {
      ...found,
      names: null,
      last_name: null,
      second_name: null,
      curp: null,
      email: null,
      phone_number: null,
    });
    renderNew();
    pickCv('cv.doc', 'application/msword');
    expect(await screen.findByText(t('candidates.cv_prefill.file_type'))).toBeTruthy();
    expect(prefill.requests).toHaveLength(0);
    pickCv('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await screen.findByText(t('candidates.cv_prefill.nothing'))).toBeTruthy();
    expect(value('names')).toBe('');
  });

  it('shows the server refusal, and a 429 asks to wait a minute', async () => {
    let calls = 0;
    mockApi('post', 'candidates/prefill_from_cv/', () => {
      calls += 1;
      return calls === 1
        ? { status: 400, body: { file: ['Tipo de archivo no permitido: image/png.'] } }
        : { status: 429, body: { detail: 'Too many' } };
    });
    renderNew();
    pickCv();
    expect(await screen.findByText('Tipo de archivo no permitido: image/png.')).toBeTruthy();
    pickCv('otro.pdf');
    expect(await screen.findByText(t('candidates.cv_prefill.too_many'))).toBeTruthy();
  });
});

describe('a duplicate identity number', { timeout: 30_000 }, () => {
  const curp = 'QURV900101MCHNZL09';
  const clash = (category: number) => ({
    status: 400,
    body: {
      curp: ['Ya existe el candidato Ortega Mora Luis (#41) con este valor'],
      duplicate_of: { curp: { id: 41, full_name: 'Ortega Mora Luis', category } },
    },
  });
  const existingLink = () => screen.queryByRole('link', { name: t('candidates.duplicates.open_existing') });

  async function saveWithCurp() {
    await fillRequired();
    type(t('candidates.fields.curp'), curp);
    save();
    await waitFor(() =>
      expect(errorOf(t('candidates.fields.curp'))).toContain('Ya existe el candidato Ortega Mora Luis'),
    );
  }

  it('shows the message with a link to the existing record and focuses the CURP', async () => {
    mockApi('post', 'candidates/', clash(direct.id));
    renderNew();
    await saveWithCurp();
    const link = existingLink();
    expect(link?.getAttribute('href')).toBe('/database/direct_indirect/41');
    expect(link?.getAttribute('target')).toBe('_blank');
    // the link belongs to the field's message, not to a line above the form
    expect(errorOf(t('candidates.fields.curp'))).toContain(t('candidates.duplicates.open_existing'));
    expect(screen.queryByText(/DUPLICATE_OF/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field(t('candidates.fields.curp'))));

    // another CURP: the message and its link go
    type(t('candidates.fields.curp'), 'GOMC850312HBCRRR06');
    expect(errorOf(t('candidates.fields.curp'))).toBeNull();
    expect(existingLink()).toBeNull();
  });

  it("links to the page of the record's own list", async () => {
    mockApi('post', 'candidates/', clash(administrative.id));
    renderNew();
    await saveWithCurp();
    expect(existingLink()?.getAttribute('href')).toBe('/database/administratives/41');
  });

  it('gives no link to a user who may not open that page, only the message', async () => {
    mockApi('post', 'candidates/', clash(administrative.id));
    renderNew({
      user: makeUser({
        is_superuser: false,
        routes: [
          'database-direct_indirect',
          'database-direct_indirect-new',
          'database-direct_indirect-id_candidate',
        ],
      }),
    });
    await saveWithCurp();
    expect(existingLink()).toBeNull();
  });
});
