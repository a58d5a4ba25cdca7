import { Badge, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { type Candidate, type CvMatch, type CvSearchQuery, cvSearchMaxLength } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { localizedName } from '@rp/contract/rules/names';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi, resourceApi } from '../../lib/api-client';
import { endpointKey, resourceKeys } from '../../lib/resource-hooks';
import { SnippetText } from '../cv-search/snippet-text';
import { useIsPhone } from '../layout/use-is-phone';

/** Active candidates only (deleted ones are never listed); blacklisted ones and ones in process elsewhere show, disabled. */
const activeCandidates = { status: 'Active', page_size: 20, ordering: 'last_name' } as const;
const cvSearch = endpoints.candidates.cvSearch;
const cvPageSize = 20;

/** Where the typed text is looked for: the candidate's details (name, CURP, phone) or its CVs. */
type SearchBy = 'list' | 'cvs';

/** A candidate of the list; one found in its CVs also says where (`cv_match`). */
type Row = Candidate & { cv_match?: CvMatch };

const labelOf = (row: Candidate) => [row.full_name, row.curp, row.phone_number].filter(Boolean).join(' · ');

/**
 * Whether a candidate cannot be picked: blacklisted, in process elsewhere, or not Active — the list
 * asks for Active ones only, a CV search finds every status (the server checks only the blacklist
 * and deletion when assigning).
 */
const isUnpickable = (row: Candidate) => row.is_black_list || row.status !== 'Active' || row.is_in_process;

/**
 * One candidate of the list: name, an uncut badge and, under it, why it cannot be picked — the
 * blacklist reason and end date, that it is not Active, or that it is in process elsewhere —
 * readable before the click; found in its CVs, the snippet with the matched words marked.
 */
function CandidateOption({ row, label }: { row: Row; label: string }) {
  const { t, i18n } = useTranslation();
  const isDisabled = isUnpickable(row);
  let badge: ReactNode = null;
  let why: string | null = null;
  if (row.is_black_list) {
    const reason =
      localizedName({ es: row.black_list_reason, en: row.black_list_reason_en }, i18n.language) || '—';
    badge = (
      <Badge color="dark" size="xs">
        {t('followup.assign.blacklisted')}
      </Badge>
    );
    why = row.black_list_until
      ? t('followup.assign.blacklisted_until', { reason, date: formatDate(row.black_list_until) })
      : t('followup.assign.blacklisted_indefinite', { reason });
  } else if (row.status !== 'Active') {
    badge = (
      <Badge color="gray" size="xs">
        {t(`candidates.statuses.${row.status}`)}
      </Badge>
    );
    why = t('followup.assign.not_active_hint');
  } else if (row.is_in_process) {
    badge = (
      <Badge color="orange" size="xs">
        {t('followup.assign.in_process')}
      </Badge>
    );
    why = t('followup.assign.in_process_hint');
  }
  return (
    <Stack gap={2}>
      {/* wraps rather than squeezing: a long name moves the badge to the next line, never cuts it */}
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c={isDisabled ? 'dimmed' : undefined}>
          {label}
        </Text>
        {badge}
      </Group>
      {why && (
        <Text size="xs" c="dimmed">
          {why}
        </Text>
      )}
      {row.cv_match && <SnippetText parts={row.cv_match.snippet} size="xs" />}
    </Stack>
  );
}

/**
 * Searches the candidate database on the server as the user types; the value is the candidate id.
 * "Search by" chooses where: the candidates' details (name, CURP, phone; Active ones only) or what
 * their CVs and documents say (GET candidates/cv_search/, issue 30), each found with its snippet.
 */
