import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
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

/** /testing (superusers only, enforced by the route guard and the API): server diagnostics. */
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
        </SimpleGrid>
      )}
    </Page>
  );
}
