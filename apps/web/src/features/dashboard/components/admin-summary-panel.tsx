import '../texts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { type VacancyStatus, vacancyStatuses } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';
import type { BoardFilters } from '../api/board-filters';
import { useMainAdminSummary } from '../api/get-main-admin-summary';
import { days, useAdminBoardLinks } from './admin-board-links';
import { FigureCard, FigureLink, LazyChart } from './figure-card';
import { FollowUpStatusBoxes } from './status-boxes';

const vacancyColors: Record<VacancyStatus, string> = {
  New: 'cyan.6',
  Pending: 'yellow.6',
  Complete: 'green.6',
  Cancel: 'red.6',
};

/**
 * The main summary: vacancies per status (each a link to its list), positions, approvals and
 * candidates per follow-up status.
 */
export function AdminSummaryPanel({ filters }: { filters: BoardFilters }) {
  const { t } = useTranslation();
  const summary = useMainAdminSummary(filters);
  const { link, statusLabel } = useAdminBoardLinks(filters);
  const s = summary.data;
  return (
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
  );
}
