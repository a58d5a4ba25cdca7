import { Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { yearChoices } from '@rp/contract';
import type { Target } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../../components/crud/use-confirmed-delete';
import { ResourceTable } from '../../../components/data-table/data-table';
import { EditDeleteActions, rowActionsColumn } from '../../../components/data-table/row-actions';
import { ResourceSelect } from '../../../components/form/resource-select';
import { useGuardedSwitch } from '../../../components/form/unsaved-changes';
import { categoryLabel } from '../../../lib/labels';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { useCompanyAccess } from '../api/get-company-access';
import { CompanySelect, companyName } from './company-select';
import { TargetEditor } from './target-editor';

const sum = (months: readonly number[]) => months.reduce((total, value) => total + value, 0);

/**
 * Monthly targets per company, category and year (what dashboards compare against): the editor of
 * the chosen one and the list of saved ones (the targets page).
 */
export function TargetBoard() {
  const { t, i18n } = useTranslation();
  const [company, setCompany] = useState<number | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const [year, setYear] = useState(new Date().getFullYear());
  const companies = useCompanyAccess();
  const categories = useResourceOptions(resources.categories, { ordering: 'code' });
  const companyNames = useMemo(
    () => new Map((companies.data ?? []).map((row) => [row.id, companyName(row, i18n.language)])),
    [companies.data, i18n.language],
  );
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((row) => [row.id, categoryLabel(t, row)])),
    [categories.data, t],
  );
  const saved = useResourceOptions(
    resources.targets,
    { company, category },
    company !== null && category !== null,
  );
  const target = saved.data?.find((row) => row.values.year === year) ?? null;
  const years = [...new Set([...yearChoices(), year])].sort((a, b) => b - a);
  const handleDelete = useConfirmedDelete(resources.targets);

  // another target's editor replaces this one: asked first while it holds unsaved input
  const guard = useGuardedSwitch();
  const open = guard((row: Target) => {
    setCompany(row.company);
    setCategory(row.category);
    setYear(row.values.year);
  });

  return (
    <>
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <CompanySelect value={company} onChange={guard(setCompany)} w={{ base: '100%', sm: 340 }} />
            <ResourceSelect
              resource={resources.categories}
              params={{ ordering: 'code' }}
              labelOf={(row) => categoryLabel(t, row)}
              label={t('clients.targets.category')}
              w={{ base: '100%', sm: 260 }}
              value={category}
              onChange={guard(setCategory)}
            />
            <Select
              label={t('clients.targets.year')}
              w={120}
              allowDeselect={false}
              data={years.map(String)}
              value={String(year)}
              onChange={guard((value: string | null) => value && setYear(Number(value)))}
            />
          </Group>
          <Title order={3} fz="md">
            {t('clients.targets.months')}
          </Title>
          {company === null || category === null || !saved.isSuccess ? (
            <Text c="dimmed">{t('clients.targets.pick')}</Text>
          ) : (
            <TargetEditor
              key={`${company}-${category}-${year}-${target?.id ?? 'new'}`}
              company={company}
              category={category}
              year={year}
              target={target}
            />
          )}
        </Stack>
      </Card>

      <Title order={3} fz="md">
        {t('clients.targets.existing')}
      </Title>
      <ResourceTable
        resource={resources.targets}
        searchable={false}
        defaultOrdering="-id"
        filters={{ company: company ?? undefined }}
        columns={[
          {
            accessor: 'company',
            title: t('clients.company'),
            sortable: true,
            render: (row) => companyNames.get(row.company) ?? row.company,
          },
          {
            accessor: 'category',
            title: t('clients.targets.category'),
            sortable: true,
            render: (row) => categoryNames.get(row.category) ?? row.category,
          },
          { accessor: 'values.year', title: t('clients.targets.year'), render: (row) => row.values.year },
          {
            accessor: 'values.months',
            title: t('clients.targets.total'),
            textAlign: 'right',
            render: (row) => sum(row.values.months).toLocaleString('en-US'),
          },
          rowActionsColumn<Target>(t, (row) => {
            const name = `${companyNames.get(row.company) ?? row.company} · ${
              categoryNames.get(row.category) ?? row.category
            } · ${row.values.year}`;
            return (
              <EditDeleteActions
                rowName={name}
                onEdit={() => open(row)}
                onDelete={() => void handleDelete(row)}
              />
            );
          }),
        ]}
      />
    </>
  );
}
