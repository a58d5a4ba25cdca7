import { Text } from '@mantine/core';
import { resources } from '@rp/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordState } from '../../../components/feedback/record-state';
import { useGuardedSwitch } from '../../../components/form/unsaved-changes';
import { useResourceItem } from '../../../lib/resource-hooks';
import { CompanyProfileForm } from './company-profile-form';
import { CompanySelect } from './company-select';

/** A company picked from the user's companies, then its profile, benefits and routes form (the profiles page). */
export function CompanyProfiles() {
  const { t } = useTranslation();
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
        <RecordState query={company} notFound={<Text c="dimmed">{t('errors.not_found')}</Text>}>
          {(row) => <CompanyProfileForm key={row.id} company={row} />}
        </RecordState>
      )}
    </>
  );
}
