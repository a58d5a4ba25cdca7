import '../texts';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { declineBody } from '@rp/contract/entities';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form/form-modal';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';

/** The decline modal of the approval page: the comment is required (the requester reads it). */
export function DeclineModal(props: {
  code: string;
  approvalKey: string;
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (comment: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useZodForm<{ key: string; comment: string }>(declineBody, {
    key: props.approvalKey,
    comment: '',
  });
  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await props.onConfirm(values.comment.trim());
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <FormModal
      form={form}
      opened={props.opened}
      onClose={props.onClose}
      title={t('vacancies.approve.decline_title')}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('vacancies.approve.decline_message', { code: props.code })}</Text>
          <Textarea
            label={t('vacancies.approve.comment')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('vacancies.approve.keep')}
            </Button>
            <Button type="submit" color="red" leftSection={<IconX size={16} />} loading={props.isPending}>
              {t('vacancies.approve.decline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
