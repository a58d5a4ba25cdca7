import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ImportCheck } from '@rp/contract/entities';
import { IconAlertCircle, IconArrowLeft, IconDownload, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/feedback/confirm';
import { showApiError } from '../../../components/feedback/notify';
import { useDownloadImportErrors } from '../api/download-import-errors';
import { ImportCounts } from './import-counts';
import type { ImportMapping } from './import-mapping';
import { ImportProblems } from './import-problems';

/** The rows an import writes: the new candidates and the ones it updates. */
export const rowsToImport = (check: ImportCheck) => check.counts.new + check.counts.update;

/**
 * The check's answer (the dry run): what importing would do, as counts; the rows with errors and
 * the file that holds them all (to fix and upload again); and the import itself, asked for once
 * more in a confirmation — disabled when no row would be written.
 */
export function ImportCheckResult(props: {
  check: ImportCheck;
  mapping: ImportMapping;
  onBack: () => void;
  onStart: () => void;
  isStarting: boolean;
}) {
  const { t } = useTranslation();
  const download = useDownloadImportErrors();
  const { counts, problems } = props.check;
  const count = rowsToImport(props.check);

  const handleStart = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('candidates.candidate_import.confirm.title'),
      message: t('candidates.candidate_import.confirm.message', { new: counts.new, update: counts.update }),
      confirmLabel: t('candidates.candidate_import.confirm.action'),
      isDanger: false,
    });
    if (isConfirmed) props.onStart();
  };

  const handleDownload = () =>
    download.mutate(props.check.id, { onError: (error) => showApiError(error, t) });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('candidates.candidate_import.check.hint')}
      </Text>
      <ImportCounts counts={counts} />
      {counts.errors > 0 ? (
        <>
          <ImportProblems problems={problems} mapping={props.mapping} total={counts.errors} />
          <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('candidates.candidate_import.check.download_hint')}</Text>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={handleDownload}
                loading={download.isPending}
              >
                {t('candidates.candidate_import.check.download_errors')}
              </Button>
            </Stack>
          </Alert>
        </>
      ) : (
        <Text size="sm">{t('candidates.candidate_import.check.no_problems')}</Text>
      )}
      {count === 0 && (
        <Text size="sm" c="red.9" role="status">
          {t('candidates.candidate_import.check.nothing')}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={props.onBack}
        >
          {t('common.actions.back')}
        </Button>
        <Button
          leftSection={<IconFileImport size={16} aria-hidden />}
          disabled={count === 0}
          loading={props.isStarting}
          onClick={() => void handleStart()}
        >
          {t('candidates.candidate_import.check.import', { count })}
        </Button>
      </Group>
    </Stack>
  );
}
