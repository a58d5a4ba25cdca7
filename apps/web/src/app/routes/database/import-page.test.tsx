import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  makeCategory,
  makeImportCheck,
  makeImportCounts,
  makeImportPreview,
  makeImportStatus,
  paged,
} from '../../../test/factories';
import { apiUrl, mockApi, server } from '../../../test/msw';
import { pickOption, renderWithApp, text } from '../../../test/render';
import ImportPage from './import-page';

const t = text;
/** Past a poll of the import's progress (every 1.5 s) on a busy machine. */
const later = { timeout: 8000 };

const preview = makeImportPreview({
  id: 41,
  file_name: 'candidatos.xlsx',
  headers: ['Nombre completo', 'Correo', 'Teléfono', 'Notas'],
  preview: [
    ['García López Ana', 'ana@example.com', '664 111 2222', 'Turno noche'],
    ['Pérez Juan', 'juan@', '', ''],
  ],
  total_rows: 5,
  skipped_empty_rows: 2,
  mapping: ['full_name', 'email', 'phone_number', null],
  remembered: true,
});
const counts = makeImportCounts({ rows: 5, new: 2, update: 1, unchanged: 1, errors: 1 });

/** The file input behind the "Choose file" button. */
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const xlsx = (name = 'candidatos.xlsx') => new File(['PK'], name, { type: 'application/octet-stream' });
const fieldSelect = (column: string) =>
  screen.getByLabelText(t('candidates.candidate_import.mapping.field_for', { column }), {
    selector: 'input',
  });
const dialog = () => screen.findByRole('dialog');

