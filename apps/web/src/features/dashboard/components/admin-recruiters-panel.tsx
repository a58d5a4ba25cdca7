import '../texts';
import { useTranslation } from 'react-i18next';
import type { BoardFilters } from '../api/board-filters';
import { useVacanciesByRecruiter } from '../api/get-vacancies-by-recruiter';
import { days, useAdminBoardLinks } from './admin-board-links';
import { BoardTable } from './board-table';
import { FigureCard, FigureLink, LazyChart } from './figure-card';

/** Vacancies by recruiter (each number a link to the list it counts) and their average days to fill. */
export function AdminRecruitersPanel({ filters }: { filters: BoardFilters }) {
  const { t } = useTranslation();
  const recruiters = useVacanciesByRecruiter(filters);
  const { link } = useAdminBoardLinks(filters);
  return (
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
                row: { recruiter: number | null; recruiter_name: string | null } & Record<typeof key, number>,
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
  );
}
