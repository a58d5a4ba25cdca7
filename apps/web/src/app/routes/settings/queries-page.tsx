import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { PayrollQueries } from '../../../features/payroll/components/payroll-queries';

/** /settings/queries: the read-only queries of the payroll databases (headcount, turnover …). */
export default function QueriesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.settings_queries.title')}>
      <PayrollQueries />
    </Page>
  );
}
