import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { PayrollServers } from '../../../features/payroll/components/payroll-servers';

/** /settings/servers: the clients' payroll databases. */
export default function ServersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.settings_servers.title')}>
      <PayrollServers />
    </Page>
  );
}
