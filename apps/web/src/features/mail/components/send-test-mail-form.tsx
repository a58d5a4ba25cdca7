import { Button, Group, Text, TextInput } from '@mantine/core';
import { mailSendTestSchema } from '@rp/contract/entities';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import { useSendTestMail } from '../api/send-test-mail';

/** "Send a test mail": queues the test mail to an address, in the user's language (superusers). */
export function SendTestMailForm() {
  const { t } = useTranslation();
  const send = useSendTestMail();
  const form = useZodForm<{ to: string }>(mailSendTestSchema, { to: '' });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await send.mutateAsync(values.to.trim());
      showSaved(t, t('outbox.test.queued'));
      form.reset();
    } catch (error) {
      const rest = applyServerErrors(form, error);
      if (rest.length || !form.errors.to) showApiError(error, t);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('outbox.test.title')}>
      <Text fw={600} size="sm" mb={4}>
        {t('outbox.test.title')}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          aria-label={t('outbox.test.to')}
          placeholder={t('outbox.test.to')}
          autoComplete="email"
          style={{ flex: '1 1 240px', maxWidth: 360 }}
          {...form.getInputProps('to')}
        />
        <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
          {t('outbox.test.send')}
        </Button>
      </Group>
    </form>
  );
}
