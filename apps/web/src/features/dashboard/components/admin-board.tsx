import '../texts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoardFilters } from '../api/board-filters';
import { AdminAgingPanel } from './admin-aging-panel';
import { AdminHeadcountPanel } from './admin-headcount-panel';
import { AdminRecruitersPanel } from './admin-recruiters-panel';
import { AdminRegionPanel } from './admin-region-panel';
import { AdminSummaryPanel } from './admin-summary-panel';
import { AdminTurnoverPanel } from './admin-turnover-panel';
import { AdminViabilityPanel } from './admin-viability-panel';

/**
 * /status/board_admin (docs/domain.md#dashboards): totals by region, company aging, vacancies by
 * recruiter, candidate viability, the main summary, headcount and hired turnover — each a chart
 * and a table whose numbers link to the vacancy list they count (when a vacancy type is chosen:
 * the lists are one per type).
 */
export function AdminBoard({ filters }: { filters: BoardFilters }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {!filters.vacancy_type && (
        <Text size="sm" c="dimmed">
          {t('dashboard.choose_type')}
        </Text>
      )}
      <AdminSummaryPanel filters={filters} />

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <AdminRegionPanel filters={filters} />
        <AdminAgingPanel filters={filters} />
        <AdminRecruitersPanel filters={filters} />
        <AdminViabilityPanel filters={filters} />
        <AdminHeadcountPanel filters={filters} />
        <AdminTurnoverPanel filters={filters} />
      </SimpleGrid>
    </Stack>
  );
}
