import { Select, TextInput } from '@mantine/core';
import { cityCreateSchema, cityUpdateSchema, type State } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { Page } from '../../../components/layout/page';
import { useStateOptions } from '../../../features/settings/api/get-state-options';

type CityValues = { name: string; state_code: string; state_name: string };

/** /settings/cities: cities with the code and name of their state. */
export default function CitiesPage() {
  const { t } = useTranslation();
  const [stateCode, setStateCode] = useState<string | null>(null);
  const states = useStateOptions();
  const stateOptions = (states.data ?? [])
    .filter((row): row is State & { code: string } => Boolean(row.code))
    .map((row) => ({ value: row.code, label: `${row.name} (${row.code})` }));
  const stateOf = (code: string) => states.data?.find((row) => row.code === code);

  return (
    <Page title={t('routes.settings_cities.title')}>
      <ResourceCrudPage<typeof resources.cities, CityValues>
        resource={resources.cities}
        entityLabel={t('clients.cities.entity')}
        defaultOrdering="name"
        filters={{ state_code: stateCode ?? undefined }}
        createSchema={cityCreateSchema}
        updateSchema={cityUpdateSchema}
        emptyValues={{
          name: '',
          state_code: stateCode ?? '',
          state_name: stateCode ? (stateOf(stateCode)?.name ?? '') : '',
        }}
        toFormValues={(row) => ({
          name: row.name,
          state_code: row.state_code ?? '',
          state_name: row.state_name ?? '',
        })}
        toolbar={
          <Select
            aria-label={t('clients.cities.filter_state')}
            placeholder={t('clients.cities.state_name')}
            w={240}
            searchable
            clearable
            data={stateOptions}
            value={stateCode}
            onChange={setStateCode}
          />
        }
        columns={[
          { accessor: 'name', title: t('clients.cities.name'), sortable: true },
          { accessor: 'state_name', title: t('clients.cities.state_name'), sortable: true },
          { accessor: 'state_code', title: t('clients.cities.state_code'), sortable: true },
        ]}
        renderFields={(form) => (
          <>
            <TextInput label={t('clients.cities.name')} withAsterisk {...form.getInputProps('name')} />
            <Select
              label={t('clients.cities.state_name')}
              searchable
              clearable
              data={stateOptions}
              value={form.values.state_code || null}
              onChange={(code) => {
                form.setFieldValue('state_code', code ?? '');
                form.setFieldValue('state_name', code ? (stateOf(code)?.name ?? '') : '');
              }}
              error={form.errors.state_code ?? form.errors.state_name}
            />
          </>
        )}
      />
    </Page>
  );
}
