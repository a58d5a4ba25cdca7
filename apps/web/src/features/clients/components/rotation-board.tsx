import { Card, Stack, Text, Title } from '@mantine/core';
import { formatPercent } from '@rp/contract';
import { resources } from '@rp/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../components/data-table/data-table';
import { RecordState } from '../../../components/feedback/record-state';
import { useGuardedSwitch } from '../../../components/form/unsaved-changes';
import { useResourceItem } from '../../../lib/resource-hooks';
import { CompanyRotation, formatPeriod } from './company-rotation';
import { CompanySelect, companyName } from './company-select';

/** Each company's rotation (turnover %): the chosen company's monthly history and the list of all (the rotations page). */
export function RotationBoard() {
  const { t, i18n } = useTranslation();
  // another company's form replaces this one: asked first while it holds unsaved input
  const guard = useGuardedSwitch();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const company = useResourceItem(resources.companies, companyId ?? undefined);
  return (
    <>
      <CompanySelect value={companyId} onChange={guard(setCompanyId)} w={{ base: '100%', sm: 420 }} />
      {companyId === null ? (
        <Text c="dimmed">{t('clients.pick_company')}</Text>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <RecordState query={company} notFound={<Text c="dimmed">{t('errors.not_found')}</Text>}>
            {(row) => (
              <Stack>
                <Title order={3} fz="lg">
                  {companyName(row, i18n.language)}
                </Title>
                <CompanyRotation key={row.id} company={row} />
              </Stack>
            )}
          </RecordState>
        </Card>
      )}
      <Title order={3} fz="md">
        {t('clients.rotations.companies')}
      </Title>
      <ResourceTable
        resource={resources.companies}
        defaultOrdering="-rotation"
        onRowClick={(row) => setCompanyId(row.id)}
        columns={[
          { accessor: 'code', title: t('clients.companies.code'), sortable: true },
          {
            accessor: 'name_es',
            title: t('clients.companies.name'),
            sortable: true,
            render: (row) => companyName(row, i18n.language),
          },
          {
            accessor: 'rotation',
            title: t('clients.rotations.current'),
            sortable: true,
            textAlign: 'right',
            render: (row) => formatPercent(row.rotation),
          },
          {
            accessor: 'rotations',
            title: t('clients.rotations.latest_period'),
            render: (row) => {
              const latest = [...row.rotations].sort((a, b) => b.period.localeCompare(a.period))[0];
              return latest ? formatPeriod(latest.period, i18n.language) : '';
            },
          },
        ]}
      />
    </>
  );
}
