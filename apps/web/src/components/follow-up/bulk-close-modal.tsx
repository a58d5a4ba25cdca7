import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CloseMassiveCandidateBody, closeMassiveCandidateBody } from '@rp/contract/entities';
import type { BulkStatus } from '@rp/contract/rules/follow-up';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleActionError } from '../feedback/action-errors';
import { FormErrors } from '../feedback/form-errors';
import { FormModal } from '../form/form-modal';
import { emptyToNull, useZodForm } from '../form/use-zod-form';
import { RejectReasonSelect } from './reject-reason-select';

type Values = {
  ids: number[];
  status: BulkStatus | null;
  reject_reason: number | null;
  follow_up: string;
};

export type BulkCloseProps = {
  /** The selected assignments and the statuses all of them may move to; null = closed. */
  selection: { ids: number[]; statuses: BulkStatus[] } | null;
  onClose: () => void;
  onDone: () => void;
};

/**
 * The same dialog for any bulk close of the follow-up (`{ids, status, reject_reason?, follow_up}` →
 * `{updated}`): the direct process's and the vacancy candidates' calls take one body.
 */
export function BulkCloseModal(
  props: BulkCloseProps & {
    closeMany: {
      mutateAsync: (body: CloseMassiveCandidateBody) => Promise<{ updated: number }>;
      isPending: boolean;
    };
  },
) {
  const { t } = useTranslation();
  const { closeMany } = props;
  const [lines, setLines] = useState<string[]>([]);
  const form = useZodForm<Values>(closeMassiveCandidateBody, {
    ids: [],
    status: null,
    reject_reason: null,
    follow_up: '',
  });
  const { setValues, clearErrors } = form;
  const { selection } = props;
  const ids = selection?.ids ?? null;
  const statuses = selection?.statuses ?? [];

  useEffect(() => {
    if (!selection) return;
    const { ids, statuses } = selection;
    setValues({
      ids,
      status: statuses.length === 1 ? (statuses[0] ?? null) : null,
      reject_reason: null,
      follow_up: '',
    });
    clearErrors();
    setLines([]);
  }, [selection, setValues, clearErrors]);

  const handleSubmit = async (values: Values) => {
    if (!values.status) return;
    setLines([]);
    const body = emptyToNull(values);
    try {
      const result = await closeMany.mutateAsync({
        ids: values.ids,
        status: values.status,
        reject_reason: values.status === 'Rejected' ? body.reject_reason : null,
        follow_up: body.follow_up,
      });
      notifications.show({ color: 'green', message: t('followup.bulk.updated', { count: result.updated }) });
      props.onDone();
    } catch (error) {
      setLines(handleActionError(error, t, form));
    }
  };

  return (
    <FormModal
      form={form}
      opened={selection !== null}
      onClose={props.onClose}
      title={t('followup.bulk.title')}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <Text size="sm">{t('followup.bulk.selected', { count: ids?.length ?? 0 })}</Text>
          <FormErrors lines={lines} />
          {statuses.length === 0 && (
            <Text size="sm" c="red">
              {t('followup.bulk.none_allowed')}
            </Text>
          )}
          <Select
            label={t('followup.bulk.status')}
            withAsterisk
            allowDeselect={false}
            data={statuses.map((value) => ({ value, label: t(`common.enums.follow_up_status.${value}`) }))}
            value={form.values.status}
            onChange={(value) =>
              form.setFieldValue('status', statuses.find((status) => status === value) ?? null)
            }
            error={form.errors.status}
          />
          {form.values.status === 'Rejected' && (
            <RejectReasonSelect
              label={t('followup.bulk.reason')}
              value={form.values.reject_reason}
              onChange={(value) => form.setFieldValue('reject_reason', value)}
              error={form.errors.reject_reason}
            />
          )}
          <Textarea
            label={t('followup.bulk.follow_up')}
            autosize
            minRows={2}
            {...form.getInputProps('follow_up')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={closeMany.isPending} disabled={!form.values.status}>
              {t('followup.bulk.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
