import { Switch, TextInput } from '@mantine/core';
import { regionCreateSchema, regionUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { statusColumn } from '../../../components/crud/status-column';
import { Page } from '../../../components/layout/page';

export default function RegionsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.settings_regions.title')}>
      <ResourceCrudPage<typeof resources.regions, { name: string; area: string; status: boolean }>
        resource={resources.regions}
        entityLabel={t('settings.regions.entity')}
        defaultOrdering="name"
        createSchema={regionCreateSchema}
        updateSchema={regionUpdateSchema}
        emptyValues={{ name: '', area: '', status: true }}
        toFormValues={(row) => ({ name: row.name, area: row.area ?? '', status: row.status })}
        columns={[
          { accessor: 'name', title: t('settings.regions.name'), sortable: true },
          { accessor: 'area', title: t('settings.regions.area'), sortable: true },
          statusColumn(t),
        ]}
        renderFields={(form) => (
          <>
            <TextInput label={t('settings.regions.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('settings.regions.area')} {...form.getInputProps('area')} />
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
