import 'dayjs/locale/es';
import {
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { formatPercent } from '@rp/contract';
import { type Company, updateRotationSchema } from '@rp/contract/entities';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { DecimalField } from '../../../components/form/decimal-field';
import { MonthField } from '../../../components/form/month-field';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useUpdateRotation } from '../api/update-rotation';

type RotationValues = { id: number; period: string; value: number | string };

const pad = (n: number) => String(n).padStart(2, '0');
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
};

/** "2026-03" as "marzo de 2026" / "March 2026". */
export function formatPeriod(period: string, lang: string): string {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-MX', {
    month: 'long',
    year: 'numeric',
  }).format(new Date(year, month - 1, 1));
}

/** A company's rotation: the current percentage, its monthly history and the form that sets a month. */
export function CompanyRotation({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateRotation();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useZodForm<RotationValues>(updateRotationSchema, {
    id: company.id,
    period: thisMonth(),
    value: '',
  });
  const history = [...company.rotations].sort((a, b) => b.period.localeCompare(a.period));
  const latest = history[0];

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    try {
      await update.mutateAsync({ id: company.id, period: values.period, value: Number(values.value) });
      showSaved(t, t('clients.rotations.saved'));
      form.setFieldValue('value', '');
    } catch (error) {
      setFormError(applyServerErrors(form, error));
      if (!(error instanceof ApiError && error.status === 400))
        showApiError(error, t, t('common.notify.error_saving'));
    }
  });

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            {t('clients.rotations.current')}
          </Text>
          <Text fz={32} fw={700} data-testid="current-rotation">
            {company.rotation === null ? '—' : formatPercent(company.rotation)}
          </Text>
          <Text size="sm" c="dimmed">
            {latest
              ? `${t('clients.rotations.latest_period')}: ${formatPeriod(latest.period, i18n.language)}`
              : t('clients.rotations.empty')}
          </Text>
        </Card>
        <Card withBorder radius="md" padding="md">
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="sm">
              {formError.map((line) => (
                <Text key={line} c="red" size="sm" role="alert">
                  {line}
                </Text>
              ))}
              <Group grow align="flex-start">
                <MonthField
                  label={t('clients.rotations.period')}
                  leftSection={<IconCalendar size={16} />}
                  locale={i18n.language}
                  withAsterisk
                  value={form.values.period || null}
                  onChange={(value) => form.setFieldValue('period', value ?? '')}
                  error={form.errors.period}
                />
                <DecimalField
                  label={t('clients.rotations.value')}
                  withAsterisk
                  maxDecimals={2}
                  rightSection="%"
                  rightSectionPointerEvents="none"
                  {...form.getInputProps('value')}
                />
              </Group>
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending}>
                  {t('clients.rotations.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </SimpleGrid>

      <Title order={3} fz="md">
        {t('clients.rotations.history')}
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('clients.rotations.empty')}
        </Text>
      ) : (
        <Table striped highlightOnHover withTableBorder aria-label={t('clients.rotations.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={200}>{t('clients.rotations.period')}</Table.Th>
              <Table.Th w={140} ta="right">
                {t('clients.rotations.value')}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((entry) => (
              <Table.Tr key={entry.period}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => {
                      form.setFieldValue('period', entry.period);
                      form.setFieldValue('value', entry.value);
                    }}
                  >
                    {formatPeriod(entry.period, i18n.language)}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td ta="right">{formatPercent(entry.value)}</Table.Td>
                <Table.Td>
                  <Progress
                    value={Math.min(100, Math.max(0, entry.value))}
                    aria-label={`${formatPeriod(entry.period, i18n.language)}: ${formatPercent(entry.value)}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
