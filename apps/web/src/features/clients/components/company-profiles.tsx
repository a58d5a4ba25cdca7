import { Text } from '@mantine/core';
import { resources } from '@rp/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordState } from '../../../components/feedback/record-state';
import { useResourceItem } from '../../../lib/resource-hooks';
import { CompanyProfileForm } from './company-profile-form';
import { CompanySelect } from './company-select';

/** A company picked from the user's companies, then its profile, benefits and routes form (the profiles page). */
export function CompanyProfiles() {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const company = useResourceItem(resources.companies, companyId ?? undefined);
  return (
    <>
      <CompanySelect value={companyId} onChange={setCompanyId} w={{ base: '100%', sm: 420 }} />
      {companyId === null ? (
        <Text c="dimmed">{t('clients.pick_company')}</Text>
      ) : (
        <RecordState query={company} notFound={<Text c="dimmed">{t('errors.not_found')}</Text>}>
          {(row) => <CompanyProfileForm key={row.id} company={row} />}
        </RecordState>
      )}
    </>
  );
}
