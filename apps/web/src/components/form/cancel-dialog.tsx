import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showApiError, showSaved } from '../feedback/notify';
import { FormModal } from './form-modal';
import { applyServerErrors, useZodForm } from './use-zod-form';

type CancelBody = { id: number; cancel_reason: string };

/**
 * The confirmation of a cancellation with its required reason (a requirement's cancel_requeriment/,
 * a vacancy's cancel_vacancy/): the body `{id, cancel_reason}`, the reason trimmed; a refusal puts
 * its messages on the field and is notified.
 */
export function CancelDialog(props: {
  id: number;
  opened: boolean;
  onClose: () => void;
  /** The action's body schema (`cancelRequirementBody`, `cancelVacancyBody`). */
  schema: z.ZodType;
  cancel: { mutateAsync: (body: CancelBody) => Promise<unknown>; isPending: boolean };
  /** The dialog's texts, in the UI language. */
  texts: { title: string; message: string; reason: string; keep: string; submit: string; done: string };
}) {
  const { t } = useTranslation();
  const { texts, cancel } = props;
  const form = useZodForm<CancelBody>(props.schema, { id: props.id, cancel_reason: '' });

  const handleClose = () => {
    form.reset();
    props.onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await cancel.mutateAsync({ id: props.id, cancel_reason: values.cancel_reason.trim() });
      showSaved(t, texts.done);
      handleClose();
    } catch (error) {
      applyServerErrors(form, error);
      showApiError(error, t);
    }
  });

  return (
    <FormModal form={form} opened={props.opened} onClose={handleClose} title={texts.title}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{texts.message}</Text>
          <Textarea
            label={texts.reason}
            withAsterisk
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('cancel_reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {texts.keep}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
