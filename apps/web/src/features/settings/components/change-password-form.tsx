import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { changePasswordSchema } from '@rp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

type Values = { password: string; confirm_password: string; current_password?: string };

/**
 * New password + confirmation (changePasswordSchema); one's own password also asks for the
 * current one (the server requires it).
 */
export function ChangePasswordForm(props: {
  userId: number;
  requireCurrent: boolean;
  submitLabel?: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string[]>([]);
  const mutation = useChangePassword();
  const empty: Values = props.requireCurrent
    ? { current_password: '', password: '', confirm_password: '' }
    : { password: '', confirm_password: '' };
  const form = useZodForm<Values>(changePasswordSchema, empty);

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    try {
      await mutation.mutateAsync({ id: props.userId, body: values });
      showSaved(t, t('settings.profile.password_changed'));
      form.setValues(empty);
      form.resetDirty();
      props.onDone?.();
    } catch (error) {
      const rest = applyServerErrors(form, error);
      setFormError(rest);
      if (!(error instanceof ApiError && error.status === 400)) showApiError(error, t);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <FormErrors lines={formError} />
        {props.requireCurrent && (
          <PasswordInput
            label={t('settings.profile.current_password')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
        )}
        <PasswordInput
          label={t('settings.profile.new_password')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('settings.profile.confirm_password')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirm_password')}
        />
        <Group justify="flex-end">
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {t('common.actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending}>
            {props.submitLabel ?? t('settings.profile.change_password')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
