import { paths } from '@rp/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { makeCandidate, makeCategory, makeCvSearchRow, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, renderWithApp, text } from '../../../test/render';
import DirectIndirectPage from './direct-indirect-page';

const t = text;
/** Past the search's debounce on a busy machine. */
const later = { timeout: 5000 };

/** The page composes the candidate list with the cv-search feature's results (issue 30). */
let search: ReturnType<typeof mockApi>;
beforeEach(() => {
  mockApi('get', 'categories/', [
    makeCategory({ id: 3, code: 'DIRECT' }),
    makeCategory({ id: 5, code: 'INDIRECT' }),
    makeCategory({ id: 7, code: 'ADMINISTRATIVE' }),
  ]);
  mockApi('get', 'catalogs/', []);
  mockApi('get', 'candidates/', paged([makeCandidate({ full_name: 'Persona de la lista' })]));
  search = mockApi('get', 'candidates/cv_search/', (request) =>
    request.query.q === '*'
      ? { status: 400, body: { q: ['Este campo es obligatorio'] } }
      : request.query.q === 'astronauta'
        ? paged([])
        : paged([
            makeCvSearchRow(
              { id: 41, full_name: 'Quintanilla Ruiz Valeria', category: 3 },
              {
                page: 2,
                snippet: [
                  { text: 'Operador de ', match: false },
                  { text: 'montacargas', match: true },
                ],
              },
            ),
          ]),
  );
});

const renderPage = () => renderWithApp(<DirectIndirectPage />, { route: '/database/direct_indirect' });
const searchBox = () => screen.getByLabelText(t('common.actions.search'), { selector: 'input' });
const typeSearch = (value: string) => fireEvent.change(searchBox(), { target: { value } });

describe('direct/indirect candidates: search in CVs', { timeout: 30_000 }, () => {
  it('sends the words with the list’s categories to cv_search and shows who matched, the words marked', async () => {
    renderPage();
    await screen.findByText('Persona de la lista', {}, later);
    fireEvent.click(screen.getByRole('radio', { name: t('candidates.cv_search.in_cvs') }));
    expect(screen.getByText(t('candidates.cv_search.prompt'))).toBeTruthy();
    typeSearch('montacargas');
    const card = await screen.findByRole('article', { name: 'Quintanilla Ruiz Valeria' }, later);
    expect(search.last.query).toEqual({ q: 'montacargas', page: '1', page_size: '25', category__in: '3,5' });
    expect([...card.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['montacargas']);
    expect(within(card).getByRole('link', { name: 'Quintanilla Ruiz Valeria' }).getAttribute('href')).toBe(
      paths['database-direct_indirect-id_candidate'].href({ id_candidate: 41 }),
    );
    expect(
      within(card).getByRole('button', {
        name: new RegExp(`^${t('candidates.cv_search.open_file', { page: 2 })}`.replace(/[()]/g, '\\$&')),
      }),
    ).toBeTruthy();
    expect(screen.queryByText('Persona de la lista')).toBeNull();
  });

  it('says when no CV says it, and shows the server’s refusal under the search box', async () => {
    renderPage();
    await screen.findByText('Persona de la lista', {}, later);
    fireEvent.click(screen.getByRole('radio', { name: t('candidates.cv_search.in_cvs') }));
    typeSearch('astronauta');
    expect(await screen.findByText(t('candidates.cv_search.empty'), {}, later)).toBeTruthy();
    typeSearch('*');
    await waitFor(() => expect(fieldError(searchBox())).toBe(t('candidates.cv_search.no_words')), later);
    expect(screen.queryByText(t('candidates.cv_search.empty'))).toBeNull();
    typeSearch('montacargas');
    await screen.findByRole('article', { name: 'Quintanilla Ruiz Valeria' }, later);
    expect(fieldError(searchBox())).toBeNull();
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    renderPage();
    expect(screen.getByText('Search in')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'CVs' }));
    expect(screen.getByText('In CVs only the category and blacklist filters apply.')).toBeTruthy();
    expect(searchBox().getAttribute('placeholder')).toBe('Search in the CVs…');
    typeSearch('montacargas');
    expect(await screen.findByText('1 candidate whose CV says so', {}, later)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Open in the file \(page 2\)/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Details' })).toBeTruthy();
  });
});
