import '../texts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, formatPercent } from '@rp/contract';
import type { HeadcountResult, TurnoverResult } from '@rp/contract/entities';
import { type VacancyStatus, vacancyStatuses } from '@rp/contract/enums';
import { agingBuckets } from '@rp/contract/rules/dashboard';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import type { BoardFilters } from '../api/board-filters';
import { useCandidatesViables } from '../api/get-candidates-viables';
import { useCompanyAging } from '../api/get-company-aging';
import { useHeadcount } from '../api/get-headcount';
import { useHiredTurnover } from '../api/get-hired-turnover';
import { useMainAdminSummary } from '../api/get-main-admin-summary';
import { useTotalByRegion } from '../api/get-total-by-region';
import { useVacanciesByRecruiter } from '../api/get-vacancies-by-recruiter';
import { BoardTable } from './board-table';
import { listsCarryPeriod, requirementListHref, vacancyListHref, vacancyListRoute } from './drill-down';
import { FigureCard, FigureLink, LazyChart } from './figure-card';
import { FollowUpStatusBoxes } from './status-boxes';

const vacancyColors: Record<VacancyStatus, string> = {
  New: 'cyan.6',
  Pending: 'yellow.6',
  Complete: 'green.6',
  Cancel: 'red.6',
};
/** The aging buckets in the server's order (one definition, in the contract). */
const agingKeys = agingBuckets.map((bucket) => bucket.key);
const agingColors = ['green.5', 'lime.6', 'yellow.6', 'orange.6', 'red.6'];
const days = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/** "Source: payroll database · read on …" or "Source: platform hires". */
function SourceNote({ result }: { result: HeadcountResult | TurnoverResult | undefined }) {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <Group gap="xs" component="span">
      <span>{t('dashboard.source.label', { source: t(`dashboard.source.${result.source}`) })}</span>
      {result.synced_at && (
        <span>· {t('dashboard.source.synced', { date: formatDateTime(result.synced_at) })}</span>
      )}
    </Group>
  );
}

/**
 * /status/board_admin (docs/domain.md#dashboards): totals by region, company aging, vacancies by
 * recruiter, candidate viability, the main summary, headcount and hired turnover — each a chart
 * and a table whose numbers link to the vacancy list they count (when a vacancy type is chosen:
 * the lists are one per type).
 */
