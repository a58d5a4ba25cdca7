import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import type { Query, RunQueryResult } from '@rp/contract/entities';
import { IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { apiErrorLines } from '../../../components/feedback/notify';
import { useRunQuery } from '../api/run-query';

type Param = { key: number; name: string; value: string };

let nextKey = 0;
const newParam = (name = ''): Param => {
  nextKey += 1;
  return { key: nextKey, name, value: '' };
};

/** A cell as text: null empty, objects as JSON. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The rows of a run in a plain table, with the truncated and cached notes. */
export function QueryResult({ result }: { result: RunQueryResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">{t('settings.payroll.queries.rows', { count: result.rows.length })}</Text>
        {result.cached && <Badge variant="light">{t('settings.payroll.queries.cached')}</Badge>}
        <Text size="sm" c="dimmed">
          {t('settings.payroll.queries.synced', { date: formatDateTime(result.synced_at) })}
        </Text>
      </Group>
      {result.truncated && (
        <Alert color="yellow">{t('settings.payroll.queries.truncated', { count: result.rows.length })}</Alert>
      )}
      {result.rows.length === 0 ? (
        <Text size="sm">{t('settings.payroll.queries.no_rows')}</Text>
      ) : (
        <ScrollArea.Autosize mah={420}>
          <Table striped withTableBorder stickyHeader aria-label={t('settings.payroll.queries.result')}>
            <Table.Thead>
              <Table.Tr>
                {result.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.map((row, index) => (
                // rows of a query have no key of their own; their order is the query's
                // biome-ignore lint/suspicious/noArrayIndexKey: the result is read-only and never reordered
                <Table.Tr key={index}>
                  {result.columns.map((column) => (
                    <Table.Td key={column}>{cellText(row[column])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

/**
 * "Run" of a payroll query: its parameters as name/value pairs (a number-looking value is sent as a
 * number, an empty one as null), then the rows the server answers or its error.
 */
export function QueryRunner({ query }: { query: Pick<Query, 'id' | 'description'> }) {
  const { t } = useTranslation();
  const run = useRunQuery();
  const [params, setParams] = useState<Param[]>(() => [newParam()]);

  const update = (key: number, change: Partial<Param>) =>
    setParams((list) => list.map((param) => (param.key === key ? { ...param, ...change } : param)));

  const handleRun = () => {
    const body = Object.fromEntries(
      params
        .filter((param) => param.name.trim() !== '')
        .map((param) => {
          const value = param.value.trim();
          if (value === '') return [param.name.trim(), null];
          return [param.name.trim(), /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value];
        }),
    );
    run.mutate({ id: query.id, params: body });
  };

  return (
    <Stack>
      <Text fw={500}>{t('settings.payroll.queries.params')}</Text>
      {params.map((param, index) => (
        <Group key={param.key} align="flex-end" wrap="nowrap">
          <TextInput
            label={t('settings.payroll.queries.param_name')}
            value={param.name}
            onChange={(event) => update(param.key, { name: event.currentTarget.value })}
            aria-label={`${t('settings.payroll.queries.param_name')} ${index + 1}`}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <TextInput
            label={t('settings.payroll.queries.param_value')}
            value={param.value}
            onChange={(event) => update(param.key, { value: event.currentTarget.value })}
            aria-label={`${t('settings.payroll.queries.param_value')} ${index + 1}`}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('settings.payroll.queries.remove_param', { name: param.name || index + 1 })}
            onClick={() => setParams((list) => list.filter((p) => p.key !== param.key))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => setParams((list) => [...list, newParam()])}
        >
          {t('settings.payroll.queries.add_param')}
        </Button>
        <Button leftSection={<IconPlayerPlay size={16} />} loading={run.isPending} onClick={handleRun}>
          {t('settings.payroll.queries.run')}
        </Button>
      </Group>
      {run.error ? <FormErrors lines={apiErrorLines(run.error, t)} /> : null}
      {run.data && !run.isPending ? <QueryResult result={run.data} /> : null}
    </Stack>
  );
}
