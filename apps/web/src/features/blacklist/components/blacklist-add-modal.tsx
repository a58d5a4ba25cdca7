import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { formatIsoDate } from '@rp/contract';
import { blackListCreateSchema, type Candidate } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { apiErrorLines, showSaved } from '../../../components/feedback/notify';
import { DateField } from '../../../components/form/date-field';
import { FormModal } from '../../../components/form/form-modal';
import { CatalogSelect } from '../../../components/form/resource-select';
import { SearchSelect } from '../../../components/form/search-select';
import { applyServerErrors, emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useAddToBlacklist } from '../api/add-to-blacklist';
import { BlacklistInProcess, useHasOpenProcesses } from './blacklist-in-process';

/** Catalog classification of blacklist reasons (docs/domain.md#formats-and-constants). */
export const blacklistReasonClas = 5;

type Values = {
  candidate: number | null;
  reason: number | null;
  note: string;
  starts_at: string;
  ends_at: string | null;
  close_open_processes: boolean;
};

export const candidateOptionLabel = (candidate: Candidate) =>
  [candidate.full_name, candidate.curp].filter(Boolean).join(' · ');

/** The "add to blacklist" modal: candidate (searched on the server), reason, note and dates. */
export function BlacklistAddModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string[]>([]);
  const add = useAddToBlacklist();
  const form = useZodForm<Values>(blackListCreateSchema, {
    candidate: null,
    reason: null,
    note: '',
    starts_at: formatIsoDate(new Date()),
    ends_at: null,
    close_open_processes: false,
  });
  const hasOpenProcesses = useHasOpenProcesses(form.values.candidate);

  const close = () => {
    form.reset();
    setFormError([]);
    props.onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    try {
      // the open processes close only when listed here and ticked
      const closes = values.close_open_processes && hasOpenProcesses;
      await add.mutateAsync(
        blackListCreateSchema.parse(emptyToNull({ ...values, close_open_processes: closes })),
      );
      showSaved(t, t('blacklist.form.added'));
      close();
    } catch (error) {
      const lines = applyServerErrors(form, error);
      setFormError(error instanceof ApiError && error.status === 400 ? lines : apiErrorLines(error, t));
    }
  });

  return (
    <FormModal form={form} opened={props.opened} onClose={close} title={t('blacklist.form.title')} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <FormErrors lines={formError} />
          <SearchSelect
            resource={resources.candidates}
            label={t('blacklist.form.candidate')}
            placeholder={t('blacklist.form.candidate_placeholder')}
            nothingFoundMessage={t('common.table.empty')}
            withAsterisk
            labelOf={candidateOptionLabel}
            value={form.values.candidate}
            onChange={(value) => form.setFieldValue('candidate', value)}
            error={form.errors.candidate}
          />
          <BlacklistInProcess
            candidate={form.values.candidate}
            closeOpen={form.values.close_open_processes}
            onCloseOpenChange={(value) => form.setFieldValue('close_open_processes', value)}
          />
          <CatalogSelect
            clasId={blacklistReasonClas}
            label={t('blacklist.form.reason')}
            withAsterisk
            value={form.values.reason}
            onChange={(value) => form.setFieldValue('reason', value)}
            error={form.errors.reason}
          />
          <Textarea label={t('blacklist.form.note')} autosize minRows={3} {...form.getInputProps('note')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t('blacklist.form.starts_at')}
              value={form.values.starts_at || null}
              onChange={(value) => form.setFieldValue('starts_at', value ?? '')}
              error={form.errors.starts_at}
            />
            <DateField
              label={t('blacklist.form.ends_at')}
              minDate={form.values.starts_at || undefined}
              value={form.values.ends_at}
              onChange={(value) => form.setFieldValue('ends_at', value)}
              error={form.errors.ends_at}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={add.isPending}>
              {t('blacklist.list.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