export function AdminBoard({ filters }: { filters: BoardFilters }) {
  const { t } = useTranslation();
  const summary = useMainAdminSummary(filters);
  const regions = useTotalByRegion(filters);
  const aging = useCompanyAging(filters);
  const recruiters = useVacanciesByRecruiter(filters);
  const viability = useCandidatesViables(filters);
  const headcount = useHeadcount(filters);
  const turnover = useHiredTurnover(filters);
  const { canOpen } = useAuth();
  const type = filters.vacancy_type;
  // a number links to its list when there is one list behind it and the user may open that list
  const link = (status: VacancyStatus | 'open', row: { region?: number; recruiter?: number } = {}) =>
    type && canOpen(vacancyListRoute(type)) && listsCarryPeriod(filters)
      ? vacancyListHref(type, status, filters, row)
      : null;
  const requirementsLink = (region: number) =>
    canOpen('requeriments-direct') && listsCarryPeriod(filters)
      ? requirementListHref(filters, { region })
      : null;
  const statusLabel = (status: VacancyStatus | 'open') => t(`dashboard.vacancy_status.${status}`);
  const s = summary.data;

  return (
    <Stack gap="md">
      {!type && (
        <Text size="sm" c="dimmed">
          {t('dashboard.choose_type')}
        </Text>
      )}
      <FigureCard
        title={t('dashboard.admin.summary.title')}
        isLoading={summary.isLoading}
        isError={summary.isError}
        isEmpty={false}
        onRetry={() => summary.refetch()}
      >
        {s && (
          <Stack gap="md">
            <SimpleGrid
              cols={{ base: 2, sm: 4 }}
              spacing="sm"
              aria-label={t('dashboard.admin.summary.vacancies')}
            >
              {vacancyStatuses.map((status) => (
                <Stack key={status} gap={0} data-testid={`vacancy-box-${status}`}>
                  <Text size="sm" c="dimmed">
                    {statusLabel(status)}
                  </Text>
                  <Text fz={24} fw={700}>
                    <FigureLink value={s.vacancies[status]} href={link(status)} label={statusLabel(status)} />
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
              {(
                [
                  ['positions_requested', s.positions.requested],
                  ['positions_hired', s.positions.hired],
                  ['positions_open', s.positions.open],
                  ['approvals_waiting', s.approvals_waiting],
                  ['avg_days_to_approve', days(s.avg_days_to_approve)],
                ] as const
              ).map(([key, value]) => (
                <Stack key={key} gap={0}>
                  <Text size="sm" c="dimmed">
                    {t(`dashboard.admin.summary.${key}`)}
                  </Text>
                  <Text fz={20} fw={700} data-testid={`summary-${key}`}>
                    {value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <FollowUpStatusBoxes
              counts={s.candidates}
              isLoading={false}
              label={t('dashboard.admin.summary.candidates')}
            />
            <LazyChart
              kind="donut"
              label={t('dashboard.chart', { title: t('dashboard.admin.summary.vacancies') })}
              dataKey="status"
              data={[s.vacancies]}
              series={vacancyStatuses.map((status) => ({
                name: status,
                label: statusLabel(status),
                color: vacancyColors[status],
              }))}
            />
          </Stack>
        )}
      </FigureCard>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FigureCard
          title={t('dashboard.admin.by_region.title')}
          isLoading={regions.isLoading}
          isError={regions.isError}
          isEmpty={(regions.data ?? []).length === 0}
          onRetry={() => regions.refetch()}
          chart={
            <LazyChart
              kind="stacked"
              label={t('dashboard.chart', { title: t('dashboard.admin.by_region.title') })}
              dataKey="region_name"
              data={regions.data ?? []}
              series={[
                { name: 'open', label: t('dashboard.admin.by_region.open'), color: 'yellow.6' },
                { name: 'complete', label: t('dashboard.admin.by_region.complete'), color: 'green.6' },
                { name: 'cancel', label: t('dashboard.admin.by_region.cancel'), color: 'red.6' },
              ]}
            />
          }
          table={
            <BoardTable
              caption={t('dashboard.table', { title: t('dashboard.admin.by_region.title') })}
              rows={regions.data ?? []}
              rowKey={(row) => String(row.region)}
              columns={[
                {
                  key: 'region',
                  title: t('dashboard.admin.by_region.region'),
                  render: (row) => row.region_name,
                },
                ...(['open', 'complete', 'cancel'] as const).map((key) => ({
                  key,
                  title: t(`dashboard.admin.by_region.${key}`),
                  numeric: true,
                  render: (row: { region: number; region_name: string } & Record<typeof key, number>) => (
                    <FigureLink
                      value={row[key]}
                      href={link(key === 'open' ? 'open' : key === 'complete' ? 'Complete' : 'Cancel', {
                        region: row.region,
                      })}
                      label={t('dashboard.join', {
                        first: row.region_name,
                        second: t(`dashboard.admin.by_region.${key}`),
                      })}
                    />
                  ),
                })),
                {
                  key: 'requirements_open',
                  title: t('dashboard.admin.by_region.requirements_open'),
                  numeric: true,
                  render: (row) => (
                    <FigureLink
                      value={row.requirements_open}
                      href={requirementsLink(row.region)}
                      label={t('dashboard.join', {
                        first: row.region_name,
                        second: t('dashboard.admin.by_region.requirements_open'),
                      })}
                    />
                  ),
                },
                {
                  key: 'positions_open',
                  title: t('dashboard.admin.by_region.positions_open'),
                  numeric: true,
                  render: (row) => row.positions_open,
                },
              ]}
            />
          }
        />

        <FigureCard
          title={t('dashboard.admin.aging.title')}
          hint={t('dashboard.admin.aging.hint')}
          isLoading={aging.isLoading}
          isError={aging.isError}
          isEmpty={(aging.data ?? []).length === 0}
          onRetry={() => aging.refetch()}
          chart={
            <LazyChart
              kind="stacked"
              label={t('dashboard.chart', { title: t('dashboard.admin.aging.title') })}
              dataKey="company_name"
              data={aging.data ?? []}
              series={agingKeys.map((bucket, index) => ({
                name: bucket,
                label: t(`dashboard.admin.aging.${bucket}`),
                color: agingColors[index] ?? 'gray.6',
              }))}
            />
          }
          table={
            <BoardTable
              caption={t('dashboard.table', { title: t('dashboard.admin.aging.title') })}
              rows={aging.data ?? []}
              rowKey={(row) => String(row.company)}
              columns={[
                {
                  key: 'company',
                  title: t('dashboard.admin.aging.company'),
                  render: (row) => row.company_name,
                },
                ...agingKeys.map((bucket) => ({
                  key: bucket,
                  title: t(`dashboard.admin.aging.${bucket}`),
                  numeric: true,
                  render: (row: Record<typeof bucket, number>) => row[bucket],
                })),
                {
                  key: 'total',
                  title: t('dashboard.total'),
                  numeric: true,
                  render: (row) => agingKeys.reduce((sum, bucket) => sum + row[bucket], 0),
                },
              ]}
            />
          }
        />

        <FigureCard
          title={t('dashboard.admin.recruiters.title')}
          isLoading={recruiters.isLoading}
          isError={recruiters.isError}
          isEmpty={(recruiters.data ?? []).length === 0}
          onRetry={() => recruiters.refetch()}
          chart={
            <LazyChart
              kind="stacked"
              label={t('dashboard.chart', { title: t('dashboard.admin.recruiters.title') })}
              dataKey="name"
              data={(recruiters.data ?? []).map((row) => ({
                ...row,
                name: row.recruiter_name ?? t('dashboard.none'),
              }))}
              series={[
                { name: 'open', label: t('dashboard.admin.recruiters.open'), color: 'yellow.6' },
                { name: 'complete', label: t('dashboard.admin.recruiters.complete'), color: 'green.6' },
                { name: 'cancel', label: t('dashboard.admin.recruiters.cancel'), color: 'red.6' },
              ]}
            />
          }
          table={
            <BoardTable
              caption={t('dashboard.table', { title: t('dashboard.admin.recruiters.title') })}
              rows={recruiters.data ?? []}
              rowKey={(row) => String(row.recruiter ?? 'none')}
              columns={[
                {
                  key: 'recruiter',
                  title: t('dashboard.admin.recruiters.recruiter'),
                  render: (row) => row.recruiter_name ?? t('dashboard.none'),
                },
                ...(['open', 'complete', 'cancel'] as const).map((key) => ({
                  key,
                  title: t(`dashboard.admin.recruiters.${key}`),
                  numeric: true,
                  render: (
                    row: { recruiter: number | null; recruiter_name: string | null } & Record<
                      typeof key,
                      number
                    >,
                  ) => (
                    <FigureLink
                      value={row[key]}
                      // vacancies without a recruiter have no list filter of their own
                      href={
                        row.recruiter === null
                          ? null
                          : link(key === 'open' ? 'open' : key === 'complete' ? 'Complete' : 'Cancel', {
                              recruiter: row.recruiter,
                            })
                      }
                      label={t('dashboard.join', {
                        first: row.recruiter_name ?? t('dashboard.none'),
                        second: t(`dashboard.admin.recruiters.${key}`),
                      })}
                    />
                  ),
                })),
                {
                  key: 'avg_days_to_fill',
                  title: t('dashboard.admin.recruiters.avg_days_to_fill'),
                  numeric: true,
                  render: (row) => days(row.avg_days_to_fill),
                },
              ]}
            />
          }
        />

        <FigureCard
          title={t('dashboard.admin.viability.title')}
          isLoading={viability.isLoading}
          isError={viability.isError}
          isEmpty={(viability.data ?? []).length === 0}
          onRetry={() => viability.refetch()}
          chart={
            <LazyChart
              kind="stacked"
              label={t('dashboard.chart', { title: t('dashboard.admin.viability.title') })}
              dataKey="name"
              data={(viability.data ?? []).map((row) => ({
                ...row,
                name: `${row.recruiter_name ?? t('dashboard.none')} (${t(`dashboard.vacancy_type.${row.vacancy_type}`)})`,
              }))}
              series={[
                { name: 'viable', label: t('dashboard.admin.viability.viable'), color: 'green.6' },
                { name: 'not_viable', label: t('dashboard.admin.viability.not_viable'), color: 'red.6' },
                { name: 'unanswered', label: t('dashboard.admin.viability.unanswered'), color: 'gray.5' },
              ]}
            />
          }
          table={
            <BoardTable
              caption={t('dashboard.table', { title: t('dashboard.admin.viability.title') })}
              rows={viability.data ?? []}
              rowKey={(row) => `${row.vacancy_type}-${row.recruiter ?? 'none'}`}
              columns={[
                {
                  key: 'vacancy_type',
                  title: t('dashboard.admin.viability.vacancy_type'),
                  render: (row) => t(`dashboard.vacancy_type.${row.vacancy_type}`),
                },
                {
                  key: 'recruiter',
                  title: t('dashboard.admin.viability.recruiter'),
                  render: (row) => row.recruiter_name ?? t('dashboard.none'),
                },
                {
                  key: 'viable',
                  title: t('dashboard.admin.viability.viable'),
                  numeric: true,
                  render: (row) => row.viable,
                },
                {
                  key: 'not_viable',
                  title: t('dashboard.admin.viability.not_viable'),
                  numeric: true,
                  render: (row) => row.not_viable,
                },
                {
                  key: 'unanswered',
                  title: t('dashboard.admin.viability.unanswered'),
                  numeric: true,
                  render: (row) => row.unanswered,
                },
              ]}
            />
          }
        />

        <FigureCard
          title={t('dashboard.admin.headcount.title')}
          hint={<SourceNote result={headcount.data} />}
          isLoading={headcount.isLoading}
          isError={headcount.isError}
          isEmpty={(headcount.data?.rows ?? []).length === 0}
          onRetry={() => headcount.refetch()}
          chart={
            <LazyChart
              kind="bar"
              label={t('dashboard.chart', { title: t('dashboard.admin.headcount.title') })}
              dataKey="department"
              data={headcount.data?.rows ?? []}
              series={[
                { name: 'headcount', label: t('dashboard.admin.headcount.headcount'), color: 'teal.6' },
              ]}
            />
          }
          table={
            <BoardTable
              caption={t('dashboard.table', { title: t('dashboard.admin.headcount.title') })}
              rows={headcount.data?.rows ?? []}
              rowKey={(row) => row.department}
              columns={[
                {
                  key: 'department',
                  title: t('dashboard.admin.headcount.department'),
                  render: (row) => row.department,
                },
                {
                  key: 'headcount',
                  title: t('dashboard.admin.headcount.headcount'),
                  numeric: true,
                  render: (row) => row.headcount,
                },
              ]}
            />
          }
        />

        <FigureCard
          title={t('dashboard.admin.turnover.title')}
          hint={<SourceNote result={turnover.data} />}
          isLoading={turnover.isLoading}
          isError={turnover.isError}
          isEmpty={(turnover.data?.rows ?? []).length === 0}
          onRetry={() => turnover.refetch()}
          chart={
            <LazyChart
              kind="line"
              label={t('dashboard.chart', { title: t('dashboard.admin.turnover.title') })}
              dataKey="period"
              data={turnover.data?.rows ?? []}
              series={[
                { name: 'hired', label: t('dashboard.admin.turnover.hired'), color: 'green.6' },
                { name: 'terminated', label: t('dashboard.admin.turnover.terminated'), color: 'red.6' },
              ]}
            />
          }
          table={
            <BoardTable
              caption={t('dashboard.table', { title: t('dashboard.admin.turnover.title') })}
              rows={turnover.data?.rows ?? []}
              rowKey={(row) => row.period}
              columns={[
                { key: 'period', title: t('dashboard.admin.turnover.period'), render: (row) => row.period },
                {
                  key: 'hired',
                  title: t('dashboard.admin.turnover.hired'),
                  numeric: true,
                  render: (row) => row.hired,
                },
                {
                  key: 'terminated',
                  title: t('dashboard.admin.turnover.terminated'),
                  numeric: true,
                  render: (row) => row.terminated ?? '—',
                },
                {
                  key: 'turnover',
                  title: t('dashboard.admin.turnover.turnover'),
                  numeric: true,
                  render: (row) => (row.turnover === null ? '—' : formatPercent(row.turnover)),
                },
              ]}
            />
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
