import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { type Candidate, type CvSearchQuery, cvSearchMaxLength } from '@rp/contract/entities';
import { type ComponentType, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchIn } from '../data-table/data-table';
import { useIsPhone } from '../layout/use-is-phone';

/** The list's filters a CV search takes (docs/decisions.md "CV search"). */
export type CvSearchFilters = Pick<CvSearchQuery, 'category__in' | 'is_black_list'>;

/** What a CV search's results are given (the cv-search feature's `CvSearchResults`). */
export type CvSearchResultsProps = {
  /** The typed search, trimmed: '' while nothing is typed. */
  q: string;
  filters: CvSearchFilters;
  /** A candidate's page, or null where there is none to open (the name is then plain text). */
  hrefOf: (candidate: Candidate) => string | null;
  /** Puts a message under the search box (a search the server refuses), or takes it away (null). */
  onSearchError: (message: string | null) => void;
};

/**
 * The component that shows a CV search's results: a page gives the cv-search feature's to a list of
 * another feature (features do not import each other; pages compose them).
 */
export type CvSearchResultsView = ComponentType<CvSearchResultsProps>;

type Mode = 'list' | 'cvs';

/**
 * "Search in: <the list's own> | CVs" beside a list's search box (issue 30), for `ResourceTable`'s
 * `searchIn`: with CVs chosen, the typed text searches the CVs and documents with the list's
 * `filters`, and `results` shows what was found, with `hint` above it (which of the list's filters
 * apply). The choice is remembered per list while the browser tab is open. Nothing without `results`.
 */
export function useCvSearchIn(options: {
  /** Tells the lists apart where the choice is remembered. */
  list: string;
  results: CvSearchResultsView | undefined;
  /** The name of the list's own search ("Details", "File names"). */
  listLabel: string;
  filters: CvSearchFilters;
  hrefOf: (candidate: Candidate) => string | null;
  hint?: string;
}): SearchIn | undefined {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const labelId = useId();
  const [mode, setMode] = useSessionStorage<Mode>({
    key: `hr_tecma_search_in_${options.list}`,
    defaultValue: 'list',
    // the remembered choice on the first render: the list is not asked for when CVs are chosen
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => (value === 'cvs' ? 'cvs' : 'list'),
  });
  const Results = options.results;
  if (!Results) return undefined;
  const { filters, hrefOf, hint } = options;
  return {
    control: (
      <Group gap="xs" wrap="nowrap" w={isPhone ? '100%' : undefined}>
        <Text size="sm" id={labelId} style={{ whiteSpace: 'nowrap' }}>
          {t('candidates.cv_search.search_in')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          fullWidth={isPhone}
          style={isPhone ? { flex: 1 } : undefined}
          value={mode}
          onChange={(value) => setMode(value === 'cvs' ? 'cvs' : 'list')}
          data={[
            { value: 'list', label: options.listLabel },
            { value: 'cvs', label: t('candidates.cv_search.in_cvs') },
          ]}
        />
      </Group>
    ),
    results:
      mode === 'cvs'
        ? ({ text, onError }) => (
            <Stack gap="sm">
              {hint && (
                <Text size="sm" c="dimmed">
                  {hint}
                </Text>
              )}
              <Results q={text} filters={filters} hrefOf={hrefOf} onSearchError={onError} />
            </Stack>
          )
        : undefined,
    placeholder: t('candidates.cv_search.placeholder'),
    maxLength: cvSearchMaxLength,
  };
}
