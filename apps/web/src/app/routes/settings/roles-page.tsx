import { Switch, TextInput } from '@mantine/core';
import { paths } from '@rp/contract';
import { roleCreateSchema, roleUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { statusColumn } from '../../../components/crud/status-column';
import { RowAction } from '../../../components/data-table/row-actions';
import { Page } from '../../../components/layout/page';
import { RolePermissionsSelect } from '../../../features/settings/components/role-permissions-select';

type RoleValues = { name: string; short: string; status: boolean; permissions: string[] };

/**
 * /settings/roles: roles (name, short code, status, the permissions they grant) and a link to each
 * role's routes editor.
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('routes.settings_roles.title')}>
      <ResourceCrudPage<typeof resources.roles, RoleValues>
        resource={resources.roles}
        entityLabel={t('settings.roles.entity')}
        defaultOrdering="name"
        createSchema={roleCreateSchema}
        updateSchema={roleUpdateSchema}
        emptyValues={{ name: '', short: '', status: true, permissions: [] }}
        toFormValues={(row) => ({
          name: row.name,
          short: row.short,
          status: row.status,
          permissions: row.permissions ?? [],
        })}
        extraRowActions={(row) => (
          <RowAction
            label={t('settings.roles.edit_routes')}
            rowName={row.name}
            icon={<IconRoute size={18} />}
            onClick={() => navigate(paths['settings-roles-routes-id_role'].href({ id_role: row.id }))}
          />
        )}
        columns={[
          { accessor: 'name', title: t('settings.roles.name'), sortable: true },
          {
            accessor: 'short',
            title: t('settings.roles.short'),
            sortable: true,
            render: (row) => <code>{row.short}</code>,
          },
          {
            accessor: 'routes',
            title: t('settings.roles.routes_count'),
            render: (row) => row.routes.length,
          },
          {
            accessor: 'permissions',
            title: t('settings.roles.permissions'),
            render: (row) => (row.permissions ?? []).join(', '),
          },
          statusColumn(t),
        ]}
        renderFields={(form) => (
          <>
            <TextInput label={t('settings.roles.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('settings.roles.short')} withAsterisk {...form.getInputProps('short')} />
            <RolePermissionsSelect
              value={form.values.permissions}
              error={form.errors.permissions}
              onChange={(value) => form.setFieldValue('permissions', value)}
            />
            <Switch
              label={t('common.fields.active')}
              {...form.getInputProps('status', { type: 'checkbox' })}
            />
          </>
        )}
      />
    </Page>
  );
}
