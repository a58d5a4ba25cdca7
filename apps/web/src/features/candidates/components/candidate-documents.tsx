import { ActionIcon, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@rp/contract';
import type { FileRecord } from '@rp/contract/entities';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/feedback/confirm';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { FileUpload } from '../../../components/files/file-upload';
import { FileViewer } from '../../../components/files/file-viewer';
import { resourceKeys } from '../../../lib/resource-hooks';
import { useDeleteCandidateDocument } from '../api/delete-candidate-document';
import {
  type CandidateDocumentKind,
  candidateDocumentKinds,
  useCandidateDocuments,
} from '../api/get-candidate-documents';

const isDocumentKind = (value: string): value is CandidateDocumentKind =>
  (candidateDocumentKinds as readonly string[]).includes(value);

/** The candidate's documents and CVs: list, view, delete, upload. */
export function CandidateDocuments({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useCandidateDocuments(candidateId);
  const remove = useDeleteCandidateDocument();
  const [kind, setKind] = useState<CandidateDocumentKind>('document');
  const [viewing, setViewing] = useState<FileRecord | null>(null);
  const rows = query.data ?? [];
  const kindLabel = (value: string) =>
    isDocumentKind(value) ? t(`candidates.documents.kinds.${value}`) : value;

  const handleDelete = async (row: FileRecord) => {
    if (!(await confirmDelete(t, t('candidates.documents.confirm_delete', { name: row.original_name }))))
      return;
    try {
      await remove.mutateAsync({ id: row.id });
      showSaved(t, t('candidates.documents.deleted'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {t('candidates.documents.title')}
      </Title>
      <Stack>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {query.isError ? t('common.table.error') : t('candidates.documents.empty')}
          </Text>
        ) : (
          <Table striped withTableBorder aria-label={t('candidates.documents.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('candidates.documents.name')}</Table.Th>
                <Table.Th>{t('candidates.documents.kind')}</Table.Th>
                <Table.Th>{t('candidates.documents.date')}</Table.Th>
                <Table.Th>{t('common.table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.original_name}</Table.Td>
                  <Table.Td>{kindLabel(row.kind)}</Table.Td>
                  <Table.Td>{formatDate(row.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('common.actions.view')} ${row.original_name}`}
                        onClick={() => setViewing(row)}
                      >
                        <IconEye size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('common.actions.delete')} ${row.original_name}`}
                        onClick={() => handleDelete(row)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group align="flex-start" grow>
          <Select
            label={t('candidates.documents.kind')}
            allowDeselect={false}
            value={kind}
            onChange={(value) => value && isDocumentKind(value) && setKind(value)}
            data={candidateDocumentKinds.map((value) => ({ value, label: kindLabel(value) }))}
          />
          <FileUpload
            label={t('candidates.documents.upload')}
            kind={kind}
            ownerType="candidate"
            ownerId={candidateId}
            onUploaded={() => {
              showSaved(t, t('common.files.uploaded'));
              client.invalidateQueries({ queryKey: resourceKeys.all('file-records/') });
            }}
          />
        </Group>
      </Stack>
      <FileViewer file={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
