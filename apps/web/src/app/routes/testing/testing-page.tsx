import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import { IconAlertCircle, IconMailOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { MailOutboxList } from '../../../features/mail/components/mail-outbox-list';
import { SendTestMailForm } from '../../../features/mail/components/send-test-mail-form';
import { useDiagnostics } from '../../../features/settings/api/get-diagnostics';

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ wordBreak: 'break-all' }}>
        {props.children}
      </Text>
    </Group>
  );
}

/**
 * /testing (superusers only, enforced by the route guard and the API): server diagnostics and the
 * mail outbox (docs/domain.md#mail-outbox), with resend and a test mail.
 */
export default function TestingPage() {
  const { t } = useTranslation();
  const query = useDiagnostics();
  const data = query.data;
  return (
    <Page
      title={t('routes.testing.title')}
      actions={
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={query.isFetching}
          onClick={() => query.refetch()}
        >
          {t('shell.testing.refresh')}
        </Button>
      }
    >
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('shell.testing.error')}
        </Alert>
      )}
      {query.isLoading && <Skeleton h={160} radius="md" />}
      {data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} fz="md">
                  {t('shell.testing.status')}
                </Title>
                <Badge color="green" variant="light">
                  {t('shell.testing.ok')}
                </Badge>
              </Group>
              <Fact label={t('shell.testing.version')}>{data.version}</Fact>
              <Fact label={t('shell.testing.node')}>{data.node}</Fact>
              <Fact label={t('shell.testing.server_time')}>{formatDateTime(data.server_time)}</Fact>
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Title order={3} fz="md">
                {t('shell.testing.database')}
              </Title>
              <Fact label={t('shell.testing.database')}>{data.database.kind}</Fact>
              <Fact label={t('shell.testing.migrations')}>{data.database.migrations.count}</Fact>
              <Fact label={t('shell.testing.last_migration')}>
                {data.database.migrations.last_name ?? '—'}
                {data.database.migrations.last_at
                  ? ` (${formatDateTime(data.database.migrations.last_at)})`
                  : ''}
              </Fact>
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Title order={3} fz="md">
                {t('shell.testing.storage')}
              </Title>
              <Fact label={t('shell.testing.storage')}>{data.storage.kind}</Fact>
              <Fact label={t('shell.testing.files')}>{data.storage.files}</Fact>
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} fz="md">
                  {t('outbox.title')}
                </Title>
                <Badge color={data.mail.smtp ? 'green' : 'yellow'} variant="light">
                  {data.mail.smtp ? t('outbox.smtp_on') : t('outbox.smtp_off')}
                </Badge>
              </Group>
              <Fact label={t('outbox.statuses.queued')}>{data.mail.queued}</Fact>
              <Fact label={t('outbox.statuses.failed')}>{data.mail.failed}</Fact>
            </Stack>
          </Card>
        </SimpleGrid>
      )}
      <Stack gap="sm" component="section" aria-labelledby="mail-outbox-title">
        <div>
          <Title order={3} fz="lg" id="mail-outbox-title">
            {t('outbox.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('outbox.description')}
          </Text>
        </div>
        {data && !data.mail.smtp && (
          <Alert color="yellow" icon={<IconMailOff size={18} />}>
            {t('outbox.no_smtp')}
          </Alert>
        )}
        <SendTestMailForm />
        <MailOutboxList />
      </Stack>
    </Page>
  );
}
