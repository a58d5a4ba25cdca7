import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../components/feedback/notify';
import { Page } from '../../../components/layout/page';
import {
  exportWeeklySummary,
  type SummaryFilters,
  useWeeklySummary,
} from '../../../features/requirement-summary/api/get-weekly-summary';
import { SummaryFilterBar } from '../../../features/requirement-summary/components/summary-filters';
import { FillRateLegend, SummaryTable } from '../../../features/requirement-summary/components/summary-table';

/** /requeriments/direct/summary: requested, accepted, hired … and fill rate per company and week (docs/domain.md#counters-and-formulas). */
export default function DirectSummaryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SummaryFilters>({ year: new Date().getFullYear() });
  const summary = useWeeklySummary(filters);
  const [isExporting, setExporting] = useState(false);

  const handleExport = async () => {
    setExporting(true);
    try {
      await exportWeeklySummary(filters);
    } catch (error) {
      showApiError(error, t);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page
      title={t('routes.requeriments_direct_summary.title')}
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={isExporting}
          onClick={handleExport}
        >
          {t('common.actions.export_xlsx')}
        </Button>
      }
    >
      <Stack gap="sm">
        <SummaryFilterBar value={filters} onChange={setFilters} />
        {summary.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('summary.error')}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => summary.refetch()}>
                {t('common.actions.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        <SummaryTable rows={summary.data ?? []} isFetching={summary.isFetching} />
        <FillRateLegend />
      </Stack>
    </Page>
  );
}
