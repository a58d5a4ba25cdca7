import '../texts';
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { yearChoices } from '@rp/contract';
import { vacancyTypes } from '@rp/contract/enums';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../components/feedback/notify';
import { DateRangeField } from '../../../components/form/date-range-field';
import { useAddressFilters } from '../../../lib/use-address-filters';
import {
  type BoardFilters,
  boardFiltersFromSearch,
  boardFiltersToSearch,
  defaultBoardFilters,
} from '../api/board-filters';
import { useExportBoard } from '../api/export-board';
import { useCompanyOptions, useRecruiterOptions, useSiteOptions } from '../api/get-board-options';

const boardCodec = {
  parse: (search: URLSearchParams) => boardFiltersFromSearch(search),
  serialize: boardFiltersToSearch,
  empty: () => defaultBoardFilters(),
};

/** A board's filters, kept in the address so a board can be bookmarked. */
export const useBoardFilters = () => useAddressFilters(boardCodec);

const weeks = Array.from({ length: 53 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const toNumber = (value: string | null) => (value ? Number(value) : null);
const toOption = (value: number | null) => (value === null ? null : String(value));

/**
 * The board's filter inputs: company, site (direct board), recruiter and vacancy type (admin board),
 * year (the year choices of docs/domain.md#formats-and-constants, or every year), month, ISO week and a
 * date range. The region is the top bar's.
 */
export function BoardFilterBar(props: {
  board: 'admin' | 'direct';
  value: BoardFilters;
  /** The filters that change (the rest stay as they are). */
  onChange: (patch: Partial<BoardFilters>) => void;
}) {
  const { t, i18n } = useTranslation();
  const { value, onChange, board } = props;
  const set = <K extends keyof BoardFilters>(key: K, next: BoardFilters[K]) => onChange({ [key]: next });
  const companies = useCompanyOptions();
  const sites = useSiteOptions(board === 'direct' ? value.company : null);
  const recruiters = useRecruiterOptions(board === 'admin');
  const monthName = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'es', { month: 'long' });
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: monthName.format(new Date(2026, i, 1)),
  }));
  const range: [string | null, string | null] = [value.date_from, value.date_to];

  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: board === 'admin' ? 4 : 3, lg: 7 }}
      spacing="sm"
      role="group"
      aria-label={t('dashboard.filters.label')}
    >
      <Select
        label={t('dashboard.filters.company')}
        placeholder={t('dashboard.filters.all_companies')}
        clearable
        searchable
        data={companies}
        value={toOption(value.company)}
        onChange={(next) => onChange({ company: toNumber(next), site: null })}
      />
      {board === 'direct' && (
        <Select
          label={t('dashboard.filters.site')}
          placeholder={t('dashboard.filters.all_sites')}
          clearable
          searchable
          disabled={value.company === null}
          data={sites}
          value={toOption(value.site)}
          onChange={(next) => set('site', toNumber(next))}
        />
      )}
      {board === 'admin' && (
        <Select
          label={t('dashboard.filters.recruiter')}
          placeholder={t('dashboard.filters.all_recruiters')}
          clearable
          searchable
          data={recruiters}
          value={toOption(value.recruiter)}
          onChange={(next) => set('recruiter', toNumber(next))}
        />
      )}
      {board === 'admin' && (
        <Select
          label={t('dashboard.filters.vacancy_type')}
          placeholder={t('dashboard.filters.all_types')}
          clearable
          data={vacancyTypes.map((type) => ({ value: type, label: t(`dashboard.vacancy_type.${type}`) }))}
          value={value.vacancy_type}
          onChange={(next) => set('vacancy_type', vacancyTypes.find((type) => type === next) ?? null)}
        />
      )}
      <Select
        label={t('dashboard.filters.year')}
        placeholder={t('dashboard.filters.all_years')}
        clearable
        data={yearChoices().map(String)}
        value={toOption(value.year)}
        // every year: the month and week mean nothing without one
        onChange={(next) => onChange({ year: toNumber(next), ...(next ? {} : { month: null, week: null }) })}
      />
      <Select
        label={t('dashboard.filters.month')}
        placeholder={t('dashboard.filters.all_months')}
        clearable
        disabled={value.year === null}
        data={months}
        value={toOption(value.month)}
        onChange={(next) => set('month', toNumber(next))}
      />
      <Select
        label={t('dashboard.filters.week')}
        placeholder={t('dashboard.filters.all_weeks')}
        clearable
        searchable
        disabled={value.year === null}
        data={weeks}
        value={toOption(value.week)}
        onChange={(next) => set('week', toNumber(next))}
      />
      <DateRangeField
        label={t('dashboard.filters.period')}
        placeholder={t('dashboard.filters.period_placeholder')}
        value={range}
        onChange={([from, to]) => onChange({ date_from: from, date_to: to })}
      />
    </SimpleGrid>
  );
}

/** Export buttons: the board with its filters as xlsx or PDF (export_board/). */
export function ExportButtons(props: { board: 'admin' | 'direct'; filters: BoardFilters }) {
  const { t } = useTranslation();
  const exporting = useExportBoard();
  const handle = (format: 'xlsx' | 'pdf') =>
    exporting.mutate(
      { board: props.board, format, filters: props.filters },
      { onError: (error) => showApiError(error, t) },
    );
  const pending = exporting.isPending ? exporting.variables?.format : null;
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={pending === 'xlsx'}
        disabled={exporting.isPending}
        onClick={() => handle('xlsx')}
      >
        {t('dashboard.export.xlsx')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        loading={pending === 'pdf'}
        disabled={exporting.isPending}
        onClick={() => handle('pdf')}
      >
        {t('dashboard.export.pdf')}
      </Button>
    </Group>
  );
}
