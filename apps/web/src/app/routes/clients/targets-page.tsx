import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { TargetBoard } from '../../../features/clients/components/target-board';

/** /clients/targets: monthly targets per company, category and year (what dashboards compare against). */
export default function TargetsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.clients_targets.title')}>
      <TargetBoard />
    </Page>
  );
}
