import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { departmentCreateSchema, departmentUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { localizedName } from '@rp/contract/rules/names';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { statusColumn } from '../../../components/crud/status-column';
import { Page } from '../../../components/layout/page';

type DepartmentValues = {
  code: string;
  name_es: string;
  name_en: string;
  text: string;
  sub_cta: string;
  public_name: string;
  status: boolean;
};

/** /settings/departments: the departments of the headcount dashboards. */
export default function DepartmentsPage() {
  const { t, i18n } = useTranslation();
  return (
    <Page title={t('routes.settings_departments.title')}>
      <ResourceCrudPage<typeof resources.departments, DepartmentValues>
        resource={resources.departments}
        entityLabel={t('clients.departments.entity')}
        defaultOrdering="name_es"
        createSchema={departmentCreateSchema}
        updateSchema={departmentUpdateSchema}
        emptyValues={{
          code: '',
          name_es: '',
          name_en: '',
          text: '',
          sub_cta: '',
          public_name: '',
          status: true,
        }}
        toFormValues={(row) => ({
          code: row.code,
          name_es: row.name_es,
          name_en: row.name_en ?? '',
          text: row.text ?? '',
          sub_cta: row.sub_cta ?? '',
          public_name: row.public_name ?? '',
          status: row.status,
        })}
        columns={[
          { accessor: 'code', title: t('clients.departments.code'), sortable: true },
          {
            accessor: i18n.language === 'en' ? 'name_en' : 'name_es',
            title: t('common.fields.name'),
            sortable: true,
            render: (row) => localizedName({ es: row.name_es, en: row.name_en }, i18n.language),
          },
          { accessor: 'public_name', title: t('clients.departments.public_name'), sortable: true },
          { accessor: 'sub_cta', title: t('clients.departments.sub_cta'), sortable: true },
          statusColumn(t),
        ]}
        renderFields={(form) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('clients.departments.code')} withAsterisk {...form.getInputProps('code')} />
              <TextInput label={t('clients.departments.sub_cta')} {...form.getInputProps('sub_cta')} />
              <TextInput
                label={t('clients.departments.name_es')}
                withAsterisk
                {...form.getInputProps('name_es')}
              />
              <TextInput label={t('clients.departments.name_en')} {...form.getInputProps('name_en')} />
            </SimpleGrid>
            <TextInput label={t('clients.departments.public_name')} {...form.getInputProps('public_name')} />
            <Textarea
              label={t('clients.departments.text')}
              autosize
              minRows={2}
              {...form.getInputProps('text')}
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
