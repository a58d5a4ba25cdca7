import { formatDateTime } from '@rp/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeImportCounts, makeImportStatus, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import { ImportHistory } from './import-history';

const t = text;

describe('import history', { timeout: 30_000 }, () => {
  it('lists earlier imports with date, file, user, status and counts; undoes one after a confirmation', async () => {
    const counts = makeImportCounts({ rows: 12, new: 8, update: 2, errors: 2 });
    const list = mockApi(
      'get',
      'candidate-imports/',
      paged(
        [
          makeImportStatus({ id: 3, status: 'done', file_name: 'marzo.csv', counts, can_undo: true }),
          makeImportStatus({ id: 2, status: 'uploaded', file_name: 'febrero.xlsx', user_name: null }),
        ],
        { pages: 2, elements: 11 },
      ),
    );
    const undo = mockApi('post', 'candidate-imports/3/undo/', {
      status: 409,
      body: { detail: 'Ya se asignó un candidato de esta importación.' },
    });
    renderWithApp(<ImportHistory />);

    const march = await screen.findByRole('listitem', { name: 'marzo.csv' });
    expect(list.last.query).toEqual({ page: '1', page_size: '10' });
    expect(within(march).getByText(t('candidates.candidate_import.statuses.done'))).toBeTruthy();
    expect(
      within(march).getByText(`${formatDateTime('2026-03-02T15:00:00.000Z')} · Reclutadora Uno`),
    ).toBeTruthy();
    expect(
      within(march).getByText(
        t('candidates.candidate_import.history.counts_value', { rows: 12, new: 8, update: 2, errors: 2 }),
      ),
    ).toBeTruthy();
    const february = screen.getByRole('listitem', { name: 'febrero.xlsx' });
    expect(within(february).getByText(t('candidates.candidate_import.history.not_checked'))).toBeTruthy();
    expect(within(february).queryByRole('button')).toBeNull();

    fireEvent.click(
      within(march).getByRole('button', {
        name: t('candidates.candidate_import.history.undo', { file: 'marzo.csv' }),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('button', { name: t('candidates.candidate_import.undo.confirm') }),
    );
    expect((await within(march).findByRole('alert')).textContent).toContain(
      'Ya se asignó un candidato de esta importación.',
    );
    expect(undo.requests).toHaveLength(1);

    // the next page
    fireEvent.click(screen.getByRole('button', { name: t('common.controls.next_page') }));
    await waitFor(() => expect(list.last.query).toEqual({ page: '2', page_size: '10' }));
  });

  it('asks again while an import of it is running, and stops once none is', async () => {
    let calls = 0;
    const list = mockApi('get', 'candidate-imports/', () => {
      calls += 1;
      return paged([
        makeImportStatus({ id: 4, file_name: 'abril.xlsx', status: calls === 1 ? 'importing' : 'done' }),
      ]);
    });
    renderWithApp(<ImportHistory />);
    const april = await screen.findByRole('listitem', { name: 'abril.xlsx' });
    expect(within(april).getByText(t('candidates.candidate_import.statuses.importing'))).toBeTruthy();
    await within(april).findByText(t('candidates.candidate_import.statuses.done'), {}, { timeout: 6000 });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(list.requests).toHaveLength(2);
  });
});
