import { Button, Group, PasswordInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { loginSchema, passwordsGiven, userCreateSchema } from '@rp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { FormModal } from '../../../components/form/form-modal';
import { applyServerErrors, emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useSaveUser } from '../api/save-user';
import { AccessFields } from './access-fields';

/** The create form: the contract's create schema plus a confirmation checked on the client. */
const createSchema = userCreateSchema
  .extend({ confirm_password: loginSchema.shape.password })
  .refine((values) => values.password === values.confirm_password, {
    path: ['confirm_password'],
    message: 'validation.passwords_mismatch',
    when: (payload) => passwordsGiven(payload.value),
  });

type CreateValues = {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  is_superuser: boolean;
  roles: number[];
  permissions: number[];
  companies: number[];
  sites: number[];
};

const emptyUser: CreateValues = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
  is_superuser: false,
  roles: [],
  permissions: [],
  companies: [],
  sites: [],
};

/** The new user modal: account, password (confirmed on the client) and access. */
export function UserCreateModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [formError, setFormError] = useState<string[]>([]);
  const save = useSaveUser();
  const form = useZodForm<CreateValues>(createSchema, emptyUser);

  const close = () => {
    form.reset();
    setFormError([]);
    props.onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    const { confirm_password: _confirm, is_superuser, ...rest } = emptyToNull(values);
    const body = user?.is_superuser ? { ...rest, is_superuser } : rest;
    try {
      await save.mutateAsync({ body });
      showSaved(t);
      close();
    } catch (error) {
      const lines = applyServerErrors(form, error);
      setFormError(lines);
      if (!(error instanceof ApiError && error.status === 400))
        showApiError(error, t, t('common.notify.error_saving'));
    }
  });

  return (
    <FormModal form={form} opened={props.opened} onClose={close} title={t('settings.users.new')} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <FormErrors lines={formError} />
          <TextInput
            label={t('settings.users.username')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('username')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('settings.users.first_name')}
              withAsterisk
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('settings.users.last_name')}
              withAsterisk
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <TextInput label={t('settings.users.email')} type="email" {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={t('settings.users.password')}
              withAsterisk
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('settings.users.confirm_password')}
              withAsterisk
              autoComplete="new-password"
              {...form.getInputProps('confirm_password')}
            />
          </SimpleGrid>
          {user?.is_superuser && (
            <Switch
              label={t('settings.users.is_superuser')}
              {...form.getInputProps('is_superuser', { type: 'checkbox' })}
            />
          )}
          <AccessFields
            values={form.values}
            errors={form.errors}
            onChange={(field, value) => form.setFieldValue(field, value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
