import { TextInput } from '@mantine/core';
import { countryCreateSchema, countryUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { Page } from '../../../components/layout/page';

type CountryValues = { name: string; code: string; telephone_code: string };

/** /settings/countries: countries with their ISO code and telephone code (site forms use them). */
export default function CountriesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.settings_countries.title')}>
      <ResourceCrudPage<typeof resources.countries, CountryValues>
        resource={resources.countries}
        entityLabel={t('clients.countries.entity')}
        defaultOrdering="name"
        createSchema={countryCreateSchema}
        updateSchema={countryUpdateSchema}
        emptyValues={{ name: '', code: '', telephone_code: '' }}
        toFormValues={(row) => ({ name: row.name, code: row.code, telephone_code: row.telephone_code ?? '' })}
        columns={[
          { accessor: 'name', title: t('clients.countries.name'), sortable: true },
          { accessor: 'code', title: t('clients.countries.code'), sortable: true },
          { accessor: 'telephone_code', title: t('clients.countries.telephone_code'), sortable: true },
        ]}
        renderFields={(form) => (
          <>
            <TextInput label={t('clients.countries.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput
              label={t('clients.countries.code')}
              withAsterisk
              maxLength={2}
              styles={{ input: { textTransform: 'uppercase' } }}
              {...form.getInputProps('code')}
            />
            <TextInput
              label={t('clients.countries.telephone_code')}
              placeholder="+52"
              {...form.getInputProps('telephone_code')}
            />
          </>
        )}
      />
    </Page>
  );
}
