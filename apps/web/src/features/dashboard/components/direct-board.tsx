import '../texts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent } from '@rp/contract';
import type { DirectStatusRow, DirectStatusWeekRow } from '@rp/contract/entities';
import { type FollowUpStatus, followUpStatuses } from '@rp/contract/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePicker } from '../../../components/data-table/page-picker';
import { useAuth } from '../../../lib/auth';
import { type BoardFilters, dashboardBody } from '../api/board-filters';
import { useDirectPositionsTotal } from '../api/get-direct-positions-total';
import { useDirectStatusPage } from '../api/get-direct-status-page';
import { useDirectStatusTotal } from '../api/get-direct-status-total';
import { useDirectStatusWeeks } from '../api/get-direct-status-weeks';
import { useTargetsVsHires } from '../api/get-targets-vs-hires';
import { BoardTable } from './board-table';
import { directStatusHref, listsCarryPeriod, statusListRoutes } from './drill-down';
import { FigureCard, FigureLink, LazyChart } from './figure-card';
import { FollowUpStatusBoxes, statusBoxColors } from './status-boxes';

const chartColor = (status: FollowUpStatus) => `${statusBoxColors[status]}.6`;
const positionKeys = ['requested', 'accepted', 'hired', 'open', 'canceled'] as const;

/** The chart's bars: each week's counts under its label. */
const chartWeeks = (rows: DirectStatusWeekRow[], weekLabel: (row: DirectStatusWeekRow) => string) =>
  rows.map((row) => ({ ...row, week: weekLabel(row) }));

/**
 * /status/board_direct, Daily Progress Direct (docs/domain.md#dashboards): candidates by status
 * (coloured boxes), direct positions and fill rate, status per ISO week, company and site, and
 * targets against hires by month. Every status number links to its follow-up list with the same
 * year, week, company, site and period.
 */
