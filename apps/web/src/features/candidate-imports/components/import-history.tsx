import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import type { ImportStatus } from '@rp/contract/entities';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePicker } from '../../../components/data-table/page-picker';
import { apiErrorLines } from '../../../components/feedback/notify';
import { useCandidateImports } from '../api/get-candidate-imports';
import { useUndoImport } from './use-undo-import';

const statusColors: Record<ImportStatus['status'], string> = {
  uploaded: 'gray',
  checked: 'blue',
  importing: 'yellow',
  done: 'green',
  undone: 'gray',
  failed: 'red',
};

/**
 * The user's earlier imports (all of them for a superuser), newest first: when, which file, who,
 * how it stands and what it did; "Undo import" on the ones the server still allows to undo (after the
 * page was left, this is where it is). Cards that wrap, so a phone reads them as a wide screen does.
 */
export function ImportHistory() {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const query = useCandidateImports(page);
  const undo = useUndoImport();
  const rows = query.data?.data ?? [];
  const pages = query.data?.pages ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="lg" id={titleId}>
        {t('candidates.candidate_import.history.title')}
      </Title>
      {query.isError ? (
        <Alert color="red" title={t('candidates.candidate_import.history.error')}>
          {apiErrorLines(query.error, t).join(' ')}
        </Alert>
      ) : query.isLoading ? (
        <Center mih={80}>
          <Loader type="dots" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('candidates.candidate_import.history.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Paper component="li" key={row.id} withBorder p="sm" aria-label={row.file_name}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {row.file_name}
                </Text>
                <Badge color={statusColors[row.status]} variant="light" style={{ flexShrink: 0 }}>
                  {t(`candidates.candidate_import.statuses.${row.status}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {[formatDateTime(row.created_at), row.user_name].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm">
                {row.counts
                  ? t('candidates.candidate_import.history.counts_value', {
                      rows: row.counts.rows,
                      new: row.counts.new,
                      update: row.counts.update,
                      errors: row.counts.errors,
                    })
                  : t('candidates.candidate_import.history.not_checked')}
              </Text>
              {row.can_undo && (
                <Button
                  mt="xs"
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconArrowBackUp size={14} aria-hidden />}
                  loading={undo.pendingId === row.id}
                  onClick={() => void undo.run(row.id)}
                  aria-label={t('candidates.candidate_import.history.undo', { file: row.file_name })}
                >
                  {t('candidates.candidate_import.undo.action')}
                </Button>
              )}
              {undo.error?.id === row.id && (
                <Alert mt="xs" color="red" title={t('candidates.candidate_import.undo.refused')} role="alert">
                  {undo.error.message}
                </Alert>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {pages > 1 && <PagePicker total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
