import '../texts';
import { useTranslation } from 'react-i18next';
import type { BoardFilters } from '../api/board-filters';
import { useHeadcount } from '../api/get-headcount';
import { BoardTable } from './board-table';
import { FigureCard, LazyChart } from './figure-card';
import { SourceNote } from './source-note';

/** Headcount by department, with its source. */
export function AdminHeadcountPanel({ filters }: { filters: BoardFilters }) {
  const { t } = useTranslation();
  const headcount = useHeadcount(filters);
  return (
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
          series={[{ name: 'headcount', label: t('dashboard.admin.headcount.headcount'), color: 'teal.6' }]}
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
  );
}
