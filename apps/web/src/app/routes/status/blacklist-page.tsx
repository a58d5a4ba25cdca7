import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { BlacklistList } from '../../../features/blacklist/components/blacklist-list';

/** /status/blacklist: blacklist entries with their candidate, history and return. */
export default function BlacklistPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.status_blacklist.title')}>
      <BlacklistList />
    </Page>
  );
}
