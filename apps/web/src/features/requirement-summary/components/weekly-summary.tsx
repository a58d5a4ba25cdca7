import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../components/feedback/notify';
import { Page } from '../../../components/layout/page';
import { useExportWeeklySummary } from '../api/export-weekly-summary';
import { type SummaryFilters, useWeeklySummary } from '../api/get-weekly-summary';
import { SummaryFilterBar } from './summary-filters';
import { FillRateLegend, SummaryTable } from './summary-table';

/**
 * The weekly summary: requested, accepted, hired … and fill rate per company and week
 * (docs/domain.md#counters-and-formulas), filtered by year, week, company and site, exportable as xlsx.
 */
export function WeeklySummary(props: { title: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SummaryFilters>({ year: new Date().getFullYear() });
  const summary = useWeeklySummary(filters);
  const exporting = useExportWeeklySummary();

  const handleExport = () => exporting.mutate(filters, { onError: (error) => showApiError(error, t) });

  return (
    <Page
      title={props.title}
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting.isPending}
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
