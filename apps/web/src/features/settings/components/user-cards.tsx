import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { type Language, type MenuLayout, type User, userUpdateSchema } from '@rp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { useFormRecord } from '../../../components/form/use-form-record';
import { applyServerErrors, emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useSaveUser } from '../api/save-user';
import { useUpdateAccess } from '../api/update-access';
import { AccessFields, type AccessValues } from './access-fields';
import { PreferenceFields } from './preference-fields';

type DetailValues = {
  first_name: string;
  last_name: string;
  email: string;
  is_superuser: boolean;
  lang: Language;
  menu_layout: MenuLayout;
};

const toDetails = (user: User): DetailValues => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  email: user.email ?? '',
  is_superuser: user.is_superuser,
  lang: user.lang,
  menu_layout: user.menu_layout,
});

const toAccess = (user: User): AccessValues => ({
  roles: user.roles,
  permissions: user.permissions,
  companies: user.companies,
  sites: user.sites,
});

const isBadRequest = (error: unknown) => error instanceof ApiError && error.status === 400;

/** A user's names, e-mail, preferences and (for superusers) the superuser flag. */
export function UserDetailsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const { user: actor, refreshUser } = useAuth();
  const [formError, setFormError] = useState<string[]>([]);
  const save = useSaveUser();
  const form = useZodForm<DetailValues>(userUpdateSchema, toDetails(user));
  useFormRecord(form, user, toDetails);

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    const { is_superuser, ...rest } = emptyToNull(values);
    const body = actor?.is_superuser ? { ...rest, is_superuser } : rest;
    try {
      await save.mutateAsync({ id: user.id, body });
      showSaved(t);
      if (actor?.id === user.id) await refreshUser();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
      if (!isBadRequest(error)) showApiError(error, t, t('common.notify.error_saving'));
    }
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {t('settings.users.details')}
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <FormErrors lines={formError} />
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
          <PreferenceFields inputProps={(field) => form.getInputProps(field)} />
          {actor?.is_superuser && (
            <Switch
              label={t('settings.users.is_superuser')}
              {...form.getInputProps('is_superuser', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** A user's roles, permissions, companies and sites (update_access). */
export function UserAccessCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const { user: actor, refreshUser } = useAuth();
  const [formError, setFormError] = useState<string[]>([]);
  const mutation = useUpdateAccess();
  const form = useZodForm<AccessValues>(
    // the access lists are validated by the server (ids of existing rows)
    userUpdateSchema.pick({ roles: true, permissions: true, companies: true, sites: true }),
    toAccess(user),
  );
  useFormRecord(form, user, toAccess);

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    try {
      await mutation.mutateAsync({ id: user.id, body: values });
      showSaved(t, t('settings.users.access_saved'));
      if (actor?.id === user.id) await refreshUser();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
      if (!isBadRequest(error)) showApiError(error, t, t('common.notify.error_saving'));
    }
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md">
        {t('settings.users.access')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.users.access_description')}
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <FormErrors lines={formError} />
          <AccessFields
            values={form.values}
            errors={form.errors}
            onChange={(field, value) => form.setFieldValue(field, value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('settings.users.save_access')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
