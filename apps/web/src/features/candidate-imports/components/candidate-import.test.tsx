import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeCategory, makeImportCheck, makeImportCounts, makeImportPreview } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { pickOption, renderWithApp, text } from '../../../test/render';
import { CandidateImport } from './candidate-import';

const t = text;

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const fieldSelect = (column: string) =>
  screen.getByLabelText(t('candidates.candidate_import.mapping.field_for', { column }), {
    selector: 'input',
  });
const checkButton = () => screen.getByRole('button', { name: t('candidates.candidate_import.check.run') });

beforeEach(() => {
  mockApi('get', 'categories/', [makeCategory({ id: 3, code: 'DIRECT' })]);
});

describe('candidate import', { timeout: 30_000 }, () => {
  it('shows the server’s reason when it cannot read the file, and lets another be picked', async () => {
    const upload = mockApi('post', 'candidate-imports/upload/', {
      status: 400,
      body: { file: ['El archivo está protegido con contraseña.'] },
    });
    renderWithApp(<CandidateImport />);
    pick(new File(['PK'], 'cifrado.xlsx'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('candidates.candidate_import.upload.error_title'));
    expect(alert.textContent).toContain('El archivo está protegido con contraseña.');
    expect(upload.requests).toHaveLength(1);
    // still on the upload step, the button ready for another file
    expect(screen.getByRole('button', { name: t('candidates.candidate_import.upload.choose') })).toBeTruthy();
  });

  it('refuses a file that is neither .xlsx nor .csv without sending it', async () => {
    const upload = mockApi('post', 'candidate-imports/upload/', makeImportPreview());
    renderWithApp(<CandidateImport />);
    pick(new File(['x'], 'candidatos.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      t('candidates.candidate_import.upload.wrong_type'),
    );
    expect(upload.requests).toHaveLength(0);
  });

  it('drops the check when the mapping changes, and cannot import when no row would be written', async () => {
    mockApi(
      'post',
      'candidate-imports/upload/',
      makeImportPreview({
        id: 5,
        headers: ['Nombre', 'Categoría', 'Fecha'],
        preview: [['Ana', 'Directo', '']],
        mapping: ['full_name', 'category', null],
      }),
    );
    const check = mockApi(
      'post',
      'candidate-imports/5/check/',
      makeImportCheck({ id: 5, counts: makeImportCounts({ rows: 1, unchanged: 1 }) }),
    );
    renderWithApp(<CandidateImport />);
    pick(new File(['a;b'], 'lista.csv', { type: 'text/csv' }));
    await screen.findByText(t('candidates.candidate_import.mapping.guessed'));
    // a column is the category: no default category asked for
    expect(screen.queryByLabelText(t('candidates.candidate_import.mapping.default_category'))).toBeNull();
    expect(screen.getByText(t('candidates.candidate_import.mapping.no_samples'))).toBeTruthy();

    fireEvent.click(checkButton());
    await screen.findByText(t('candidates.candidate_import.check.nothing'));
    expect(check.last.body).toEqual({
      mapping: ['full_name', 'category', null],
      duplicates: 'update',
      default_category: null,
    });
    const importButton = screen.getByRole('button', {
      name: t('candidates.candidate_import.check.import', { count: 0 }),
    });
    expect(importButton.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(t('candidates.candidate_import.check.no_problems'))).toBeTruthy();

    // back to the columns and forward again: the check still holds
    const stepButton = (index: number) =>
      screen.getAllByRole('button').filter((button) => button.className.includes('Stepper-step'))[
        index
      ] as HTMLElement;
    fireEvent.click(screen.getByRole('button', { name: t('common.actions.back') }));
    expect(checkButton()).toBeTruthy();
    fireEvent.click(stepButton(2));
    expect(screen.getByText(t('candidates.candidate_import.check.nothing'))).toBeTruthy();
    // a change of the mapping drops it: the recruiter goes through the check again
    fireEvent.click(screen.getByRole('button', { name: t('common.actions.back') }));
    await pickOption(fieldSelect('Fecha'), t('candidates.fields.birthdate'));
    fireEvent.click(stepButton(2));
    expect(checkButton()).toBeTruthy();
    expect(screen.queryByText(t('candidates.candidate_import.check.nothing'))).toBeNull();
    // every column left out: nothing to check
    await pickOption(fieldSelect('Nombre'), t('candidates.candidate_import.mapping.skip'));
    await pickOption(fieldSelect('Categoría'), t('candidates.candidate_import.mapping.skip'));
    await pickOption(fieldSelect('Fecha'), t('candidates.candidate_import.mapping.skip'));
    expect(screen.getByText(t('candidates.candidate_import.mapping.none_mapped'))).toBeTruthy();
    expect(checkButton().hasAttribute('disabled')).toBe(true);
  });

  it('says a whole-name column is left out while names and surnames have their own columns', async () => {
    mockApi(
      'post',
      'candidate-imports/upload/',
      makeImportPreview({
        id: 6,
        headers: ['Nombre completo', 'Nombres', 'Apellido'],
        preview: [['Paz Ana', 'Ana', 'Paz']],
        mapping: ['full_name', null, null],
      }),
    );
    renderWithApp(<CandidateImport />);
    pick(new File(['a;b'], 'lista.csv', { type: 'text/csv' }));
    await screen.findByText(t('candidates.candidate_import.mapping.guessed'));
    const ignored = t('candidates.candidate_import.mapping.full_name_ignored', { column: 'Nombre completo' });
    expect(screen.queryByText(ignored)).toBeNull();
    await pickOption(fieldSelect('Nombres'), t('candidates.fields.names'));
    expect(await screen.findByText(ignored)).toBeTruthy();
    await pickOption(fieldSelect('Nombres'), t('candidates.candidate_import.mapping.skip'));
    await waitFor(() => expect(screen.queryByText(ignored)).toBeNull());
  });

  it('speaks English: steps, limits, the mapping’s choices and the request’s language', async () => {
    await i18n.changeLanguage('en');
    const upload = mockApi(
      'post',
      'candidate-imports/upload/',
      makeImportPreview({
        headers: ['Email'],
        preview: [['ana@example.com']],
        mapping: ['email'],
        remembered: true,
      }),
    );
    renderWithApp(<CandidateImport />);
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
    expect(screen.getByText('Drop your .xlsx or .csv file here')).toBeTruthy();
    expect(
      screen.getByText(
        'Excel (.xlsx) or CSV, up to 50 MB and 100,000 rows. The first row must hold the headers.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Columns')).toBeTruthy();
    pick(new File(['PK'], 'people.xlsx'));
    await screen.findByText('Mapping remembered from a file like this one');
    expect(upload.last.headers.get('Accept-Language')).toBe('en');
    const select = screen.getByLabelText('Candidate field for column Email', {
      selector: 'input',
    }) as HTMLInputElement;
    expect(select.value).toBe('E-mail');
    await pickOption(select, "Don't import");
    await waitFor(() => expect(select.value).toBe("Don't import"));
    expect(screen.getByRole('radio', { name: 'Update the existing ones' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Skip them' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
  });
});
