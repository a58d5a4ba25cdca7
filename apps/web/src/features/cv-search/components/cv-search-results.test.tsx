import type { Candidate } from '@rp/contract/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeCategory, makeCvSearchRow, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import { CvSearchResults } from './cv-search-results';

const t = text;
/** Past the search's debounce on a busy machine. */
const later = { timeout: 5000 };
const direct = makeCategory({ id: 3, code: 'DIRECT' });

const forklift = makeCvSearchRow(
  {
    id: 41,
    full_name: 'Quintanilla Ruiz Valeria',
    curp: 'QURV900101MNLNZL09',
    phone_number: '8112345678',
    category: 3,
  },
  {
    file: 77,
    file_name: 'cv-valeria.pdf',
    page: 3,
    pages: 4,
    snippet: [
      { text: 'Tres años como ', match: false },
      { text: 'operador', match: true },
      { text: ' de ', match: false },
      { text: 'montacargas', match: true },
      { text: ' <b>en</b> planta', match: false },
    ],
  },
);
const blacklisted = makeCvSearchRow(
  { id: 42, full_name: 'Garza Leal Mario', is_black_list: true, category: 3 },
  { file: 78, file_name: 'solicitud.docx' },
);

beforeEach(() => {
  mockApi('get', 'categories/', [direct]);
});

const hrefOf = (candidate: Candidate) => `/database/direct_indirect/${candidate.id}`;

const renderResults = (props: { q?: string; onSearchError?: (message: string | null) => void } = {}) =>
  renderWithApp(
    <CvSearchResults
      q={props.q ?? 'operador montacargas'}
      filters={{ category__in: '3,5', is_black_list: 'false' }}
      hrefOf={hrefOf}
      onSearchError={props.onSearchError ?? (() => {})}
    />,
  );

