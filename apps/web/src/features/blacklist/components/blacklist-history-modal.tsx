import { Badge, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { formatDate, formatDateTime } from '@rp/contract';
import { useTranslation } from 'react-i18next';
import { useBlacklistHistory } from '../api/get-blacklist-history';
import { useBlacklistReasons } from '../api/get-blacklist-reasons';
import { useEntryAuthors } from '../api/get-entry-authors';

/** Every blacklist entry of one candidate: dates, reason, notes, who added it. */
export function BlacklistHistoryModal(props: {
  candidate: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const history = useBlacklistHistory(props.candidate?.id ?? null);
  const reasons = useBlacklistReasons();
  const entries = history.data ?? [];
  const authors = useEntryAuthors(entries.flatMap((entry) => (entry.created_by ? [entry.created_by] : [])));

  return (
    <Modal
      opened={props.candidate !== null}
      onClose={props.onClose}
      title={t('blacklist.history.title', { name: props.candidate?.name ?? '' })}
      size="70rem"
    >
      {history.isLoading ? (
        <Center h={120}>
          <Loader />
        </Center>
      ) : entries.length === 0 ? (
        <Text c="dimmed">{t('blacklist.history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('blacklist.history.starts_at')}</Table.Th>
                <Table.Th>{t('blacklist.history.ends_at')}</Table.Th>
                <Table.Th>{t('blacklist.list.reason')}</Table.Th>
                <Table.Th>{t('blacklist.form.note')}</Table.Th>
                <Table.Th>{t('blacklist.history.note_return')}</Table.Th>
                <Table.Th>{t('blacklist.history.created_by')}</Table.Th>
                <Table.Th>{t('blacklist.list.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDate(entry.starts_at)}</Table.Td>
                  <Table.Td>{formatDate(entry.ends_at)}</Table.Td>
                  <Table.Td>{reasons.get(entry.reason) ?? entry.reason}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{entry.note}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{entry.note_return}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {entry.created_by ? (authors.get(entry.created_by) ?? `#${entry.created_by}`) : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(entry.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <BlacklistStatusBadge isActive={entry.is_active} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}

export function BlacklistStatusBadge(props: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={props.isActive ? 'red' : 'gray'}
      variant="light"
      style={{ flexShrink: 0 }}
      miw="max-content"
    >
      {props.isActive ? t('blacklist.list.active') : t('blacklist.list.returned')}
    </Badge>
  );
}
