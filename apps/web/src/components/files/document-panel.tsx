import { Card, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { formatDate } from '@rp/contract';
import type { FileRecord, VacancyDocument } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../lib/api-client';
import { RowAction } from '../data-table/row-actions';
import { confirmDelete } from '../feedback/confirm';
import { showApiError, showSaved } from '../feedback/notify';
import { FileUpload, uploadFile } from './file-upload';
import { FileViewer } from './file-viewer';

/**
 * The i18n area holding a panel's texts: `title`, `name`, `notes`, `notes_placeholder`, `date`,
 * `upload`, `empty`, `confirm_delete` ({{name}}) and `deleted`. Add an area here to use the panel
 * elsewhere.
 */
export type DocumentPanelTexts = 'candidates.documents' | 'requirements.documents' | 'vacancies.documents';

/** A column shown after the file's name (e.g. the candidate a document is about). */
export type DocumentPanelColumn = {
  key: string;
  title: string;
  render: (row: VacancyDocument) => ReactNode;
};

const nameOf = (row: VacancyDocument) => row.original_name ?? String(row.document);

/**
 * How a picked file becomes a document: stored in file-records/ (owned by `upload`) and handed to
 * `onUploaded` with the notes to create the row, or sent with the notes in one request (`send`)
 * that stores both.
 */
type DocumentUpload =
  | {
      /** What the uploaded FileRecord belongs to. */
      upload: { kind: string; ownerType: string; ownerId: number };
      onUploaded: (record: FileRecord, notes: string | null) => Promise<unknown>;
      send?: never;
    }
  | { send: (file: File, notes: string | null) => Promise<unknown>; upload?: never; onUploaded?: never };

/**
 * Documents (vacancy-documents rows) with their notes: a table to view each file (FileViewer) or
 * delete it (with confirmation), a notes field and an upload (`DocumentUpload`). Saving and
 * deleting are the caller's; the panel tells the user how they went.
 */
export function DocumentPanel(
  props: {
    rows: readonly VacancyDocument[] | undefined;
    isError: boolean;
    texts: DocumentPanelTexts;
    columns?: readonly DocumentPanelColumn[];
    /** Inputs beside the upload (e.g. the kind of file). */
    uploadExtra?: ReactNode;
    onDelete: (row: VacancyDocument) => Promise<unknown>;
    /** No card and title around it (inside a tab that already names it). */
    bare?: boolean;
  } & DocumentUpload,
) {
  const { texts } = props;
  const { t } = useTranslation();
  const [notes, setNotes] = useState('');
  const [viewing, setViewing] = useState<FileRecord | null>(null);
  const rows = props.rows ?? [];
  const columns = props.columns ?? [];

  const notesToSend = () => notes.trim() || null;
  const afterSaved = () => {
    setNotes('');
    showSaved(t, t('common.files.uploaded'));
  };

  /** Two steps: the row is the caller's; its failure is told by a notice (the file is stored). */
  const handleUploaded = async (record: FileRecord) => {
    try {
      await props.onUploaded?.(record, notesToSend());
      afterSaved();
    } catch (error) {
      showApiError(error, t);
    }
  };

  const send = async (file: File) => {
    if (props.send) {
      // one request: its errors are the field's
      await props.send(file, notesToSend());
      afterSaved();
      return;
    }
    if (!props.upload) return;
    const { kind, ownerType, ownerId } = props.upload;
    void handleUploaded(await uploadFile(file, { kind, owner_type: ownerType, owner_id: ownerId }));
  };

  const handleView = async (row: VacancyDocument) => {
    try {
      setViewing(await resourceApi.show(resources['file-records'], row.document));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const handleDelete = async (row: VacancyDocument) => {
    if (!(await confirmDelete(t, t(`${texts}.confirm_delete`, { name: nameOf(row) })))) return;
    try {
      await props.onDelete(row);
      showSaved(t, t(`${texts}.deleted`));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const fileUpload = <FileUpload label={t(`${texts}.upload`)} send={send} />;

  const content = (
    <Stack>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.isError ? t('common.table.error') : t(`${texts}.empty`)}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={t(`${texts}.title`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${texts}.name`)}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.title}</Table.Th>
              ))}
              <Table.Th>{t(`${texts}.notes`)}</Table.Th>
              <Table.Th>{t(`${texts}.date`)}</Table.Th>
              <Table.Th ta="right">{t('common.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{nameOf(row)}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.notes ?? ''}</Table.Td>
                <Table.Td>{formatDate(row.created_at)}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <RowAction
                      label={t('common.actions.view')}
                      rowName={nameOf(row)}
                      icon={<IconEye size={16} />}
                      onClick={() => void handleView(row)}
                    />
                    <RowAction
                      label={t('common.actions.delete')}
                      rowName={nameOf(row)}
                      color="red"
                      icon={<IconTrash size={16} />}
                      onClick={() => void handleDelete(row)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Textarea
        label={t(`${texts}.notes`)}
        placeholder={t(`${texts}.notes_placeholder`)}
        autosize
        minRows={2}
        maxLength={5000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      {props.uploadExtra ? (
        <Group align="flex-start" grow>
          {props.uploadExtra}
          {fileUpload}
        </Group>
      ) : (
        fileUpload
      )}
    </Stack>
  );

  return (
    <>
      {props.bare ? (
        content
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="md" mb="md">
            {t(`${texts}.title`)}
          </Title>
          {content}
        </Card>
      )}
      <FileViewer file={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