describe('CV search results', { timeout: 30_000 }, () => {
  it('asks cv_search for the words and the filters, and shows each candidate with the words marked', async () => {
    const search = mockApi('get', 'candidates/cv_search/', paged([forklift, blacklisted], { elements: 2 }));
    renderResults();
    const card = await screen.findByRole('article', { name: 'Quintanilla Ruiz Valeria' }, later);
    expect(search.last.query).toEqual({
      q: 'operador montacargas',
      page: '1',
      page_size: '25',
      category__in: '3,5',
      is_black_list: 'false',
    });
    expect(
      screen.getByText(t('candidates.cv_search.found', { count: 2, total: '2' })).getAttribute('role'),
    ).toBe('status');
    // the name links to the candidate; CURP, phone and category as the list shows them
    const link = within(card).getByRole('link', { name: 'Quintanilla Ruiz Valeria' });
    expect(link.getAttribute('href')).toBe('/database/direct_indirect/41');
    expect(within(card).getByText('QURV900101MNLNZL09')).toBeTruthy();
    expect(within(card).getByText('8112345678')).toBeTruthy();
    expect(within(card).getByText(t('common.enums.category.DIRECT'))).toBeTruthy();
    expect(within(card).queryByText(t('candidates.blacklisted'))).toBeNull();
    // only the matched words are marked; the file's text is text, never HTML
    const marks = [...card.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['operador', 'montacargas']);
    expect(card.querySelector('b')).toBeNull();
    expect(card.textContent).toContain('Tres años como operador de montacargas <b>en</b> planta');
    expect(card.textContent).toContain('cv-valeria.pdf');
    const other = screen.getByRole('article', { name: 'Garza Leal Mario' });
    expect(within(other).getByText(t('candidates.blacklisted'))).toBeTruthy();
  });

  it('pages through the server: the next page is asked for and replaces the rows', async () => {
    const search = mockApi('get', 'candidates/cv_search/', (request) =>
      request.query.page === '2'
        ? paged([blacklisted], { pages: 2, elements: 26 })
        : paged([forklift], { pages: 2, elements: 26 }),
    );
    renderResults();
    await screen.findByRole('article', { name: 'Quintanilla Ruiz Valeria' }, later);
    expect(screen.getByText(t('common.table.records', { from: 1, to: 25, total: 26 }))).toBeTruthy();
    fireEvent.click(screen.getByText('2', { selector: 'button' }));
    await screen.findByRole('article', { name: 'Garza Leal Mario' }, later);
    expect(search.last.query).toMatchObject({ q: 'operador montacargas', page: '2' });
    expect(screen.queryByRole('article', { name: 'Quintanilla Ruiz Valeria' })).toBeNull();
  });

  it('opens the file in the viewer at the page that matched', async () => {
    mockApi('get', 'candidates/cv_search/', paged([forklift]));
    const record = mockApi('get', 'file-records/77/', {
      id: 77,
      original_name: 'cv-valeria.pdf',
      mime_type: 'application/pdf',
    });
    mockApi('get', 'file-records/77/link/', {
      url: 'https://app.test/api/file-records/77/download/?sig=abc',
      expires_at: '2026-03-02T15:05:00.000Z',
    });
    renderResults();
    const open = await screen.findByRole('button', {
      name: t('candidates.cv_search.open_file_named', { page: 3, name: 'cv-valeria.pdf' }),
    });
    expect(open.textContent).toBe(t('candidates.cv_search.open_file', { page: 3 }));
    fireEvent.click(open);
    const viewer = await screen.findByTitle('cv-valeria.pdf', {}, later);
    expect(viewer.tagName).toBe('IFRAME');
    expect(viewer.getAttribute('src')).toBe('https://app.test/api/file-records/77/download/?sig=abc#page=3');
    expect(record.requests).toHaveLength(1);
  });

  it('says so when no CV says it', async () => {
    mockApi('get', 'candidates/cv_search/', paged([]));
    renderResults({ q: 'astronauta' });
    expect(await screen.findByText(t('candidates.cv_search.empty'))).toBeTruthy();
    expect(screen.getByText(t('candidates.cv_search.empty_hint'))).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a search with no word in it (400) asks for one under the search box, and shows how to search', async () => {
    mockApi('get', 'candidates/cv_search/', { status: 400, body: { q: ['Este campo es obligatorio'] } });
    const onSearchError = vi.fn();
    renderResults({ q: '"" *', onSearchError });
    await waitFor(
      () => expect(onSearchError).toHaveBeenLastCalledWith(t('candidates.cv_search.no_words')),
      later,
    );
    expect(screen.getByText(t('candidates.cv_search.syntax'))).toBeTruthy();
    expect(screen.queryByText(t('candidates.cv_search.empty'))).toBeNull();
  });

  it('asks nothing before a word is typed: it says what to type', async () => {
    const search = mockApi('get', 'candidates/cv_search/', paged([forklift]));
    const onSearchError = vi.fn();
    renderResults({ q: '', onSearchError });
    expect(screen.getByText(t('candidates.cv_search.prompt'))).toBeTruthy();
    expect(screen.getByText(t('candidates.cv_search.syntax'))).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(search.requests).toHaveLength(0);
    expect(onSearchError).not.toHaveBeenCalledWith(expect.any(String));
  });

  it('a failed search shows the error with a retry', async () => {
    const search = mockApi('get', 'candidates/cv_search/', { status: 500, body: { detail: 'boom' } });
    renderResults();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('candidates.cv_search.error'));
    fireEvent.click(within(alert).getByRole('button', { name: t('common.actions.retry') }));
    await waitFor(() => expect(search.requests).toHaveLength(2), later);
  });

  it('says an estimated count is one (a broad search), with thousands separators, in Spanish and English', async () => {
    mockApi('get', 'candidates/cv_search/', (request) =>
      request.query.q === 'operador'
        ? { ...paged([forklift], { pages: 50, elements: 1234 }), estimated: false }
        : { ...paged([forklift], { pages: 494, elements: 12_345 }), estimated: true },
    );
    const first = renderResults({ q: 'planta' });
    const heading = await screen.findByText('Unos 12,345 candidatos cuyos CVs lo dicen', {}, later);
    expect(heading.getAttribute('role')).toBe('status');
    first.unmount();
    // an exact count says it as it is
    const exact = renderResults({ q: 'operador' });
    expect(await screen.findByText('1,234 candidatos cuyos CVs lo dicen', {}, later)).toBeTruthy();
    expect(screen.queryByText(/^Unos /)).toBeNull();
    exact.unmount();
    await i18n.changeLanguage('en');
    renderResults({ q: 'planta' });
    expect(await screen.findByText('About 12,345 candidates whose CVs say so', {}, later)).toBeTruthy();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    mockApi('get', 'candidates/cv_search/', (request) =>
      request.query.q === 'astronaut' ? paged([]) : paged([forklift]),
    );
    const first = renderResults();
    expect(await screen.findByText('1 candidate whose CV says so')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Open in the file \(page 3\)/ })).toBeTruthy();
    expect(screen.getByText('Phone')).toBeTruthy();
    first.unmount();
    renderResults({ q: 'astronaut' });
    expect(await screen.findByText('No CV says that')).toBeTruthy();
  });
});
