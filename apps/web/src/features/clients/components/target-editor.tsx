import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Target, targetCreateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { AmountField } from '../../../components/form/decimal-field';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useSaveResource } from '../../../lib/resource-hooks';

type TargetValues = {
  company: number;
  category: number;
  values: { year: number; months: Array<number | string> };
};

const emptyMonths = () => Array.from({ length: 12 }, () => 0);

/** January … December in the UI language ("Enero", "January"). */
export function monthNames(lang: string): string[] {
  const format = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-MX', { month: 'long' });
  return Array.from({ length: 12 }, (_, month) => {
    const name = format.format(new Date(2026, month, 1));
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}

/** The months' sum; a text its field refused (kept in the form as typed) counts as nothing. */
const total = (months: ReadonlyArray<number | string>) =>
  months.reduce<number>((sum, value) => sum + (typeof value === 'number' ? value : 0), 0);

/**
 * The 12 monthly values of one company, category and year: one Target row (`values: {year,
 * months}`), created on the first save and updated afterwards. Mount with a key per selection.
 */
export function TargetEditor(props: {
  company: number;
  category: number;
  year: number;
  target: Target | null;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveResource(resources.targets);
  const [formError, setFormError] = useState<string[]>([]);
  const form = useZodForm<TargetValues>(targetCreateSchema, {
    company: props.company,
    category: props.category,
    values: {
      year: props.year,
      months: props.target?.values.months.length === 12 ? [...props.target.values.months] : emptyMonths(),
    },
  });
  const months = monthNames(i18n.language);

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    const body = {
      ...values,
      values: { year: values.values.year, months: values.values.months.map(Number) },
    };
    try {
      await save.mutateAsync(
        props.target ? { id: props.target.id, body: { values: body.values } } : { body },
      );
      showSaved(t, t('clients.targets.saved'));
    } catch (error) {
      setFormError(applyServerErrors(form, error));
      if (!(error instanceof ApiError && error.status === 400))
        showApiError(error, t, t('common.notify.error_saving'));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {props.target
            ? t('clients.targets.editing', { year: props.year })
            : t('clients.targets.creating', { year: props.year })}
        </Text>
        <FormErrors lines={formError} />
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }}>
          {months.map((month, index) => (
            <AmountField key={month} label={month} {...form.getInputProps(`values.months.${index}`)} />
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Text fw={600}>
            {t('clients.targets.total')}: {total(form.values.values.months).toLocaleString('en-US')}
          </Text>
          <Button type="submit" loading={save.isPending}>
            {t('clients.targets.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