export function DirectBoard({ filters }: { filters: BoardFilters }) {
  const { t, i18n } = useTranslation();
  const { canOpen } = useAuth();
  // a status number links to its follow-up list when the user may open it
  const statusHref = (
    status: FollowUpStatus,
    row?: Parameters<typeof directStatusHref>[2],
    options?: Parameters<typeof directStatusHref>[3],
  ) =>
    canOpen(statusListRoutes[status]) && listsCarryPeriod(filters)
      ? directStatusHref(status, filters, row, options)
      : null;
  const totals = useDirectStatusTotal(filters);
  const positions = useDirectPositionsTotal(filters);
  const weeks = useDirectStatusWeeks(filters);
  // the table's page, back to the first whenever the filters change
  const filterKey = JSON.stringify(dashboardBody(filters));
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const status = useDirectStatusPage(filters, page);
  const targetsYear = filters.year ?? new Date().getFullYear();
  const targets = useTargetsVsHires({ year: targetsYear, company: filters.company });
  const statusLabel = (value: FollowUpStatus) => t(`common.enums.follow_up_status.${value}`);
  const weekLabel = (row: Pick<DirectStatusRow, 'year' | 'week'>) =>
    t('dashboard.direct.by_week.week_value', { year: row.year, week: String(row.week).padStart(2, '0') });
  const monthName = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'es', { month: 'short' });
  const months = Array.from({ length: 12 }, (_, i) => monthName.format(new Date(2026, i, 1)));
  const p = positions.data;
  const targetRows = targets.data ?? [];
  const monthly = months.map((month, index) => ({
    month,
    target: targetRows.reduce((sum, row) => sum + (row.targets[index] ?? 0), 0),
    hires: targetRows.reduce((sum, row) => sum + (row.hires[index] ?? 0), 0),
  }));

  return (
    <Stack gap="md">
      <FigureCard
        title={t('dashboard.direct.totals.title')}
        isLoading={false}
        isError={totals.isError}
        isEmpty={false}
        onRetry={() => totals.refetch()}
      >
        <FollowUpStatusBoxes
          counts={totals.data}
          isLoading={totals.isLoading}
          label={t('dashboard.direct.totals.title')}
          hrefOf={(value) => statusHref(value)}
        />
      </FigureCard>

      <FigureCard
        title={t('dashboard.direct.positions.title')}
        hint={t('dashboard.direct.positions.note')}
        isLoading={positions.isLoading}
        isError={positions.isError}
        isEmpty={false}
        onRetry={() => positions.refetch()}
      >
        {p && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
            {positionKeys.map((key) => (
              <Stack key={key} gap={0}>
                <Text size="sm" c="dimmed">
                  {t(`dashboard.direct.positions.${key}`)}
                </Text>
                <Text fz={24} fw={700} data-testid={`positions-${key}`}>
                  {/* hired positions are the Hired assignments of the requirements not cancelled:
                      their list, with cancelled requirements left out, counts them */}
                  <FigureLink
                    value={p[key]}
                    href={key === 'hired' ? statusHref('Hired', {}, { requestedOnly: true }) : null}
                    label={t(`dashboard.direct.positions.${key}`)}
                  />
                </Text>
              </Stack>
            ))}
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('dashboard.direct.positions.fill_rate')}
              </Text>
              <Text fz={24} fw={700} data-testid="positions-fill_rate">
                {p.fill_rate === null ? '—' : formatPercent(p.fill_rate)}
              </Text>
            </Stack>
          </SimpleGrid>
        )}
      </FigureCard>

      <FigureCard
        title={t('dashboard.direct.by_week.title')}
        isLoading={weeks.isLoading || status.isLoading}
        isError={weeks.isError || status.isError}
        isEmpty={(weeks.data ?? []).length === 0}
        onRetry={() => {
          void weeks.refetch();
          void status.refetch();
        }}
        chart={
          <LazyChart
            kind="stacked"
            label={t('dashboard.chart', { title: t('dashboard.direct.by_week.title') })}
            dataKey="week"
            data={chartWeeks(weeks.data ?? [], weekLabel)}
            series={followUpStatuses.map((value) => ({
              name: value,
              label: statusLabel(value),
              color: chartColor(value),
            }))}
          />
        }
        table={
          <BoardTable
            caption={t('dashboard.table', { title: t('dashboard.direct.by_week.title') })}
            rows={status.data?.data ?? []}
            rowKey={(row) => `${row.year}-${row.week}-${row.company}-${row.site ?? 'none'}`}
            columns={[
              {
                key: 'week',
                title: t('dashboard.direct.by_week.week'),
                render: weekLabel,
              },
              {
                key: 'company',
                title: t('dashboard.direct.by_week.company'),
                render: (row) => row.company_name,
              },
              {
                key: 'site',
                title: t('dashboard.direct.by_week.site'),
                render: (row) => row.site_name ?? t('dashboard.direct.by_week.no_site'),
              },
              ...followUpStatuses.map((value) => ({
                key: value,
                title: statusLabel(value),
                numeric: true,
                render: (row: DirectStatusRow) => (
                  <FigureLink
                    value={row[value]}
                    href={statusHref(value, {
                      year: row.year,
                      week: row.week,
                      company: row.company,
                      site: row.site,
                    })}
                    label={[weekLabel(row), row.company_name, row.site_name, statusLabel(value)]
                      .filter((part) => part !== null)
                      .reduce((first, second) => t('dashboard.join', { first, second }))}
                  />
                ),
              })),
            ]}
          />
        }
        footer={
          status.data && status.data.pages > 1 ? (
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t('dashboard.direct.by_week.rows', {
                  count: status.data.elements,
                  page,
                  pages: status.data.pages,
                })}
              </Text>
              <PagePicker
                total={status.data.pages}
                value={page}
                onChange={(next) => setPaging({ filterKey, page: next })}
              />
            </Group>
          ) : null
        }
      />

      <FigureCard
        title={t('dashboard.join', { first: t('dashboard.direct.targets.title'), second: targetsYear })}
        isLoading={targets.isLoading}
        isError={targets.isError}
        isEmpty={targetRows.length === 0}
        onRetry={() => targets.refetch()}
        chart={
          <LazyChart
            kind="line"
            label={t('dashboard.chart', { title: t('dashboard.direct.targets.title') })}
            dataKey="month"
            data={monthly}
            series={[
              { name: 'target', label: t('dashboard.direct.targets.target'), color: 'blue.6' },
              { name: 'hires', label: t('dashboard.direct.targets.hires'), color: 'green.6' },
            ]}
          />
        }
        table={
          <BoardTable
            caption={t('dashboard.table', { title: t('dashboard.direct.targets.title') })}
            rows={targetRows.flatMap((row) => [
              { key: `${row.company}-${row.category}-t`, row, kind: 'target' as const, values: row.targets },
              { key: `${row.company}-${row.category}-h`, row, kind: 'hires' as const, values: row.hires },
            ])}
            rowKey={(line) => line.key}
            columns={[
              {
                key: 'company',
                title: t('dashboard.direct.targets.company'),
                render: (line) => line.row.company_name,
              },
              {
                key: 'category',
                title: t('dashboard.direct.targets.category'),
                render: (line) => line.row.category_name,
              },
              {
                key: 'row',
                title: t('dashboard.direct.targets.row'),
                render: (line) => t(`dashboard.direct.targets.${line.kind}`),
              },
              ...months.map((month, index) => ({
                key: `m${index}`,
                title: month,
                numeric: true,
                render: (line: { values: number[] }) => line.values[index] ?? 0,
              })),
              {
                key: 'total',
                title: t('dashboard.total'),
                numeric: true,
                render: (line) => line.values.reduce((sum, value) => sum + value, 0),
              },
            ]}
          />
        }
      />
    </Stack>
  );
}