let history: ReturnType<typeof mockApi>;
beforeEach(() => {
  mockApi('get', 'categories/', [
    makeCategory({ id: 3, code: 'DIRECT' }),
    makeCategory({ id: 7, code: 'INDIRECT' }),
  ]);
  history = mockApi(
    'get',
    'candidate-imports/',
    paged([makeImportStatus({ id: 9, status: 'done', file_name: 'enero.xlsx', counts })]),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('candidate import page', { timeout: 40_000 }, () => {
  it('uploads, maps, checks, imports with progress and undoes with a confirmation', async () => {
    const upload = mockApi('post', 'candidate-imports/upload/', preview);
    const check = mockApi(
      'post',
      'candidate-imports/41/check/',
      makeImportCheck({
        id: 41,
        counts,
        problems: [
          { row: 4, cells: ['Pérez Juan', 'juan@', '', ''], messages: { email: ['Correo no válido'] } },
        ],
      }),
    );
    let saved: { name: string } | null = null;
    server.use(
      http.get(apiUrl('candidate-imports/41/errors/'), () =>
        HttpResponse.arrayBuffer(new ArrayBuffer(4), {
          headers: { 'Content-Disposition': 'attachment; filename="errores-candidatos.xlsx"' },
        }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:errors');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download };
    });
    const start = mockApi('post', 'candidate-imports/41/start/', {
      status: 202,
      body: makeImportStatus({ id: 41, status: 'importing', total_rows: 5, done_rows: 0, counts }),
    });
    let polls = 0;
    mockApi('get', 'candidate-imports/41/', () => {
      polls += 1;
      return polls === 1
        ? makeImportStatus({ id: 41, status: 'importing', total_rows: 5, done_rows: 2, counts })
        : makeImportStatus({ id: 41, status: 'done', total_rows: 5, done_rows: 5, counts, can_undo: true });
    });
    let undoCalls = 0;
    const undo = mockApi('post', 'candidate-imports/41/undo/', () => {
      undoCalls += 1;
      return undoCalls === 1
        ? { status: 409, body: { detail: 'Un candidato de esta importación ya fue asignado.' } }
        : makeImportStatus({
            id: 41,
            status: 'undone',
            total_rows: 5,
            done_rows: 5,
            counts,
            can_undo: false,
          });
    });

    renderWithApp(<ImportPage />, { route: '/database/import' });
    // the history of earlier imports under the page
    const earlier = await screen.findByRole('listitem', { name: 'enero.xlsx' });
    expect(within(earlier).getByText(t('candidates.candidate_import.statuses.done'))).toBeTruthy();
    expect(fileInput().accept).toContain('.xlsx');
    expect(fileInput().accept).toContain('.csv');

    // upload: the file goes as multipart `file`; the remembered mapping is said and pre-filled
    pick(xlsx());
    await screen.findByText(t('candidates.candidate_import.mapping.remembered'));
    // (jsdom's FormData drops a file's name on the way: its type and size are what the test sees)
    expect(upload.last.body).toEqual({
      file: expect.objectContaining({ type: 'application/octet-stream', size: 2 }),
    });
    expect(screen.getByTestId('import-file-summary').textContent).toBe(
      t('candidates.candidate_import.upload.summary', { name: 'candidatos.xlsx', count: 5 }),
    );
    expect(
      screen.getByText(t('candidates.candidate_import.upload.skipped_empty', { count: 2 })),
    ).toBeTruthy();
    expect((fieldSelect('Nombre completo') as HTMLInputElement).value).toBe(t('candidates.fields.full_name'));
    expect((fieldSelect('Correo') as HTMLInputElement).value).toBe(t('candidates.fields.email'));
    expect((fieldSelect('Notas') as HTMLInputElement).value).toBe(
      t('candidates.candidate_import.mapping.skip'),
    );
    // sample values of a column beside its select
    const notes = screen.getAllByTestId('import-column')[3] as HTMLElement;
    expect(within(notes).getByText('Turno noche')).toBeTruthy();

    // a field another column has is disabled in the list
    fireEvent.click(fieldSelect('Notas'));
    const list = await waitFor(() => {
      const found = document.getElementById(fieldSelect('Notas').getAttribute('aria-controls') ?? '');
      if (!found) throw new Error('the list is closed');
      return found;
    });
    const taken = within(list).getByRole('option', {
      name: `${t('candidates.fields.email')} — ${t('candidates.candidate_import.mapping.taken', { column: 'Correo' })}`,
    });
    expect(taken.hasAttribute('data-combobox-disabled')).toBe(true);
    expect(
      within(list)
        .getByRole('option', { name: t('candidates.fields.curp') })
        .hasAttribute('data-combobox-disabled'),
    ).toBe(false);
    await pickOption(fieldSelect('Notas'), t('candidates.fields.additional_comments'));

    // no column is the category: the category for rows without one; duplicates skipped
    await pickOption(
      screen.getByLabelText(t('candidates.candidate_import.mapping.default_category'), { selector: 'input' }),
      t('common.enums.category.DIRECT'),
    );
    fireEvent.click(
      screen.getByRole('radio', { name: t('candidates.candidate_import.mapping.duplicates_skip') }),
    );

    // the dry run sends the mapping and the choices
    fireEvent.click(screen.getByRole('button', { name: t('candidates.candidate_import.check.run') }));
    await screen.findByTestId('import-count-new');
    expect(check.last.body).toEqual({
      mapping: ['full_name', 'email', 'phone_number', 'additional_comments'],
      duplicates: 'skip',
      default_category: 3,
    });
    const countText = (key: string) => screen.getByTestId(`import-count-${key}`).textContent;
    const label = (key: 'new' | 'update' | 'unchanged' | 'errors', count: number) =>
      t('candidates.candidate_import.check.count', {
        label: t(`candidates.candidate_import.check.counts.${key}`),
        count,
      });
    expect(countText('new')).toBe(label('new', 2));
    expect(countText('update')).toBe(label('update', 1));
    expect(countText('unchanged')).toBe(label('unchanged', 1));
    expect(countText('errors')).toBe(label('errors', 1));
    // the problem row: its number, its name from the file and the message under the field's label
    const problem = screen.getByRole('listitem', {
      name: `${t('candidates.candidate_import.check.row', { row: 4 })}: Pérez Juan`,
    });
    expect(problem.textContent).toContain(`${t('candidates.fields.email')}: Correo no válido`);

    // the error file, saved with the server's name
    fireEvent.click(
      screen.getByRole('button', { name: t('candidates.candidate_import.check.download_errors') }),
    );
    await waitFor(() => expect(saved).toEqual({ name: 'errores-candidatos.xlsx' }));

    // import, after a confirmation
    fireEvent.click(
      screen.getByRole('button', { name: t('candidates.candidate_import.check.import', { count: 3 }) }),
    );
    const confirm = await dialog();
    expect(confirm.textContent).toContain(
      t('candidates.candidate_import.confirm.message', { new: 2, update: 1 }),
    );
    expect(start.requests).toHaveLength(0);
    fireEvent.click(
      within(confirm).getByRole('button', { name: t('candidates.candidate_import.confirm.action') }),
    );
    await waitFor(() => expect(start.requests).toHaveLength(1));

    // the progress, asked for again while importing
    await screen.findByText(
      t('candidates.candidate_import.progress.importing', { done: 2, total: 5 }),
      {},
      later,
    );
    expect(
      screen
        .getByRole('progressbar', { name: t('candidates.candidate_import.progress.label') })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    await screen.findByText(t('candidates.candidate_import.progress.done'), {}, later);
    expect(countText('new')).toBe(label('new', 2));
    // the history is read again once it ends
    await waitFor(() => expect(history.requests.length).toBeGreaterThan(1));

    // undo, confirmed: refused first (409, its message shown), then done
    const undoButton = () =>
      screen.getByRole('button', { name: t('candidates.candidate_import.undo.action') });
    fireEvent.click(undoButton());
    fireEvent.click(
      within(await dialog()).getByRole('button', { name: t('candidates.candidate_import.undo.confirm') }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Un candidato de esta importación ya fue asignado.',
    );
    fireEvent.click(undoButton());
    fireEvent.click(
      within(await dialog()).getByRole('button', { name: t('candidates.candidate_import.undo.confirm') }),
    );
    await screen.findByText(t('candidates.candidate_import.progress.undone'));
    expect(undo.requests).toHaveLength(2);
    expect(screen.queryByRole('button', { name: t('candidates.candidate_import.undo.action') })).toBeNull();
  });
});
