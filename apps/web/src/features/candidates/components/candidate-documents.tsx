import { ActionIcon, Card, Group, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { formatDate } from '@rp/contract';
import type { FileRecord, VacancyDocument } from '@rp/contract/entities';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/feedback/confirm';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { FileUpload } from '../../../components/files/file-upload';
import { FileViewer } from '../../../components/files/file-viewer';
import { apiRequest } from '../../../lib/api-client';
import { useDeleteCandidateDocument } from '../api/delete-candidate-document';
import {
  type CandidateDocumentKind,
  candidateDocumentKinds,
  useCandidateDocuments,
  useSaveCandidateDocument,
} from '../api/get-candidate-documents';

const isDocumentKind = (value: string): value is CandidateDocumentKind =>
  (candidateDocumentKinds as readonly string[]).includes(value);

/** The candidate's documents and CVs with their notes: list, view, delete, upload. */
export function CandidateDocuments({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation();
  const query = useCandidateDocuments(candidateId);
  const save = useSaveCandidateDocument();
  const remove = useDeleteCandidateDocument();
  const [kind, setKind] = useState<CandidateDocumentKind>('document');
  const [notes, setNotes] = useState('');
  const [viewing, setViewing] = useState<FileRecord | null>(null);
  const rows = query.data ?? [];
  const kindLabel = (value: string) =>
    isDocumentKind(value) ? t(`candidates.documents.kinds.${value}`) : value;
  const nameOf = (row: VacancyDocument) => row.original_name ?? String(row.document);

  const handleUploaded = async (record: FileRecord) => {
    try {
      await save.mutateAsync({
        body: { candidate: candidateId, document: record.id, notes: notes.trim() || null },
      });
      setNotes('');
      showSaved(t, t('common.files.uploaded'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const handleView = async (row: VacancyDocument) => {
    try {
      setViewing(await apiRequest<FileRecord>(`file-records/${row.document}/`));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const handleDelete = async (row: VacancyDocument) => {
    if (!(await confirmDelete(t, t('candidates.documents.confirm_delete', { name: nameOf(row) })))) return;
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
                <Table.Th>{t('candidates.documents.notes')}</Table.Th>
                <Table.Th>{t('candidates.documents.date')}</Table.Th>
                <Table.Th>{t('common.table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{nameOf(row)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.notes ?? ''}</Table.Td>
                  <Table.Td>{formatDate(row.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('common.actions.view')} ${nameOf(row)}`}
                        onClick={() => handleView(row)}
                      >
                        <IconEye size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('common.actions.delete')} ${nameOf(row)}`}
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
        <Textarea
          label={t('candidates.documents.notes')}
          placeholder={t('candidates.documents.notes_placeholder')}
          autosize
          minRows={2}
          maxLength={5000}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
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
            onUploaded={handleUploaded}
          />
        </Group>
      </Stack>
      <FileViewer file={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
