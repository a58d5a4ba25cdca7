import '../texts';
import { useTranslation } from 'react-i18next';
import type { BoardFilters } from '../api/board-filters';
import { useCandidatesViables } from '../api/get-candidates-viables';
import { BoardTable } from './board-table';
import { FigureCard, LazyChart } from './figure-card';

/** Candidate viability by vacancy type and recruiter. */
export function AdminViabilityPanel({ filters }: { filters: BoardFilters }) {
  const { t } = useTranslation();
  const viability = useCandidatesViables(filters);
  return (
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
  );
}
