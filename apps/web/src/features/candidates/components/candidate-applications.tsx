import { Card, Center, Loader, Table, Text, Title } from '@mantine/core';
import { followUpStatusLabelKey, formatDate } from '@rp/contract';
import { followUpStatuses, isOneOf } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';
import { useApplicationsHistory } from '../api/get-applications-history';

/** The requirements and vacancies the candidate was assigned to that the user may see. */
export function CandidateApplications({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation();
  const query = useApplicationsHistory(candidateId);
  const rows = query.data?.data ?? [];
  const elsewhere = query.data?.in_process_elsewhere ?? 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {t('candidates.applications.title')}
      </Title>
      {elsewhere > 0 && (
        <Text size="sm" mb="sm" role="status">
          {t('candidates.applications.in_process_elsewhere', { count: elsewhere })}
        </Text>
      )}
      {query.isLoading ? (
        <Center h={80}>
          <Loader size="sm" />
        </Center>
      ) : query.isError ? (
        <Text c="red" size="sm" role="alert">
          {t('common.table.error')}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('candidates.applications.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder aria-label={t('candidates.applications.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('candidates.applications.type')}</Table.Th>
                <Table.Th>{t('candidates.applications.code')}</Table.Th>
                <Table.Th>{t('candidates.applications.company')}</Table.Th>
                <Table.Th>{t('candidates.applications.position')}</Table.Th>
                <Table.Th>{t('candidates.applications.status')}</Table.Th>
                <Table.Th>{t('candidates.applications.created_at')}</Table.Th>
                <Table.Th>{t('candidates.applications.hired_at')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.type}-${row.id}`}>
                  <Table.Td>{t(`candidates.applications.types.${row.type}`)}</Table.Td>
                  <Table.Td>{row.code}</Table.Td>
                  <Table.Td>{row.company_name}</Table.Td>
                  <Table.Td>{row.position}</Table.Td>
                  <Table.Td>
                    {isOneOf(followUpStatuses, row.status)
                      ? t(followUpStatusLabelKey(row.status))
                      : row.status}
                  </Table.Td>
                  <Table.Td>{formatDate(row.created_at)}</Table.Td>
                  <Table.Td>{row.hired_at ? formatDate(row.hired_at) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
