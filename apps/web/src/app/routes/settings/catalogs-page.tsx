import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import { catalogCreateSchema, catalogUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { statusColumn } from '../../../components/crud/status-column';
import { ResourceSelect } from '../../../components/form/resource-select';
import { Page } from '../../../components/layout/page';
import { useClasificationOptions } from '../../../features/settings/api/get-clasification-options';

type CatalogValues = {
  code: string;
  name: string;
  name_en: string;
  description: string;
  status: boolean;
  clas_id: number | null;
};

const clasLabel = (row: { id: number; name?: unknown }) => `${row.id} · ${String(row.name ?? '')}`;

/** /settings/catalogs: catalog items of one classification (docs/domain.md#formats-and-constants: classification ids), chosen in the toolbar. */
export default function CatalogsPage() {
  const { t } = useTranslation();
  const [clasId, setClasId] = useState(1);
  const clasifications = useClasificationOptions();
  return (
    <Page title={t('routes.settings_catalogs.title')}>
      <ResourceCrudPage<typeof resources.catalogs, CatalogValues>
        resource={resources.catalogs}
        entityLabel={t('settings.catalogs.entity')}
        defaultOrdering="name"
        filters={{ clas_id: clasId }}
        createSchema={catalogCreateSchema}
        updateSchema={catalogUpdateSchema}
        emptyValues={{ code: '', name: '', name_en: '', description: '', status: true, clas_id: clasId }}
        toFormValues={(row) => ({
          code: row.code,
          name: row.name,
          name_en: row.name_en ?? '',
          description: row.description ?? '',
          status: row.status,
          clas_id: row.clas_id,
        })}
        toolbar={
          <Select
            aria-label={t('settings.catalogs.clasification')}
            placeholder={t('settings.catalogs.clasification')}
            w={260}
            allowDeselect={false}
            searchable
            value={String(clasId)}
            onChange={(value) => value && setClasId(Number(value))}
            data={(clasifications.data ?? []).map((row) => ({
              value: String(row.id),
              label: clasLabel(row),
            }))}
          />
        }
        columns={[
          { accessor: 'code', title: t('settings.catalogs.code'), sortable: true },
          { accessor: 'name', title: t('settings.catalogs.name'), sortable: true },
          { accessor: 'name_en', title: t('settings.catalogs.name_en'), sortable: true },
          { accessor: 'description', title: t('settings.catalogs.description') },
          statusColumn(t),
        ]}
        renderFields={(form) => (
          <>
            <ResourceSelect
              resource={resources.clasifications}
              params={{ ordering: 'id' }}
              labelOf={clasLabel}
              label={t('settings.catalogs.clasification')}
              withAsterisk
              clearable={false}
              {...form.getInputProps('clas_id')}
              value={form.values.clas_id}
            />
            <TextInput label={t('settings.catalogs.code')} withAsterisk {...form.getInputProps('code')} />
            <TextInput label={t('settings.catalogs.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('settings.catalogs.name_en')} {...form.getInputProps('name_en')} />
            <Textarea
              label={t('settings.catalogs.description')}
              autosize
              minRows={2}
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
