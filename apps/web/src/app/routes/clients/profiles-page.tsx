import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { CompanyProfiles } from '../../../features/clients/components/company-profiles';

/** /clients/profiles: each company's job profile, benefits and routes, with their documents. */
export default function ProfilesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.clients_profiles.title')}>
      <CompanyProfiles />
    </Page>
  );
}
