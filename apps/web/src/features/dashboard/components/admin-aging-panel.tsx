import '../texts';
import { agingBuckets } from '@rp/contract/rules/dashboard';
import { useTranslation } from 'react-i18next';
import type { BoardFilters } from '../api/board-filters';
import { useCompanyAging } from '../api/get-company-aging';
import { BoardTable } from './board-table';
import { FigureCard, LazyChart } from './figure-card';

/** The aging buckets in the server's order (one definition, in the contract). */
const agingKeys = agingBuckets.map((bucket) => bucket.key);
const agingColors = ['green.5', 'lime.6', 'yellow.6', 'orange.6', 'red.6'];

/** Open vacancies of each company by age. */
export function AdminAgingPanel({ filters }: { filters: BoardFilters }) {
  const { t } = useTranslation();
  const aging = useCompanyAging(filters);
  return (
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
  );
}
