import { Button, Flex, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormModal } from './form-modal';
import { applyServerErrors, useZodForm } from './use-zod-form';

/**
 * A confirmation that needs a written reason: cancelling a requirement or a vacancy, declining a
 * vacancy's approval. The message, one required text (checked with the action's body schema, sent
 * trimmed), keep and confirm; a refusal (400) puts its messages on the field, and `onError` hears of
 * any failure. `values` are the rest of the body (`{id}`, `{key}`), `field` the reason's name in it.
 */
export function ReasonDialog(props: {
  opened: boolean;
  onClose: () => void;
  schema: z.ZodType;
  values: Record<string, unknown>;
  field: string;
  maxLength: number;
  isPending: boolean;
  /** Runs the action with the trimmed reason; throws when it is refused. */
  onConfirm: (reason: string) => Promise<unknown>;
  onError?: (error: unknown) => void;
  /** The dialog's texts, in the UI language. */
  texts: { title: string; message: string; reason: string; keep: string; submit: string };
  submitIcon?: ReactNode;
}) {
  const { texts, field } = props;
  const form = useZodForm<Record<string, unknown>>(props.schema, { ...props.values, [field]: '' });

  const handleClose = () => {
    form.reset();
    props.onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await props.onConfirm(String(values[field] ?? '').trim());
      form.reset();
    } catch (error) {
      applyServerErrors(form, error);
      props.onError?.(error);
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
            maxLength={props.maxLength}
            data-autofocus
            {...form.getInputProps(field)}
          />
          {/* below the theme's xs (a phone, docs/domain.md#formats-and-constants) stacked full-width
              in the row's order, keep then confirm; wider, one row at the right */}
          <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="md" wrap="wrap">
            <Button variant="default" onClick={handleClose}>
              {texts.keep}
            </Button>
            <Button type="submit" color="red" leftSection={props.submitIcon} loading={props.isPending}>
              {texts.submit}
            </Button>
          </Flex>
        </Stack>
      </form>
    </FormModal>
  );
}
