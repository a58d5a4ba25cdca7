import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatPercent, paths } from '@rp/contract';
import type { WeeklySummaryRow } from '@rp/contract/entities';
import {
  summaryTotals,
  type WeeklySummaryColumn,
  type WeeklySummaryCount,
  weeklySummaryColumns,
  weeklySummaryCounts,
} from '@rp/contract/rules/summary';
import { isStatusCounter, statusCounterLabelKey } from '@rp/contract/status-labels';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDataTableLabels } from '../../../components/data-table/table-labels';
import { fillRateBands, fillRateColor } from './fill-rate-color';

/** The contract's columns less the year the screen filters on. */
const shownColumns = weeklySummaryColumns.filter((key) => key !== 'year');
const isCount = (key: WeeklySummaryColumn): key is WeeklySummaryCount =>
  (weeklySummaryCounts as readonly WeeklySummaryColumn[]).includes(key);

const rowKey = (row: WeeklySummaryRow) => `${row.company}-${row.year}-${row.week}`;

export const detailsHref = (row: WeeklySummaryRow) =>
  paths['requeriments-direct-details-id_year-id_week_no-id_company'].href({
    id_year: row.year,
    id_week_no: row.week,
    id_company: row.company,
  });

function sortRows(rows: WeeklySummaryRow[], status: DataTableSortStatus<WeeklySummaryRow>) {
  const key = status.columnAccessor as keyof WeeklySummaryRow;
  const sign = status.direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    // no rate (null) sorts below every rate
    const order =
      typeof x === 'string' || typeof y === 'string'
        ? String(x).localeCompare(String(y))
        : (x ?? -1) - (y ?? -1);
    // ties keep a stable company / week order
    return sign * order || a.company_name.localeCompare(b.company_name) || a.week - b.week;
  });
}

/** Sortable headers do not wrap by default; two-word titles may, so the table fits beside the menu. */
const WrappingTitle = (props: { text: string }) => <span style={{ whiteSpace: 'normal' }}>{props.text}</span>;

/** A rate as a coloured badge; no rate (nothing requested) is "—". */
export function FillRateBadge(props: { rate: number | null }) {
  if (props.rate === null) return <Text size="sm">—</Text>;
  return (
    <Badge color={fillRateColor(props.rate)} variant="light" radius="sm" tt="none">
      {formatPercent(props.rate)}
    </Badge>
  );
}

/** The weekly summary rows (sorted here: the server answers the whole small set) with a totals footer. */
export function SummaryTable(props: { rows: WeeklySummaryRow[]; isFetching: boolean }) {
  const { t } = useTranslation();
  const labels = useDataTableLabels();
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<WeeklySummaryRow>>({
    columnAccessor: 'company_name',
    direction: 'asc',
  });
  const records = useMemo(() => sortRows(props.rows, sortStatus), [props.rows, sortStatus]);
  const totals = useMemo(() => summaryTotals(props.rows), [props.rows]);
  const hasRows = props.rows.length > 0;

  const columnOf = (key: (typeof shownColumns)[number]): DataTableColumn<WeeklySummaryRow> => {
    const title = (
      <WrappingTitle text={t(isStatusCounter(key) ? statusCounterLabelKey(key) : `summary.columns.${key}`)} />
    );
    if (key === 'company_name')
      return {
        accessor: key,
        title: t('summary.columns.company_name'),
        sortable: true,
        render: (row) => (
          <Anchor
            component={Link}
            to={detailsHref(row)}
            size="sm"
            aria-label={t('summary.details_link', { company: row.company_name, week: row.week })}
          >
            {row.company_name}
          </Anchor>
        ),
        footer: hasRows ? <Text fw={700}>{t('summary.totals')}</Text> : undefined,
      };
    if (key === 'week')
      return {
        accessor: key,
        title: t('summary.columns.week'),
        sortable: true,
        textAlign: 'right',
        render: (row) => (
          <Anchor component={Link} to={detailsHref(row)} size="sm" tabIndex={-1}>
            {row.week}
          </Anchor>
        ),
      };
    if (isCount(key))
      return {
        accessor: key,
        title,
        sortable: true,
        textAlign: 'right',
        footer: hasRows ? <Text fw={700}>{totals[key]}</Text> : undefined,
      };
    return {
      accessor: key,
      title,
      sortable: true,
      textAlign: 'right',
      render: (row) => <FillRateBadge rate={row.fill_rate} />,
      // the rate of the summed counts, never an average of the rows' rounded rates
      footer: hasRows ? <FillRateBadge rate={totals.fill_rate} /> : undefined,
    };
  };
  const columns = shownColumns.map(columnOf);

  return (
    <Stack gap={4}>
      <Paper withBorder radius="md" ref={labels.ref}>
        <DataTable<WeeklySummaryRow>
          minHeight={180}
          highlightOnHover
          striped
          verticalSpacing="xs"
          horizontalSpacing="xs"
          fz="sm"
          idAccessor={rowKey}
          records={records}
          columns={columns}
          fetching={props.isFetching}
          sortStatus={sortStatus}
          onSortStatusChange={setSortStatus}
          noRecordsText={t('summary.empty')}
          loaderType="dots"
        />
      </Paper>
      {/* one definition of requested (docs/domain.md#fill-rate), stated where its numbers are */}
      <Text size="xs" c="dimmed">
        {t('summary.requested_note')}
      </Text>
    </Stack>
  );
}

/** What the fill-rate colours mean. */
export function FillRateLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('summary.legend.title')}
      </Text>
      <Badge color={fillRateColor(fillRateBands.good)} variant="light" radius="sm" tt="none">
        {t('summary.legend.good')}
      </Badge>
      <Badge color={fillRateColor(fillRateBands.fair)} variant="light" radius="sm" tt="none">
        {t('summary.legend.fair')}
      </Badge>
      <Badge color={fillRateColor(0)} variant="light" radius="sm" tt="none">
        {t('summary.legend.poor')}
      </Badge>
    </Group>
  );
}
