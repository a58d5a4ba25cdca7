import { paths } from '@rp/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CvSearchResultsProps } from '../../../components/cv-search/cv-search-in';
import { makeCandidate, makeCategory, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { fieldError, pickOption, renderWithApp, text } from '../../../test/render';
import { CandidateList } from './candidate-list';

const t = text;
/** Past the search's debounce on a busy machine. */
const later = { timeout: 5000 };

/**
 * The CV search's results as the list sees them: the page gives the cv-search feature's (tested
 * there and on the pages); here a stand-in shows what the list gives it, and refuses the search "!!"
 * as the server would.
 */
function FakeCvResults(props: CvSearchResultsProps) {
  const { q, onSearchError } = props;
  useEffect(() => onSearchError(q === '!!' ? 'Escriba una palabra' : null), [q, onSearchError]);
  return (
    <output data-testid="cv-results">
      {JSON.stringify({ q, ...props.filters, href: props.hrefOf(makeCandidate({ id: 41 })) })}
    </output>
  );
}
const cvResults = () => JSON.parse(screen.getByTestId('cv-results').textContent ?? '{}');

let list: ReturnType<typeof mockApi>;
beforeEach(() => {
  mockApi('get', 'categories/', [
    makeCategory({ id: 3, code: 'DIRECT' }),
    makeCategory({ id: 5, code: 'INDIRECT' }),
    makeCategory({ id: 7, code: 'ADMINISTRATIVE' }),
  ]);
  mockApi('get', 'catalogs/', []);
  list = mockApi('get', 'candidates/', paged([makeCandidate({ full_name: 'Persona de la lista' })]));
});

const renderList = (withCvSearch = true) =>
  renderWithApp(
    <CandidateList
      kind="direct_indirect"
      title="Candidatos"
      cvSearch={withCvSearch ? FakeCvResults : undefined}
    />,
    { route: '/database/direct_indirect' },
  );

const searchBox = () => screen.getByLabelText(t('common.actions.search'), { selector: 'input' });
const mode = (name: string) => screen.getByRole('radio', { name });
const chooseCvs = () => fireEvent.click(mode(t('candidates.cv_search.in_cvs')));

describe('candidate list: search in CVs', { timeout: 30_000 }, () => {
  it('without the CV search given, the list has only its own search', async () => {
    renderList(false);
    await screen.findByText('Persona de la lista');
    expect(screen.queryByRole('radio', { name: t('candidates.cv_search.in_cvs') })).toBeNull();
  });

  it('CVs chosen: the typed text and the list’s categories and blacklist filter go to the CV search', async () => {
    renderList();
    await screen.findByText('Persona de la lista');
    expect((mode(t('candidates.cv_search.in_details')) as HTMLInputElement).checked).toBe(true);
    chooseCvs();
    // the rows, their export and columns give way to the CV search; the other filters do not apply
    expect(screen.queryByText('Persona de la lista')).toBeNull();
    expect(screen.getByText(t('candidates.cv_search.filters_hint'))).toBeTruthy();
    // only the filters that apply to the CVs are shown: category and blacklist
    expect(screen.getByLabelText(t('candidates.fields.category'), { selector: 'input' })).toBeTruthy();
    expect(screen.getByLabelText(t('candidates.filters.blacklisted'), { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText(t('candidates.fields.status'), { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText(t('candidates.fields.genre'), { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText(t('candidates.fields.city'), { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: t('common.actions.export') })).toBeNull();
    expect(searchBox().getAttribute('placeholder')).toBe(t('candidates.cv_search.placeholder'));
    const requests = list.requests.length;
    fireEvent.change(searchBox(), { target: { value: '  montacargas  ' } });
    await waitFor(() => expect(cvResults()).toMatchObject({ q: 'montacargas', category__in: '3,5' }), later);
    expect(cvResults().href).toBe(paths['database-direct_indirect-id_candidate'].href({ id_candidate: 41 }));
    expect(cvResults().is_black_list).toBeUndefined();
    await pickOption(
      screen.getByLabelText(t('candidates.filters.blacklisted'), { selector: 'input' }),
      t('candidates.filters.no'),
    );
    await pickOption(
      screen.getByLabelText(t('candidates.fields.category'), { selector: 'input' }),
      t('common.enums.category.INDIRECT'),
    );
    await waitFor(
      () =>
        expect(cvResults()).toEqual({
          q: 'montacargas',
          category__in: '5',
          is_black_list: 'false',
          href: paths['database-direct_indirect-id_candidate'].href({ id_candidate: 41 }),
        }),
      later,
    );
    // the list itself is not asked for while the CVs are searched
    expect(list.requests).toHaveLength(requests);
    // back to the details: the list, searched with the same text
    fireEvent.click(mode(t('candidates.cv_search.in_details')));
    await waitFor(
      () => expect(list.last.query).toMatchObject({ search: '  montacargas  ', category__in: '5' }),
      later,
    );
    expect(screen.queryByTestId('cv-results')).toBeNull();
  });

  it('a search the CV search refuses is told under the search box, until the list’s own search is back', async () => {
    renderList();
    chooseCvs();
    fireEvent.change(searchBox(), { target: { value: '!!' } });
    await waitFor(() => expect(fieldError(searchBox())).toBe('Escriba una palabra'), later);
    fireEvent.click(mode(t('candidates.cv_search.in_details')));
    await waitFor(() => expect(fieldError(searchBox())).toBeNull(), later);
  });

  it('remembers CVs while the page is open', async () => {
    const first = renderList();
    await screen.findByText('Persona de la lista');
    chooseCvs();
    first.unmount();
    const requests = list.requests.length;
    renderList();
    expect((mode(t('candidates.cv_search.in_cvs')) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('cv-results')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(list.requests).toHaveLength(requests);
  });
});
