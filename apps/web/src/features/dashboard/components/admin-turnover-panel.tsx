import '../texts';
import { formatPercent } from '@rp/contract';
import { useTranslation } from 'react-i18next';
import type { BoardFilters } from '../api/board-filters';
import { useHiredTurnover } from '../api/get-hired-turnover';
import { BoardTable } from './board-table';
import { FigureCard, LazyChart } from './figure-card';
import { SourceNote } from './source-note';

/** Hires and terminations by period and their turnover, with its source. */
export function AdminTurnoverPanel({ filters }: { filters: BoardFilters }) {
  const { t } = useTranslation();
  const turnover = useHiredTurnover(filters);
  return (
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
  );
}
