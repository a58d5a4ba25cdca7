import { Center, Loader, Text } from '@mantine/core';
import { resources } from '@rp/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { CompanyProfileForm } from '../../../features/clients/components/company-profile-form';
import { CompanySelect } from '../../../features/clients/components/company-select';
import { useResourceItem } from '../../../lib/resource-hooks';

/** /clients/profiles: each company's job profile, benefits and routes, with their documents. */
export default function ProfilesPage() {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const company = useResourceItem(resources.companies, companyId ?? undefined);
  return (
    <Page title={t('routes.clients_profiles.title')}>
      <CompanySelect value={companyId} onChange={setCompanyId} w={{ base: '100%', sm: 420 }} />
      {companyId === null ? (
        <Text c="dimmed">{t('clients.pick_company')}</Text>
      ) : company.data ? (
        <CompanyProfileForm key={company.data.id} company={company.data} />
      ) : (
        <Center h={160}>
          <Loader />
        </Center>
      )}
    </Page>
  );
}
