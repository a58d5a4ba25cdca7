import '../texts';
import { Group } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import type { HeadcountResult, TurnoverResult } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';

/** "Source: payroll database · read on …" or "Source: platform hires". */
export function SourceNote({ result }: { result: HeadcountResult | TurnoverResult | undefined }) {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <Group gap="xs" component="span">
      <span>{t('dashboard.source.label', { source: t(`dashboard.source.${result.source}`) })}</span>
      {result.synced_at && (
        <span>· {t('dashboard.source.synced', { date: formatDateTime(result.synced_at) })}</span>
      )}
    </Group>
  );
}
