import { paths } from '@rp/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCategory, makeCvSearchRow, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import CurriculumsPage from './curriculums-page';

const t = text;
/** Past the search's debounce on a busy machine. */
const later = { timeout: 5000 };

let search: ReturnType<typeof mockApi>;
beforeEach(() => {
  mockApi('get', 'categories/', [
    makeCategory({ id: 3, code: 'DIRECT' }),
    makeCategory({ id: 7, code: 'ADMINISTRATIVE' }),
  ]);
  mockApi('get', 'file-records/', paged([]));
  search = mockApi(
    'get',
    'candidates/cv_search/',
    paged([
      makeCvSearchRow({ id: 41, full_name: 'Quintanilla Ruiz Valeria', category: 3 }, { file: 77, page: 4 }),
      makeCvSearchRow({ id: 42, full_name: 'Garza Leal Mario', category: 7 }),
    ]),
  );
  mockApi('get', 'file-records/77/', {
    id: 77,
    original_name: 'cv-valeria.pdf',
    mime_type: 'application/pdf',
  });
  mockApi('get', 'file-records/77/link/', {
    url: 'https://app.test/api/file-records/77/download/?sig=abc',
    expires_at: '2026-03-02T15:05:00.000Z',
  });
});

describe('curriculums page: search in CVs', { timeout: 30_000 }, () => {
  it('finds candidates of both lists, links each to its list’s page and opens the file at the page', async () => {
    renderWithApp(<CurriculumsPage />, { route: '/database/curriculums' });
    fireEvent.click(screen.getByRole('radio', { name: t('candidates.cv_search.in_cvs') }));
    fireEvent.change(screen.getByLabelText(t('common.actions.search'), { selector: 'input' }), {
      target: { value: 'montacargas' },
    });
    const valeria = await screen.findByRole('article', { name: 'Quintanilla Ruiz Valeria' }, later);
    expect(search.last.query).toEqual({ q: 'montacargas', page: '1', page_size: '25' });
    expect(within(valeria).getByRole('link', { name: 'Quintanilla Ruiz Valeria' }).getAttribute('href')).toBe(
      paths['database-direct_indirect-id_candidate'].href({ id_candidate: 41 }),
    );
    const mario = screen.getByRole('article', { name: 'Garza Leal Mario' });
    expect(within(mario).getByRole('link', { name: 'Garza Leal Mario' }).getAttribute('href')).toBe(
      paths['database-administratives-id_candidate'].href({ id_candidate: 42 }),
    );
    fireEvent.click(within(valeria).getByRole('button', { name: /\(página 4\)/ }));
    const viewer = await screen.findByTitle('cv-valeria.pdf', {}, later);
    expect(viewer.tagName).toBe('IFRAME');
    expect(viewer.getAttribute('src')).toBe('https://app.test/api/file-records/77/download/?sig=abc#page=4');
  });
});
