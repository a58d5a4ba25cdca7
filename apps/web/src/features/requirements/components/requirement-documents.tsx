import { ActionIcon, Card, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
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
import { useCreateRequirementDocument } from '../api/create-requirement-document';
import { useDeleteRequirementDocument } from '../api/delete-requirement-document';
import { useRequirementCandidateNames } from '../api/get-requirement-candidate-names';
import { useRequirementDocuments } from '../api/get-requirement-documents';
import { hasCandidateNotes, notesBody } from '../api/notes-target';

/**
 * Documents with their notes: upload, view, delete (with confirmation). Without `candidateId`, every
 * document of the requirement (with the candidate's name for those on an assignment); with it, only
 * the documents on that candidate's assignment, and uploads are about it.
 */
export function RequirementDocuments(props: {
  requirementId: number;
  candidateId?: number;
  /** No card and title around it (inside a tab that already names it). */
  bare?: boolean;
}) {
  const { requirementId, candidateId } = props;
  const { t } = useTranslation();
  const target = { requeriment: requirementId, candidate: candidateId };
  const query = useRequirementDocuments(target);
  const save = useCreateRequirementDocument();
  const remove = useDeleteRequirementDocument();
  const [notes, setNotes] = useState('');
  const [viewing, setViewing] = useState<FileRecord | null>(null);
  const rows = query.data ?? [];
  const nameOf = (row: VacancyDocument) => row.original_name ?? String(row.document);
  const showsCandidates = candidateId === undefined;
  const names = useRequirementCandidateNames(requirementId, showsCandidates && hasCandidateNotes(rows));
  const candidateOf = (row: VacancyDocument) =>
    row.candidate == null
      ? ''
      : (names.get(row.candidate) ?? t('requirements.notes.candidate_id', { id: row.candidate }));

  const handleUploaded = async (record: FileRecord) => {
    try {
      await save.mutateAsync({
        body: { ...notesBody(target), document: record.id, notes: notes.trim() || null },
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
    if (!(await confirmDelete(t, t('requirements.documents.confirm_delete', { name: nameOf(row) })))) return;
    try {
      await remove.mutateAsync({ id: row.id });
      showSaved(t, t('requirements.documents.deleted'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const content = (
    <Stack>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {query.isError ? t('common.table.error') : t('requirements.documents.empty')}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={t('requirements.documents.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('requirements.documents.name')}</Table.Th>
              {showsCandidates && <Table.Th>{t('requirements.documents.candidate')}</Table.Th>}
              <Table.Th>{t('requirements.documents.notes')}</Table.Th>
              <Table.Th>{t('requirements.documents.date')}</Table.Th>
              <Table.Th>{t('common.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{nameOf(row)}</Table.Td>
                {showsCandidates && <Table.Td>{candidateOf(row)}</Table.Td>}
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
        label={t('requirements.documents.notes')}
        placeholder={t('requirements.documents.notes_placeholder')}
        autosize
        minRows={2}
        maxLength={5000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <FileUpload
        label={t('requirements.documents.upload')}
        kind="document"
        ownerType="requeriment"
        ownerId={requirementId}
        onUploaded={handleUploaded}
      />
    </Stack>
  );

  return (
    <>
      {props.bare ? (
        content
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="md" mb="md">
            {t('requirements.documents.title')}
          </Title>
          {content}
        </Card>
      )}
      <FileViewer file={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
