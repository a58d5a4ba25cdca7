import { Badge, Select, Switch, TextInput } from '@mantine/core';
import { positionCreateSchema, positionUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { localizedName } from '@rp/contract/rules/names';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { statusColumn } from '../../../components/crud/status-column';
import { ResourceSelect } from '../../../components/form/resource-select';
import { Page } from '../../../components/layout/page';
import { useCompanyOptions } from '../../../features/settings/api/get-company-options';

type PositionValues = { name_es: string; name_en: string; company: number | null; status: boolean };

/** The company filter: every position, the shared ones (no company) or one company's. */
const sharedFilter = 'shared';

/** /settings/positions: positions, shared by every company or belonging to one. */
export default function PositionsPage() {
  const { t, i18n } = useTranslation();
  const [companyFilter, setCompanyFilter] = useState<string | null>(null);
  const companies = useCompanyOptions();
  const companyName = useMemo(
    () =>
      new Map(
        (companies.data ?? []).map((row) => [
          row.id,
          localizedName({ es: row.name_es, en: row.name_en }, i18n.language),
        ]),
      ),
    [companies.data, i18n.language],
  );
  // shared positions have no company
  const companyFilters =
    companyFilter === sharedFilter
      ? { company__isnull: true }
      : { company: companyFilter ? Number(companyFilter) : undefined };

  return (
    <Page title={t('routes.settings_positions.title')}>
      <ResourceCrudPage<typeof resources.positions, PositionValues>
        resource={resources.positions}
        entityLabel={t('settings.positions.entity')}
        defaultOrdering="name_es"
        filters={companyFilters}
        createSchema={positionCreateSchema}
        updateSchema={positionUpdateSchema}
        emptyValues={{ name_es: '', name_en: '', company: null, status: true }}
        toFormValues={(row) => ({
          name_es: row.name_es,
          name_en: row.name_en ?? '',
          company: row.company,
          status: row.status,
        })}
        toolbar={
          <Select
            aria-label={t('settings.positions.filter_company')}
            placeholder={t('settings.positions.filter_company')}
            w={260}
            searchable
            clearable
            value={companyFilter}
            onChange={setCompanyFilter}
            data={[
              { value: sharedFilter, label: t('settings.positions.shared') },
              ...[...companyName].map(([id, name]) => ({ value: String(id), label: name })),
            ]}
          />
        }
        columns={[
          { accessor: 'name_es', title: t('settings.positions.name_es'), sortable: true },
          { accessor: 'name_en', title: t('settings.positions.name_en'), sortable: true },
          {
            accessor: 'company',
            title: t('settings.positions.company'),
            sortable: true,
            render: (row) =>
              row.company === null ? (
                <Badge variant="outline" color="gray">
                  {t('settings.positions.shared')}
                </Badge>
              ) : (
                (companyName.get(row.company) ?? row.company)
              ),
          },
          statusColumn(t),
        ]}
        renderFields={(form) => (
          <>
            <TextInput
              label={t('settings.positions.name_es')}
              withAsterisk
              {...form.getInputProps('name_es')}
            />
            <TextInput label={t('settings.positions.name_en')} {...form.getInputProps('name_en')} />
            <ResourceSelect
              resource={resources.companies}
              params={{ ordering: 'name_es' }}
              label={t('settings.positions.company')}
              placeholder={t('settings.positions.shared')}
              {...form.getInputProps('company')}
              value={form.values.company}
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