export function CandidatePicker(props: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const searchByLabel = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [searchBy, setSearchBy] = useState<SearchBy>('list');
  const [search, setSearch] = useState('');
  // what the user last typed: the select empties its box when it loses focus with nothing picked
  // (a click on "Search by"), and the other search is asked for the same text
  const [typed, setTyped] = useState('');
  const [selected, setSelected] = useState<Row | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const term = selected && debounced === labelOf(selected) ? '' : debounced;
  const isCvs = searchBy === 'cvs';

  const params = { ...activeCandidates, search: term };
  const list = useQuery({
    queryKey: resourceKeys.list(resources.candidates, params),
    queryFn: () => resourceApi.list(resources.candidates, params),
    enabled: !isCvs && term.length > 0,
    staleTime: 30_000,
  });
  const cvQuery: CvSearchQuery = { q: term, page_size: cvPageSize };
  const cvs = useQuery({
    queryKey: endpointKey(cvSearch, { query: cvQuery }),
    queryFn: () => callApi(cvSearch, { query: cvQuery }),
    enabled: isCvs && term.length > 0,
    staleTime: 30_000,
  });
  const query = isCvs ? cvs : list;

  const rows: Row[] = (query.data?.data ?? []).filter((row) => !row.is_deleted);
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const data = rows.map((row) => ({
    value: String(row.id),
    label: labelOf(row),
    // refused by the server anyway: said here, before "Assign"
    disabled: isUnpickable(row),
  }));
  if (selected && props.value === selected.id && !byId.has(String(selected.id)))
    data.unshift({ value: String(selected.id), label: labelOf(selected), disabled: false });

  let nothingFound: string | undefined;
  if (term && !query.isFetching) {
    if (!isCvs) nothingFound = t('followup.assign.nothing_found');
    // a search with no word in it (only quotes or symbols) is refused with a 400
    else if (query.error instanceof ApiError && query.error.status === 400)
      nothingFound = t('candidates.cv_search.no_words');
    else nothingFound = t(query.isError ? 'candidates.cv_search.error' : 'candidates.cv_search.empty');
  }

  const handleSearchByChange = (next: string) => {
    setSearchBy(next === 'cvs' ? 'cvs' : 'list');
    if (props.value == null) setSearch(typed);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" w={isPhone ? '100%' : undefined}>
        <Text size="xs" id={searchByLabel} style={{ whiteSpace: 'nowrap' }}>
          {t('followup.assign.search_by')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={searchByLabel}
          fullWidth={isPhone}
          style={isPhone ? { flex: 1 } : undefined}
          value={searchBy}
          onChange={handleSearchByChange}
          data={[
            { value: 'list', label: t('candidates.cv_search.in_details') },
            { value: 'cvs', label: t('candidates.cv_search.in_cvs') },
          ]}
        />
      </Group>
      <Select
        ref={inputRef}
        label={t('followup.assign.candidate')}
        placeholder={t(isCvs ? 'candidates.cv_search.placeholder' : 'followup.assign.candidate_placeholder')}
        withAsterisk
        searchable
        clearable
        maxLength={isCvs ? cvSearchMaxLength : undefined}
        data={data}
        filter={({ options }) => options}
        searchValue={search}
        onSearchChange={(next) => {
          setSearch(next);
          // typed while the box has the focus; not the box emptied as it loses it
          if (document.activeElement === inputRef.current) setTyped(next);
        }}
        nothingFoundMessage={nothingFound}
        rightSection={query.isFetching ? <Loader size="xs" /> : undefined}
        renderOption={({ option }) => {
          const row = byId.get(option.value);
          return row ? (
            <CandidateOption row={row} label={option.label} />
          ) : (
            <Text size="sm">{option.label}</Text>
          );
        }}
        // a disabled option keeps full opacity (Mantine fades it to 0.35), so its reason stays readable;
        // it still cannot be picked, and its name is dimmed
        styles={{ option: { opacity: 1 } }}
        value={props.value == null ? null : String(props.value)}
        onChange={(next) => {
          const row = next ? (byId.get(next) ?? null) : null;
          setSelected(row);
          props.onChange(row ? row.id : null);
        }}
        error={props.error}
      />
    </Stack>
  );
}
