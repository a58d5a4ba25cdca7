import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { AuditLogList } from '../../../features/audit/components/audit-log-list';

/** /settings/audit_log: the audit log, superusers only (docs/domain.md#audit-log). */
export default function AuditLogPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.settings_audit_log.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.audit_log.intro')}
      </Text>
      <AuditLogList />
    </Page>
  );
}
