import { Card, Text, Timeline, Title } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import { followUpStatuses, requirementStatuses } from '@rp/contract/enums';
import { IconClock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useRequirementLogs } from '../api/get-requirement-logs';

const logEvents = ['Edited', 'Assigned', 'Medical', 'Removed'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A log row's stage in the UI language (requirement and follow-up statuses, other events). */
function stageLabel(status: string | null, t: TFunction): string {
  if (!status) return '—';
  if (isOneOf(requirementStatuses, status)) return t(`common.enums.requeriment_status.${status}`);
  if (isOneOf(followUpStatuses, status)) return t(`common.enums.follow_up_status.${status}`);
  if (isOneOf(logEvents, status)) return t(`requirements.timeline.events.${status}`);
  return status;
}

/** The requirement's log rows (vacancy-logs): stage left, days spent there, who and when. */
export function RequirementTimeline({ requirementId }: { requirementId: number }) {
  const { t } = useTranslation();
  const query = useRequirementLogs(requirementId);
  const rows = query.data ?? [];
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={t('requirements.timeline.title')}
    >
      <Title order={3} fz="md" mb="md">
        {t('requirements.timeline.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {query.isError ? t('common.table.error') : t('requirements.timeline.empty')}
        </Text>
      ) : (
        <Timeline active={rows.length - 1} bulletSize={22} lineWidth={2}>
          {rows.map((row) => (
            <Timeline.Item key={row.id} bullet={<IconClock size={12} />} title={stageLabel(row.status, t)}>
              {row.comment && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {row.comment}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(row.created_at)}
                {row.user_name ? ` · ${row.user_name}` : ''} ·{' '}
                {t('requirements.timeline.days', { count: row.days })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
