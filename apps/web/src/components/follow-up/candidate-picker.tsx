import { Badge, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate } from '@rp/contract';
import type { Candidate } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { localizedName } from '@rp/contract/rules/names';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../lib/api-client';
import { resourceKeys } from '../../lib/resource-hooks';

/** Active candidates only (deleted ones are never listed); blacklisted ones and ones in process elsewhere show, disabled. */
const activeCandidates = { status: 'Active', page_size: 20, ordering: 'last_name' } as const;

const labelOf = (row: Candidate) => [row.full_name, row.curp, row.phone_number].filter(Boolean).join(' · ');

/**
 * One candidate of the list: name, an uncut badge and, under it, why it cannot be picked — the
 * blacklist reason and end date, or that it is in process elsewhere — readable before the click.
 */
function CandidateOption({ row, label }: { row: Candidate; label: string }) {
  const { t, i18n } = useTranslation();
  const isDisabled = row.is_black_list || row.is_in_process;
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
    </Stack>
  );
}

/** Searches the candidate database on the server as the user types; the value is the candidate id. */
export function CandidatePicker(props: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Candidate | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const term = selected && debounced === labelOf(selected) ? '' : debounced;
  const params = { ...activeCandidates, search: term };
  const query = useQuery({
    queryKey: resourceKeys.list(resources.candidates, params),
    queryFn: () => resourceApi.list(resources.candidates, params),
    enabled: term.length > 0,
    staleTime: 30_000,
  });
  const rows = (query.data?.data ?? []).filter((row) => !row.is_deleted);
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const data = rows.map((row) => ({
    value: String(row.id),
    label: labelOf(row),
    // refused by the server anyway: said here, before "Assign"
    disabled: row.is_black_list || row.is_in_process,
  }));
  if (selected && props.value === selected.id && !byId.has(String(selected.id)))
    data.unshift({ value: String(selected.id), label: labelOf(selected), disabled: false });

  return (
    <Select
      label={t('followup.assign.candidate')}
      placeholder={t('followup.assign.candidate_placeholder')}
      withAsterisk
      searchable
      clearable
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={term && !query.isFetching ? t('followup.assign.nothing_found') : undefined}
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
  );
}
