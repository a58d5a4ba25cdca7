import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { CompanyList } from '../../../features/clients/components/company-list';

/** /clients/companies: client companies by priority, with their sites, links, profile and rotation. */
export default function CompaniesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.clients_companies.title')}>
      <CompanyList />
    </Page>
  );
}
