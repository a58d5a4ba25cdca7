import { ActionIcon, SimpleGrid, Switch, Textarea, TextInput, Tooltip } from '@mantine/core';
import { type Query, queryCreateSchema, queryUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { statusColumn } from '../../../components/crud/status-column';
import { ClampedText } from '../../../components/data-table/clamped-text';
import { IntegerField } from '../../../components/form/decimal-field';
import { FormModal } from '../../../components/form/form-modal';
import { ResourceSelect } from '../../../components/form/resource-select';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { QueryRunner } from './query-runner';

type QueryValues = {
  server: number | null;
  description: string;
  sql: string;
  endpoint: string;
  timeout_seconds: number | string;
  row_cap: number | string;
  status: boolean;
};

/**
 * Settings › Payroll queries (docs/domain.md#dashboards): one read-only SELECT per query, with
 * `:name` parameters, an endpoint name (`headcount`, `turnover` feed the dashboards), a timeout and
 * a row cap. The server refuses anything but one SELECT (400 on the SQL field); "Run" tries it.
 */
export function PayrollQueries() {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Query | null>(null);
  const servers = useResourceOptions(resources.servers, { ordering: 'name' });
  const serverName = useMemo(
    () => new Map((servers.data ?? []).map((row) => [row.id, row.name])),
    [servers.data],
  );

  return (
    <>
      <ResourceCrudPage<typeof resources.queries, QueryValues>
        resource={resources.queries}
        entityLabel={t('settings.payroll.queries.entity')}
        defaultOrdering="description"
        createSchema={queryCreateSchema}
        updateSchema={queryUpdateSchema}
        modalSize="xl"
        emptyValues={{
          server: null,
          description: '',
          sql: '',
          endpoint: '',
          timeout_seconds: 10,
          row_cap: 10000,
          status: true,
        }}
        toFormValues={(row) => ({
          server: row.server,
          description: row.description,
          sql: row.sql,
          endpoint: row.endpoint,
          timeout_seconds: row.timeout_seconds,
          row_cap: row.row_cap,
          status: row.status,
        })}
        toBody={(values) => ({
          ...values,
          server: values.server ?? 0,
          timeout_seconds: Number(values.timeout_seconds),
          row_cap: Number(values.row_cap),
        })}
        columns={[
          { accessor: 'description', title: t('settings.payroll.queries.description'), sortable: true },
          { accessor: 'endpoint', title: t('settings.payroll.queries.endpoint'), sortable: true },
          {
            accessor: 'server',
            title: t('settings.payroll.queries.server'),
            sortable: true,
            render: (row) => serverName.get(row.server) ?? row.server,
          },
          {
            accessor: 'sql',
            title: t('settings.payroll.queries.sql'),
            render: (row) => <ClampedText text={row.sql} />,
          },
          { accessor: 'timeout_seconds', title: t('settings.payroll.queries.timeout'), sortable: true },
          { accessor: 'row_cap', title: t('settings.payroll.queries.row_cap'), sortable: true },
          statusColumn(t),
        ]}
        extraRowActions={(row) => (
          <Tooltip label={t('settings.payroll.queries.run')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('settings.payroll.queries.run')} ${row.description}`}
              onClick={() => setRunning(row)}
            >
              <IconPlayerPlay size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        renderFields={(form) => (
          <>
            <ResourceSelect
              resource={resources.servers}
              params={{ ordering: 'name' }}
              label={t('settings.payroll.queries.server')}
              withAsterisk
              {...form.getInputProps('server')}
              value={form.values.server}
            />
            <TextInput
              label={t('settings.payroll.queries.description')}
              withAsterisk
              {...form.getInputProps('description')}
            />
            <Textarea
              label={t('settings.payroll.queries.sql')}
              description={t('settings.payroll.queries.sql_hint')}
              withAsterisk
              autosize
              minRows={6}
              maxRows={20}
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.getInputProps('sql')}
            />
            <TextInput
              label={t('settings.payroll.queries.endpoint')}
              description={t('settings.payroll.queries.endpoint_hint')}
              withAsterisk
              {...form.getInputProps('endpoint')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <IntegerField
                label={t('settings.payroll.queries.timeout')}
                {...form.getInputProps('timeout_seconds')}
              />
              <IntegerField
                label={t('settings.payroll.queries.row_cap')}
                {...form.getInputProps('row_cap')}
              />
            </SimpleGrid>
            <Switch
              label={t('common.fields.active')}
              {...form.getInputProps('status', { type: 'checkbox' })}
            />
          </>
        )}
      />
      <FormModal
        opened={running !== null}
        onClose={() => setRunning(null)}
        title={running ? t('settings.payroll.queries.run_title', { description: running.description }) : ''}
        size="xl"
      >
        {running && <QueryRunner query={running} />}
      </FormModal>
    </>
  );
}
