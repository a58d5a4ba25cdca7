import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  Loader,
  PasswordInput,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import {
  type Server,
  type ServerEngine,
  serverCreateSchema,
  serverEngines,
  serverUpdateSchema,
  type TestConnectionResult,
} from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconAlertTriangle, IconPlugConnected } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { statusColumn } from '../../../components/crud/status-column';
import { apiErrorLines } from '../../../components/feedback/notify';
import { IntegerField } from '../../../components/form/decimal-field';
import { FormModal } from '../../../components/form/form-modal';
import { useTestServerConnection } from '../api/test-server-connection';

type ServerValues = {
  name: string;
  engine: ServerEngine;
  instance: string;
  port: number | string;
  database: string;
  username: string;
  password: string;
  status: boolean;
};

/** The engines' default ports, shown as the port field's hint (the server uses the same when it is empty). */
const defaultPorts: Record<ServerEngine, number> = { postgres: 5432, mysql: 3306, mssql: 1433 };

/**
 * The answer of a connection test, where the button is; when the account can do more than read, a
 * warning saying what (docs/operations.md: give it a read-only account).
 */
export function ConnectionResult({ result, error }: { result?: TestConnectionResult; error?: unknown }) {
  const { t } = useTranslation();
  if (error) return <Alert color="red">{apiErrorLines(error, t).join('\n')}</Alert>;
  if (!result) return null;
  return result.ok ? (
    <>
      <Alert color="green" role="status">
        {t('settings.payroll.servers.test_ok', { ms: result.ms })}
      </Alert>
      {result.account_warning && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {t('settings.payroll.servers.account_warning')}
          <List size="sm" mt={4}>
            {result.account_risks.map((risk) => (
              <List.Item key={risk}>{t(`settings.payroll.servers.account_risks.${risk}`)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  ) : (
    <Alert color="red" role="status">
      {t('settings.payroll.servers.test_failed', { message: result.message ?? '' })}
    </Alert>
  );
}

/** "Test connection" for a saved server, with its answer below. */
function TestConnection({ id }: { id: number }) {
  const { t } = useTranslation();
  const test = useTestServerConnection();
  return (
    <>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlugConnected size={16} />}
          loading={test.isPending}
          onClick={() => test.mutate(id)}
        >
          {t('settings.payroll.servers.test')}
        </Button>
      </Group>
      <ConnectionResult result={test.data} error={test.error ?? undefined} />
    </>
  );
}

/**
 * Settings › Payroll servers (docs/domain.md#dashboards): a client's payroll database per row. The
 * password is write-only: the form never shows it, and left empty on edit the stored one stays.
 */
export function PayrollServers() {
  const { t } = useTranslation();
  const [testing, setTesting] = useState<Server | null>(null);
  const engineOptions = serverEngines.map((engine) => ({
    value: engine,
    label: t(`settings.payroll.servers.engines.${engine}`),
  }));

  return (
    <>
      <ResourceCrudPage<typeof resources.servers, ServerValues>
        resource={resources.servers}
        entityLabel={t('settings.payroll.servers.entity')}
        defaultOrdering="name"
        createSchema={serverCreateSchema}
        updateSchema={serverUpdateSchema}
        emptyValues={{
          name: '',
          engine: 'postgres',
          instance: '',
          port: '',
          database: '',
          username: '',
          password: '',
          status: true,
        }}
        toFormValues={(row) => ({
          name: row.name,
          engine: row.engine,
          instance: row.instance,
          port: row.port ?? '',
          database: row.database,
          username: row.username,
          password: '',
          status: row.status,
        })}
        toBody={(values, editing) => {
          const { password, port, ...rest } = values;
          const body = { ...rest, port: port === '' ? null : Number(port) };
          // empty on edit: the stored password stays
          return editing && password === '' ? body : { ...body, password };
        }}
        columns={[
          { accessor: 'name', title: t('common.fields.name'), sortable: true },
          {
            accessor: 'engine',
            title: t('settings.payroll.servers.engine'),
            sortable: true,
            render: (row) => t(`settings.payroll.servers.engines.${row.engine}`),
          },
          {
            accessor: 'instance',
            title: t('settings.payroll.servers.instance'),
            sortable: true,
            render: (row) => (row.port ? `${row.instance}:${row.port}` : row.instance),
          },
          { accessor: 'database', title: t('settings.payroll.servers.database'), sortable: true },
          { accessor: 'username', title: t('settings.payroll.servers.username'), sortable: true },
          {
            accessor: 'last_sync',
            title: t('settings.payroll.servers.last_sync'),
            sortable: true,
            render: (row) =>
              row.last_sync ? formatDateTime(row.last_sync) : t('settings.payroll.servers.never'),
          },
          statusColumn(t),
        ]}
        extraRowActions={(row) => (
          <Tooltip label={t('settings.payroll.servers.test')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('settings.payroll.servers.test')} ${row.name}`}
              onClick={() => setTesting(row)}
            >
              <IconPlugConnected size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        renderFields={(form, editing) => (
          <>
            <TextInput label={t('common.fields.name')} withAsterisk {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('settings.payroll.servers.engine')}
                allowDeselect={false}
                data={engineOptions}
                {...form.getInputProps('engine')}
              />
              <IntegerField
                label={t('settings.payroll.servers.port')}
                placeholder={String(defaultPorts[form.values.engine])}
                title={t('settings.payroll.servers.port_hint', { port: defaultPorts[form.values.engine] })}
                {...form.getInputProps('port')}
              />
            </SimpleGrid>
            <TextInput
              label={t('settings.payroll.servers.instance')}
              description={t('settings.payroll.servers.instance_hint')}
              withAsterisk
              {...form.getInputProps('instance')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('settings.payroll.servers.database')}
                withAsterisk
                {...form.getInputProps('database')}
              />
              <TextInput
                label={t('settings.payroll.servers.username')}
                withAsterisk
                autoComplete="off"
                {...form.getInputProps('username')}
              />
            </SimpleGrid>
            <PasswordInput
              label={t('settings.payroll.servers.password')}
              description={editing ? t('settings.payroll.servers.password_keep') : undefined}
              withAsterisk={!editing}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <Switch
              label={t('common.fields.active')}
              {...form.getInputProps('status', { type: 'checkbox' })}
            />
            {editing && <TestConnection id={editing.id} />}
          </>
        )}
      />
      {testing && <TestConnectionModal server={testing} onClose={() => setTesting(null)} />}
    </>
  );
}

/** The row action: tests at once and shows the answer in a dialog. */
function TestConnectionModal({ server, onClose }: { server: Server; onClose: () => void }) {
  const { t } = useTranslation();
  const { mutate, isPending, data, error } = useTestServerConnection();
  useEffect(() => mutate(server.id), [mutate, server.id]);
  return (
    <FormModal opened onClose={onClose} title={`${t('settings.payroll.servers.test')}: ${server.name}`}>
      {isPending ? (
        <Group justify="center">
          <Loader size="sm" role="status" aria-label={t('settings.payroll.servers.test')} />
        </Group>
      ) : (
        <ConnectionResult result={data} error={error ?? undefined} />
      )}
    </FormModal>
  );
}
