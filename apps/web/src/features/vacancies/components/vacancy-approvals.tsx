import '../texts';
import { Alert, Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import type { Vacancy } from '@rp/contract/entities';
import { IconMailForward, IconSend } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { type ApprovalRow, useVacancyApprovals } from '../api/get-vacancy-approvals';
import { useNotifySingleApproval } from '../api/notify-single-approval';

/** One approval's state: approved or declined (with the date), else pending. */
function ApprovalState({ row, t }: { row: ApprovalRow; t: TFunction }) {
  if (row.approve_at)
    return (
      <Badge color="green" variant="light" tt="none">
        {t('vacancies.approvals.approved_on', { date: formatDateTime(row.approve_at) })}
      </Badge>
    );
  if (row.declined_at)
    return (
      <Badge color="red" variant="light" tt="none">
        {t('vacancies.approvals.declined_on', { date: formatDateTime(row.declined_at) })}
      </Badge>
    );
  return (
    <Badge color="yellow" variant="light" tt="none">
      {t('vacancies.approvals.pending')}
    </Badge>
  );
}

/** The approvals in over the vacancy's approvals. */
export const approvalCounts = (rows: readonly ApprovalRow[]) => ({
  total: rows.length,
  done: rows.filter((row) => row.approve_at).length,
});

/**
 * The vacancy's approvers in their order, with the state of each; while the vacancy waits for
 * approval a pending approver's link can be sent again (a new key: the old link stops working).
 * A New vacancy has none yet: it is sent for approval from here or the page's actions.
 */
export function VacancyApprovals(props: { vacancy: Vacancy; onSend: () => void; isSending: boolean }) {
  const { t } = useTranslation();
  const { vacancy } = props;
  const query = useVacancyApprovals(vacancy.id);
  const notify = useNotifySingleApproval();
  const [notifying, setNotifying] = useState<number | null>(null);
  const rows: ApprovalRow[] = query.data ?? [];
  const { total, done } = approvalCounts(rows);
  const canResend = vacancy.status === 'Pending';

  const handleResend = async (row: ApprovalRow) => {
    setNotifying(row.id);
    try {
      await notify.mutateAsync(row.id);
      showSaved(t, t('vacancies.notify.notification_sent'));
    } catch (error) {
      showApiError(error, t);
    } finally {
      setNotifying(null);
    }
  };

  return (
    <Stack>
      {vacancy.status === 'New' && (
        <Alert color="blue">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('vacancies.approvals.empty_new')}</Text>
            <Button leftSection={<IconSend size={16} />} loading={props.isSending} onClick={props.onSend}>
              {t('vacancies.actions.send')}
            </Button>
          </Group>
        </Alert>
      )}
      {total > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} data-testid="approvals-progress">
            {t('vacancies.approvals.progress', { done, total })}
          </Text>
          <Progress value={(done / total) * 100} color="green" aria-hidden />
        </Stack>
      )}
      {rows.length === 0 ? (
        vacancy.status !== 'New' && (
          <Text c="dimmed" size="sm">
            {query.isError ? t('common.table.error') : t('vacancies.approvals.empty')}
          </Text>
        )
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table striped withTableBorder aria-label={t('vacancies.tabs.approvals')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vacancies.approvals.full_name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('vacancies.approvals.email')}</Table.Th>
                <Table.Th>{t('vacancies.approvals.state')}</Table.Th>
                {canResend && <Table.Th ta="right">{t('common.table.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const isPending = !row.approve_at && !row.declined_at;
                return (
                  <Table.Tr key={row.id} data-testid={`approval-${row.id}`}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" fw={500}>
                        {row.full_name}
                      </Text>
                      {row.title && (
                        <Text size="xs" c="dimmed">
                          {row.title}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {row.email}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                      {row.email}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <ApprovalState row={row} t={t} />
                        {row.single_email && (
                          <Text size="xs" c="dimmed">
                            {t('vacancies.approvals.single_email')}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    {canResend && (
                      <Table.Td ta="right">
                        {isPending && (
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconMailForward size={14} />}
                            loading={notifying === row.id}
                            disabled={notifying !== null && notifying !== row.id}
                            aria-label={`${t('vacancies.approvals.resend')} ${row.full_name}`}
                            onClick={() => void handleResend(row)}
                          >
                            {t('vacancies.approvals.resend')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
