import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDateTime, paths } from '@rp/contract';
import { type Language, type MenuLayout, type User, userUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconArrowLeft, IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { confirmAction } from '../../../components/feedback/confirm';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { applyServerErrors, emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
import { Page } from '../../../components/layout/page';
import { useReactivateUser } from '../../../features/settings/api/reactivate-user';
import { useUpdateAccess } from '../../../features/settings/api/update-access';
import { AccessFields, type AccessValues } from '../../../features/settings/components/access-fields';
import { ChangePasswordForm } from '../../../features/settings/components/change-password-form';
import { PreferenceFields } from '../../../features/settings/components/preference-fields';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useDeleteResource, useResourceItem, useSaveResource } from '../../../lib/resource-hooks';
import { NotFoundPage } from '../errors/not-found-page';

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

function UserDetailsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const { user: actor, refreshUser } = useAuth();
  const [formError, setFormError] = useState<string[]>([]);
  const save = useSaveResource(resources.users);
  const form = useZodForm<DetailValues>(userUpdateSchema, toDetails(user));

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync when the loaded user changes
  useEffect(() => {
    form.setInitialValues(toDetails(user));
    form.setValues(toDetails(user));
  }, [user]);

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

function UserAccessCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const { user: actor, refreshUser } = useAuth();
  const [formError, setFormError] = useState<string[]>([]);
  const mutation = useUpdateAccess();
  const form = useZodForm<AccessValues>(
    // the access lists are validated by the server (ids of existing rows)
    userUpdateSchema.pick({ roles: true, permissions: true, companies: true, sites: true }),
    toAccess(user),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync when the loaded user changes
  useEffect(() => {
    form.setInitialValues(toAccess(user));
    form.setValues(toAccess(user));
  }, [user]);

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

/** /settings/users/:id_user: details (PUT), access (update_access/), password, disable/reactivate. */
export default function UserPage() {
  const { t } = useTranslation();
  const { id_user } = useParams();
  const id = Number(id_user);
  const isValidId = Number.isInteger(id) && id > 0;
  const { user: actor } = useAuth();
  const query = useResourceItem(resources.users, isValidId ? id : undefined);
  const remove = useDeleteResource(resources.users);
  const reactivate = useReactivateUser();
  const [isPasswordOpen, setPasswordOpen] = useState(false);

  if (!isValidId || (query.error instanceof ApiError && query.error.status === 404)) return <NotFoundPage />;
  const user = query.data;
  if (!user) {
    return (
      <Center h={240}>
        {query.isError ? (
          <Alert color="red" role="alert">
            {t('common.table.error')}
          </Alert>
        ) : (
          <Loader />
        )}
      </Center>
    );
  }

  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  const isSelf = actor?.id === user.id;

  const handleDisable = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('settings.users.disable'),
      message: t('settings.users.confirm_disable', { name: fullName }),
      confirmLabel: t('settings.users.disable'),
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync({ id: user.id });
      showSaved(t, t('settings.users.disabled'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  const handleReactivate = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('settings.users.reactivate'),
      message: t('settings.users.confirm_reactivate', { name: fullName }),
      confirmLabel: t('settings.users.reactivate'),
      isDanger: false,
    });
    if (!isConfirmed) return;
    try {
      await reactivate.mutateAsync(user.id);
      showSaved(t, t('settings.users.reactivated'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <Page
      title={`${user.username} · ${fullName}`}
      actions={
        <Group gap="sm">
          <Button variant="default" leftSection={<IconKey size={16} />} onClick={() => setPasswordOpen(true)}>
            {t('settings.users.set_password')}
          </Button>
          {user.is_active ? (
            !isSelf && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconUserOff size={16} />}
                loading={remove.isPending}
                onClick={handleDisable}
              >
                {t('settings.users.disable')}
              </Button>
            )
          ) : (
            <Button
              color="green"
              leftSection={<IconUserCheck size={16} />}
              loading={reactivate.isPending}
              onClick={handleReactivate}
            >
              {t('settings.users.reactivate')}
            </Button>
          )}
        </Group>
      }
    >
      <Anchor component={Link} to={paths['settings-users'].href()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('settings.users.back')}
        </Group>
      </Anchor>
      <Group gap="lg">
        <Badge color={user.is_active ? 'green' : 'gray'} variant="light" size="lg">
          {user.is_active ? t('settings.users.active') : t('settings.users.inactive')}
        </Badge>
        {user.is_superuser && (
          <Badge color="grape" variant="light" size="lg">
            {t('settings.users.is_superuser')}
          </Badge>
        )}
        <Text size="sm">
          <Text span c="dimmed">
            {t('settings.users.last_login')}:{' '}
          </Text>
          {user.last_login ? formatDateTime(user.last_login) : t('settings.users.never')}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('settings.users.date_joined')}:{' '}
          </Text>
          {formatDateTime(user.date_joined)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <UserDetailsCard user={user} />
        <UserAccessCard user={user} />
      </SimpleGrid>
      <Modal
        opened={isPasswordOpen}
        onClose={() => setPasswordOpen(false)}
        title={`${t('settings.users.set_password')}: ${user.username}`}
      >
        <ChangePasswordForm
          userId={user.id}
          requireCurrent={isSelf}
          submitLabel={t('common.actions.save')}
          onDone={() => setPasswordOpen(false)}
          onCancel={() => setPasswordOpen(false)}
        />
      </Modal>
    </Page>
  );
}
