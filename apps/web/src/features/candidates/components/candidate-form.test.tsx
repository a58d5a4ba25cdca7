import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCandidate, makeCategory } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, labelled, pickOption, renderWithApp, text } from '../../../test/render';
import { CandidateFormPage } from './candidate-form';

const t = text;
const direct = makeCategory({ id: 3, code: 'DIRECT', description: 'Directo' });

beforeEach(() => {
  mockApi('get', 'categories/', [direct, makeCategory({ id: 4, code: 'ADMINISTRATIVE' })]);
  mockApi('get', 'states/', []);
  mockApi('get', 'catalogs/', []);
});

const renderNew = () =>
  renderWithApp(<CandidateFormPage kind="direct_indirect" />, {
    route: '/database/direct_indirect/new',
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
    type(t('candidates.fields.curp'), 'GOMC850312HBCRRR09');
    save();
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.last.body).toMatchObject({
      curp: 'GOMC850312HBCRRR09',
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
