import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { ImportStatus } from '@rp/contract/entities';
import { IconAlertCircle, IconArrowBackUp, IconCircleCheck, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorLines } from '../../../components/feedback/notify';
import type { useCandidateImport } from '../api/get-candidate-import';
import { ImportCounts } from './import-counts';
import { useUndoImport } from './use-undo-import';

const percentOf = (status: ImportStatus) =>
  status.total_rows > 0 ? Math.min(100, Math.round((status.done_rows / status.total_rows) * 100)) : 0;

/**
 * A started import: its progress while the server imports (asked again every second and a half),
 * then how it ended with its counts, and "Undo import" — asked for again — while the server allows
 * it (`can_undo`); its refusal (409, a candidate of it assigned since) is said in place.
 */
export function ImportProgress(props: {
  query: ReturnType<typeof useCandidateImport>;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const { query } = props;
  const undo = useUndoImport();
  const status = query.data;

  if (query.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {apiErrorLines(query.error, t).join(' ')}
      </Alert>
    );
  if (!status)
    return <Loader type="dots" role="status" aria-label={t('candidates.candidate_import.progress.label')} />;

  if (status.status === 'importing')
    return (
      <Stack gap="xs">
        <Progress
          value={percentOf(status)}
          size="xl"
          animated
          striped
          aria-label={t('candidates.candidate_import.progress.label')}
        />
        <Text size="sm" role="status">
          {t('candidates.candidate_import.progress.importing', {
            done: status.done_rows,
            total: status.total_rows,
          })}
        </Text>
      </Stack>
    );

  const isFailed = status.status === 'failed';
  return (
    <Stack gap="md">
      <Alert
        color={isFailed ? 'red' : status.status === 'undone' ? 'gray' : 'green'}
        icon={
          isFailed ? <IconAlertCircle size={18} aria-hidden /> : <IconCircleCheck size={18} aria-hidden />
        }
        title={t(
          isFailed
            ? 'candidates.candidate_import.progress.failed'
            : status.status === 'undone'
              ? 'candidates.candidate_import.progress.undone'
              : 'candidates.candidate_import.progress.done',
        )}
        role="status"
      >
        {isFailed && t('candidates.candidate_import.progress.failed_hint')}
      </Alert>
      {status.counts && <ImportCounts counts={status.counts} />}
      {undo.error && (
        <Alert color="red" title={t('candidates.candidate_import.undo.refused')} role="alert">
          {undo.error.message}
        </Alert>
      )}
      <Group gap="sm">
        {status.can_undo && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={undo.pendingId === status.id}
            onClick={() => void undo.run(status.id)}
          >
            {t('candidates.candidate_import.undo.action')}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={props.onRestart}
        >
          {t('candidates.candidate_import.progress.another')}
        </Button>
      </Group>
    </Stack>
  );
}
