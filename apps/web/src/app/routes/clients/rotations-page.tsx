import { Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { formatPercent } from '@rp/contract';
import { resources } from '@rp/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../components/data-table/data-table';
import { Page } from '../../../components/layout/page';
import { CompanyRotation, formatPeriod } from '../../../features/clients/components/company-rotation';
import { CompanySelect, companyName } from '../../../features/clients/components/company-select';
import { useResourceItem } from '../../../lib/resource-hooks';

/** /clients/rotations: each company's rotation (turnover %) and its monthly history. */
export default function RotationsPage() {
  const { t, i18n } = useTranslation();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const company = useResourceItem(resources.companies, companyId ?? undefined);
  return (
    <Page title={t('routes.clients_rotations.title')}>
      <CompanySelect value={companyId} onChange={setCompanyId} w={{ base: '100%', sm: 420 }} />
      {companyId === null && <Text c="dimmed">{t('clients.pick_company')}</Text>}
      {companyId !== null && (
        <Card withBorder radius="md" padding="lg">
          {company.data ? (
            <Stack>
              <Title order={3} fz="lg">
                {companyName(company.data, i18n.language)}
              </Title>
              <CompanyRotation key={company.data.id} company={company.data} />
            </Stack>
          ) : (
            <Center h={160}>
              <Loader />
            </Center>
          )}
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
    </Page>
  );
}
