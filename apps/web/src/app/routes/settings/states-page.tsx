import { TextInput } from '@mantine/core';
import { stateCreateSchema, stateUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { ResourceSelect } from '../../../components/form/resource-select';
import { Page } from '../../../components/layout/page';
import { useCountryOptions } from '../../../features/settings/api/get-country-options';

type StateValues = { name: string; code: string; nation: number | null };

/** /settings/states: states with their code and country (`nation`). */
export default function StatesPage() {
  const { t } = useTranslation();
  const [nation, setNation] = useState<number | null>(null);
  const countries = useCountryOptions();
  const countryName = useMemo(
    () => new Map((countries.data ?? []).map((row) => [row.id, row.name])),
    [countries.data],
  );
  return (
    <Page title={t('routes.settings_states.title')}>
      <ResourceCrudPage<typeof resources.states, StateValues>
        resource={resources.states}
        entityLabel={t('clients.states.entity')}
        defaultOrdering="name"
        filters={{ nation: nation ?? undefined }}
        createSchema={stateCreateSchema}
        updateSchema={stateUpdateSchema}
        emptyValues={{ name: '', code: '', nation }}
        toFormValues={(row) => ({ name: row.name, code: row.code ?? '', nation: row.nation })}
        toolbar={
          <ResourceSelect
            resource={resources.countries}
            params={{ ordering: 'name' }}
            aria-label={t('clients.states.filter_nation')}
            placeholder={t('clients.states.nation')}
            w={220}
            value={nation}
            onChange={setNation}
          />
        }
        columns={[
          { accessor: 'name', title: t('clients.states.name'), sortable: true },
          { accessor: 'code', title: t('clients.states.code'), sortable: true },
          {
            accessor: 'nation',
            title: t('clients.states.nation'),
            sortable: true,
            render: (row) => (row.nation === null ? '' : (countryName.get(row.nation) ?? row.nation)),
          },
        ]}
        renderFields={(form) => (
          <>
            <TextInput label={t('clients.states.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('clients.states.code')} {...form.getInputProps('code')} />
            <ResourceSelect
              resource={resources.countries}
              params={{ ordering: 'name' }}
              label={t('clients.states.nation')}
              {...form.getInputProps('nation')}
              value={form.values.nation}
            />
          </>
        )}
      />
    </Page>
  );
}
