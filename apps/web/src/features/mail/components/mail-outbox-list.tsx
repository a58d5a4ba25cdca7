import { Badge, Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, mailStatuses } from '@rp/contract';
import { type MailOutbox, mailTemplates } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconMailForward } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { RowAction, rowActionsColumn } from '../../../components/data-table/row-actions';
import { confirmAction } from '../../../components/feedback/confirm';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { useResendMail } from '../api/resend-mail';

type Status = MailOutbox['status'];
const statusColors: Record<Status, string> = { queued: 'yellow', sent: 'green', failed: 'red' };

export function MailStatusBadge(props: { status: Status }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[props.status]} variant="light">
      {t(`outbox.statuses.${props.status}`)}
    </Badge>
  );
}

/** One labelled value of a mail's details. */
function Detail(props: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Box fz="sm">{props.children}</Box>
    </Box>
  );
}

/**
 * The mail outbox of /testing (superusers): every mail with its status, recipient, subject,
 * template, attempts, last error and dates; a row's details show its text; a mail can be resent.
 */
export function MailOutboxList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status | null>(null);
  const [template, setTemplate] = useState<MailOutbox['template'] | null>(null);
  const resend = useResendMail();
  const templateLabel = (name: MailOutbox['template']) => t(`outbox.templates.${name}`);

  const handleResend = async (row: MailOutbox) => {
    const isConfirmed = await confirmAction({
      t,
      title: t('outbox.resend_title'),
      message: t('outbox.resend_message', { subject: row.subject, recipient: row.recipient }),
      confirmLabel: t('outbox.resend'),
      isDanger: false,
    });
    if (!isConfirmed) return;
    try {
      await resend.mutateAsync(row.id);
      showSaved(t, t('outbox.resent'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <ResourceTable
      resource={resources['mail-outbox']}
      rowName={(row) => row.recipient}
      defaultOrdering="-created_at"
      filters={{ status: status ?? undefined, template: template ?? undefined }}
      onClearFilters={
        status || template
          ? () => {
              setStatus(null);
              setTemplate(null);
            }
          : undefined
      }
      toolbar={
        <>
          <FilterSelect
            label={t('outbox.fields.status')}
            placeholder={t('outbox.all_statuses')}
            w={170}
            value={status}
            onChange={setStatus}
            options={mailStatuses.map((value) => ({ value, label: t(`outbox.statuses.${value}`) }))}
          />
          <FilterSelect
            label={t('outbox.fields.template')}
            w={230}
            value={template}
            onChange={setTemplate}
            options={mailTemplates.map((value) => ({ value, label: templateLabel(value) }))}
          />
        </>
      }
      details={(row) => (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
            <Detail label={t('outbox.fields.lang')}>{row.lang.toUpperCase()}</Detail>
            <Detail label={t('outbox.fields.next_attempt_at')}>
              {row.status === 'queued' ? formatDateTime(row.next_attempt_at) : '—'}
            </Detail>
            <Detail label={t('outbox.fields.attachments')}>{row.attachment_names ?? '—'}</Detail>
          </SimpleGrid>
          <Detail label={t('outbox.fields.text')}>
            <Text
              component="pre"
              size="sm"
              m={0}
              p="sm"
              bg="gray.0"
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'inherit',
                borderRadius: 6,
              }}
            >
              {row.text}
            </Text>
          </Detail>
        </Stack>
      )}
      columns={[
        {
          accessor: 'status',
          title: t('outbox.fields.status'),
          priority: 'key',
          sortable: true,
          noWrap: true,
          render: (row) => <MailStatusBadge status={row.status} />,
        },
        {
          accessor: 'recipient',
          title: t('outbox.fields.recipient'),
          priority: 'key',
          sortable: true,
        },
        {
          accessor: 'subject',
          title: t('outbox.fields.subject'),
          sortable: true,
          // the template under the subject: one column less on a laptop
          render: (row) => (
            <Stack gap={0}>
              <Text size="sm">{row.subject}</Text>
              <Text size="xs" c="dimmed">
                {templateLabel(row.template)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'template',
          title: t('outbox.fields.template'),
          priority: 'secondary',
          sortable: true,
          render: (row) => templateLabel(row.template),
        },
        { accessor: 'attempts', title: t('outbox.fields.attempts'), sortable: true, textAlign: 'right' },
        {
          accessor: 'last_error',
          title: t('outbox.fields.last_error'),
          render: (row) =>
            row.last_error ? (
              <Text size="sm" c="red.8" maw={260} style={{ overflowWrap: 'anywhere' }}>
                {row.last_error}
              </Text>
            ) : (
              ''
            ),
        },
        {
          accessor: 'created_at',
          title: t('outbox.fields.created_at'),
          sortable: true,
          noWrap: true,
          render: (row) => formatDateTime(row.created_at),
        },
        {
          accessor: 'sent_at',
          title: t('outbox.fields.sent_at'),
          sortable: true,
          noWrap: true,
          render: (row) => formatDateTime(row.sent_at),
        },
        rowActionsColumn<MailOutbox>(
          t,
          (row) => (
            <RowAction
              label={t('outbox.resend')}
              rowName={row.recipient}
              color="green"
              icon={<IconMailForward size={18} />}
              onClick={() => void handleResend(row)}
            />
          ),
          // one button: narrower than the usual pair, still wide enough for the column's title
          96,
        ),
      ]}
    />
  );
}
