import { Badge, Card, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@rp/contract';
import { useTranslation } from 'react-i18next';
import {
  useBlacklistReasonNames,
  useCandidatesBlacklist,
  useRequirementAssignments,
} from '../api/get-requirement-blacklist';

/** Blacklist entries (past and active) of the candidates assigned to this requirement. */
export function RequirementBlacklist({ requirementId }: { requirementId: number }) {
  const { t } = useTranslation();
  const assignments = useRequirementAssignments(requirementId);
  const names = new Map((assignments.data ?? []).map((row) => [row.candidate, row.candidate_name]));
  const entries = useCandidatesBlacklist([...names.keys()]);
  const reasons = useBlacklistReasonNames();
  const rows = entries.data ?? [];
  const isError = assignments.isError || entries.isError;

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {t('requirements.blacklist.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {isError ? t('common.table.error') : t('requirements.blacklist.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label={t('requirements.blacklist.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('requirements.blacklist.candidate')}</Table.Th>
                <Table.Th>{t('requirements.blacklist.reason')}</Table.Th>
                <Table.Th>{t('requirements.blacklist.note')}</Table.Th>
                <Table.Th>{t('requirements.blacklist.starts_at')}</Table.Th>
                <Table.Th>{t('requirements.blacklist.ends_at')}</Table.Th>
                <Table.Th>{t('requirements.blacklist.active')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{names.get(entry.candidate) ?? `#${entry.candidate}`}</Table.Td>
                  <Table.Td>{reasons.get(entry.reason) ?? `#${entry.reason}`}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{entry.note ?? ''}</Table.Td>
                  <Table.Td>{formatDate(entry.starts_at)}</Table.Td>
                  <Table.Td>{formatDate(entry.ends_at)}</Table.Td>
                  <Table.Td>
                    <Badge color={entry.is_active ? 'red' : 'gray'} variant="light">
                      {entry.is_active ? t('common.actions.yes') : t('common.actions.no')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
