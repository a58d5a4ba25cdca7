import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { paths } from '@rp/contract';
import { loginSchema, type User, userCreateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceTable } from '../../../components/data-table/data-table';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { applyServerErrors, emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
import { Page } from '../../../components/layout/page';
import { AccessFields } from '../../../features/settings/components/access-fields';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useResourceOptions, useSaveResource } from '../../../lib/resource-hooks';

/** The create form: the contract's create schema plus a confirmation checked on the client. */
const createSchema = userCreateSchema
  .extend({ confirm_password: loginSchema.shape.password })
  .refine((values) => values.password === values.confirm_password, {
    path: ['confirm_password'],
    message: 'validation.passwords_mismatch',
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

function UserCreateModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [formError, setFormError] = useState<string[]>([]);
  const save = useSaveResource(resources.users);
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
    <Modal opened={props.opened} onClose={close} title={t('settings.users.new')} size="lg">
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
    </Modal>
  );
}

type StatusFilter = 'all' | 'true' | 'false';

/** /settings/users: the users list, a create modal, and each row opening the user page. */
export default function UsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const [status, setStatus] = useState<StatusFilter>('all');
  const roleOptions = useResourceOptions(resources.roles, { ordering: 'name' });
  const roleNames = useMemo(
    () => new Map((roleOptions.data ?? []).map((role) => [role.id, role.name])),
    [roleOptions.data],
  );
  const hrefOf = (row: User) => paths['settings-users-id_user'].href({ id_user: row.id });

  return (
    <Page title={t('routes.settings_users.title')}>
      <ResourceTable
        resource={resources.users}
        defaultOrdering="username"
        filters={{ is_active: status === 'all' ? undefined : status }}
        onClearFilters={status === 'all' ? undefined : () => setStatus('all')}
        onRowClick={(row) => navigate(hrefOf(row))}
        toolbar={
          <Select
            aria-label={t('settings.users.is_active')}
            w={180}
            allowDeselect={false}
            value={status}
            onChange={(value) => setStatus((value as StatusFilter | null) ?? 'all')}
            data={[
              { value: 'all', label: t('common.fields.all') },
              { value: 'true', label: t('settings.users.active') },
              { value: 'false', label: t('settings.users.inactive') },
            ]}
          />
        }
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('settings.users.new')}
          </Button>
        }
        columns={[
          {
            accessor: 'username',
            title: t('settings.users.username'),
            sortable: true,
            render: (row) => (
              <Anchor component={Link} to={hrefOf(row)} onClick={(event) => event.stopPropagation()}>
                {row.username}
              </Anchor>
            ),
          },
          {
            accessor: 'first_name',
            title: t('settings.users.full_name'),
            sortable: true,
            render: (row) => [row.first_name, row.last_name].filter(Boolean).join(' '),
          },
          { accessor: 'email', title: t('settings.users.email'), sortable: true },
          {
            accessor: 'roles',
            title: t('settings.users.roles'),
            render: (row) => (
              <Group gap={4}>
                {row.roles.map((id) => (
                  <Badge key={id} variant="light" size="sm">
                    {roleNames.get(id) ?? id}
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            accessor: 'is_active',
            title: t('settings.users.is_active'),
            sortable: true,
            render: (row) => (
              <Badge color={row.is_active ? 'green' : 'gray'} variant="light">
                {row.is_active ? t('settings.users.active') : t('settings.users.inactive')}
              </Badge>
            ),
          },
          {
            accessor: 'is_superuser',
            title: t('settings.users.is_superuser'),
            sortable: true,
            render: (row) =>
              row.is_superuser ? (
                <Badge color="grape" variant="light">
                  {t('settings.users.is_superuser')}
                </Badge>
              ) : null,
          },
        ]}
      />
      <UserCreateModal opened={isCreating} onClose={() => setCreating(false)} />
    </Page>
  );
}
