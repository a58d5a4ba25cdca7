import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CvSearchResultsProps } from '../../../components/cv-search/cv-search-in';
import { makeCandidate, paged } from '../../../test/factories';
import { mockApi } from '../../../test/msw';
import { renderWithApp, text } from '../../../test/render';
import { CvList } from './cv-list';

const t = text;
/** Past the search's debounce on a busy machine. */
const later = { timeout: 5000 };

/** The CV search's results as the list sees them (the page gives the cv-search feature's). */
function FakeCvResults(props: CvSearchResultsProps) {
  const { onSearchError } = props;
  useEffect(() => onSearchError(null), [onSearchError]);
  return (
    <output data-testid="cv-results">
      {JSON.stringify({ q: props.q, ...props.filters, href: props.hrefOf(makeCandidate({ id: 41 })) })}
    </output>
  );
}

const cvFile = {
  id: 9,
  level_id: null,
  region_id: null,
  user: 1,
  original_name: 'cv-valeria.pdf',
  extension: 'pdf',
  kind: 'cv',
  owner_type: 'candidate',
  owner_id: 41,
  size: 2048,
  mime_type: 'application/pdf',
  created_at: '2026-03-02T15:00:00.000Z',
  updated_at: '2026-03-02T15:00:00.000Z',
};

let files: ReturnType<typeof mockApi>;
beforeEach(() => {
  files = mockApi('get', 'file-records/', paged([cvFile]));
  mockApi('get', 'candidates/', [makeCandidate({ id: 41, full_name: 'Quintanilla Ruiz Valeria' })]);
});

const searchBox = () => screen.getByLabelText(t('common.actions.search'), { selector: 'input' });

describe('curriculums: search in CVs', { timeout: 30_000 }, () => {
  it('searches the file names, or what the CVs say: every candidate, linked where the page says', async () => {
    renderWithApp(
      <CvList cvSearch={FakeCvResults} candidateHref={(candidate) => `/somewhere/${candidate.id}`} />,
    );
    expect(await screen.findByText('cv-valeria.pdf')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: t('candidates.cv_search.in_file_names') }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: t('candidates.cv_search.in_cvs') }));
    expect(screen.queryByText('cv-valeria.pdf')).toBeNull();
    // no list filter applies here: no hint about them
    expect(screen.queryByText(t('candidates.cv_search.filters_hint'))).toBeNull();
    const requests = files.requests.length;
    fireEvent.change(searchBox(), { target: { value: 'soldador' } });
    await waitFor(
      () =>
        expect(JSON.parse(screen.getByTestId('cv-results').textContent ?? '')).toEqual({
          q: 'soldador',
          href: '/somewhere/41',
        }),
      later,
    );
    expect(files.requests).toHaveLength(requests);
  });
});
