import { Badge, Select, Switch, TextInput } from '@mantine/core';
import { type VacancyType, vacancyTypes } from '@rp/contract';
import { defaultApprovalCreateSchema, defaultApprovalUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrudPage } from '../../../components/crud/resource-crud-page';
import { IntegerField } from '../../../components/form/decimal-field';
import { ResourceSelect } from '../../../components/form/resource-select';
import { Page } from '../../../components/layout/page';
import { useRegionOptions } from '../../../features/settings/api/get-region-options';

type ApprovalValues = {
  full_name: string;
  title: string;
  email: string;
  approval_type: VacancyType;
  sort_item: number | string;
  send_email: boolean;
  region: number | null;
};

/** /settings/default_approvals: the approvers copied into each vacancy by region and type. */
export default function DefaultApprovalsPage() {
  const { t } = useTranslation();
  const [region, setRegion] = useState<number | null>(null);
  const [approvalType, setApprovalType] = useState<VacancyType | null>(null);
  const regions = useRegionOptions();
  const regionName = useMemo(
    () => new Map((regions.data ?? []).map((row) => [row.id, row.name])),
    [regions.data],
  );
  const typeOptions = vacancyTypes.map((type) => ({
    value: type,
    label: t(`settings.default_approvals.types.${type}`),
  }));

  return (
    <Page title={t('routes.settings_default_approvals.title')}>
      <ResourceCrudPage<(typeof resources)['default-approvals'], ApprovalValues>
        resource={resources['default-approvals']}
        entityLabel={t('settings.default_approvals.entity')}
        defaultOrdering="region,approval_type,sort_item"
        filters={{ region: region ?? undefined, approval_type: approvalType ?? undefined }}
        createSchema={defaultApprovalCreateSchema}
        updateSchema={defaultApprovalUpdateSchema}
        emptyValues={{
          full_name: '',
          title: '',
          email: '',
          approval_type: approvalType ?? 'shelter',
          sort_item: 0,
          send_email: true,
          region,
        }}
        toFormValues={(row) => ({
          full_name: row.full_name,
          title: row.title ?? '',
          email: row.email,
          approval_type: row.approval_type,
          sort_item: row.sort_item,
          send_email: row.send_email,
          region: row.region,
        })}
        toBody={(values) => ({
          ...values,
          title: values.title.trim() === '' ? null : values.title,
          sort_item: values.sort_item === '' ? 0 : Number(values.sort_item),
        })}
        toolbar={
          <>
            <Select
              aria-label={t('settings.default_approvals.filter_region')}
              placeholder={t('settings.default_approvals.filter_region')}
              w={200}
              searchable
              clearable
              value={region === null ? null : String(region)}
              onChange={(value) => setRegion(value ? Number(value) : null)}
              data={[...regionName].map(([id, name]) => ({ value: String(id), label: name }))}
            />
            <Select
              aria-label={t('settings.default_approvals.filter_type')}
              placeholder={t('settings.default_approvals.filter_type')}
              w={200}
              clearable
              value={approvalType}
              onChange={(value) => setApprovalType((value as VacancyType | null) ?? null)}
              data={typeOptions}
            />
          </>
        }
        columns={[
          {
            accessor: 'region',
            title: t('settings.default_approvals.region'),
            sortable: true,
            render: (row) => regionName.get(row.region) ?? row.region,
          },
          {
            accessor: 'approval_type',
            title: t('settings.default_approvals.approval_type'),
            sortable: true,
            render: (row) => (
              <Badge variant="light">{t(`settings.default_approvals.types.${row.approval_type}`)}</Badge>
            ),
          },
          { accessor: 'sort_item', title: t('settings.default_approvals.sort_item'), sortable: true },
          { accessor: 'full_name', title: t('settings.default_approvals.full_name'), sortable: true },
          { accessor: 'title', title: t('settings.default_approvals.title'), sortable: true },
          { accessor: 'email', title: t('settings.default_approvals.email'), sortable: true },
          {
            accessor: 'send_email',
            title: t('settings.default_approvals.send_email'),
            sortable: true,
            render: (row) => (row.send_email ? t('common.actions.yes') : t('common.actions.no')),
          },
        ]}
        renderFields={(form) => (
          <>
            <TextInput
              label={t('settings.default_approvals.full_name')}
              withAsterisk
              {...form.getInputProps('full_name')}
            />
            <TextInput label={t('settings.default_approvals.title')} {...form.getInputProps('title')} />
            <TextInput
              label={t('settings.default_approvals.email')}
              type="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <ResourceSelect
              resource={resources.regions}
              params={{ ordering: 'name' }}
              label={t('settings.default_approvals.region')}
              withAsterisk
              {...form.getInputProps('region')}
              value={form.values.region}
            />
            <Select
              label={t('settings.default_approvals.approval_type')}
              allowDeselect={false}
              data={typeOptions}
              {...form.getInputProps('approval_type')}
            />
            <IntegerField
              label={t('settings.default_approvals.sort_item')}
              {...form.getInputProps('sort_item')}
            />
            <Switch
              label={t('settings.default_approvals.send_email')}
              {...form.getInputProps('send_email', { type: 'checkbox' })}
            />
          </>
        )}
      />
    </Page>
  );
}
