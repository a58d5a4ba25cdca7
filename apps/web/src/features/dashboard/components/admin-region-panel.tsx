import '../texts';
import { useTranslation } from 'react-i18next';
import type { BoardFilters } from '../api/board-filters';
import { useTotalByRegion } from '../api/get-total-by-region';
import { useAdminBoardLinks } from './admin-board-links';
import { BoardTable } from './board-table';
import { FigureCard, FigureLink, LazyChart } from './figure-card';

/** Vacancies and requirements by region, each number a link to the list it counts. */
export function AdminRegionPanel({ filters }: { filters: BoardFilters }) {
  const { t } = useTranslation();
  const regions = useTotalByRegion(filters);
  const { link, requirementsLink } = useAdminBoardLinks(filters);
  return (
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
  );
}
