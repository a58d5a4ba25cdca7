import { Switch, TextInput } from '@mantine/core';
import { categoryCreateSchema, categoryUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { statusColumn } from '../../../components/crud/status-column';
import { Page } from '../../../components/layout/page';

type CategoryValues = { code: string; description: string; status: boolean };

/** /settings/categories: staff categories (DIRECT, INDIRECT, ADMINISTRATIVE, MANAGERIAL …). */
export default function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.settings_categories.title')}>
      <ResourceCrudPage<typeof resources.categories, CategoryValues>
        resource={resources.categories}
        entityLabel={t('settings.categories.entity')}
        defaultOrdering="code"
        createSchema={categoryCreateSchema}
        updateSchema={categoryUpdateSchema}
        emptyValues={{ code: '', description: '', status: true }}
        toFormValues={(row) => ({ code: row.code, description: row.description, status: row.status })}
        columns={[
          { accessor: 'code', title: t('settings.categories.code'), sortable: true },
          { accessor: 'description', title: t('settings.categories.description'), sortable: true },
          statusColumn(t),
        ]}
        renderFields={(form) => (
          <>
            <TextInput label={t('settings.categories.code')} withAsterisk {...form.getInputProps('code')} />
            <TextInput
              label={t('settings.categories.description')}
              withAsterisk
              {...form.getInputProps('description')}
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
