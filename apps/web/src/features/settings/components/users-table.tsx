import { Anchor, Badge, Group, Select } from '@mantine/core';
import { paths } from '@rp/contract';
import type { User } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceTable } from '../../../components/data-table/data-table';
import { useRoleOptions } from '../api/get-roles';

type StatusFilter = 'all' | 'true' | 'false';

/** The users list: filter by status, each row opening the user page; `actions` beside the toolbar. */
export function UsersTable(props: { actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusFilter>('all');
  const roleOptions = useRoleOptions();
  const roleNames = useMemo(
    () => new Map((roleOptions.data ?? []).map((role) => [role.id, role.name])),
    [roleOptions.data],
  );
  const hrefOf = (row: User) => paths['settings-users-id_user'].href({ id_user: row.id });

  return (
    <ResourceTable
      resource={resources.users}
      rowName={(row) => row.username}
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
      actions={props.actions}
      columns={[
        {
          accessor: 'username',
          title: t('settings.users.username'),
          priority: 'key',
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
          priority: 'key',
          sortable: true,
          // the names alone, without the display name's username fallback: the username has its own column
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
          priority: 'key',
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
  );
}
