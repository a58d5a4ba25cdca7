import { Card, Text, Timeline, Title } from '@mantine/core';
import {
  formatDateTime,
  isStageChange,
  logSentence,
  previousStageLabel,
  type Translator,
} from '@rp/contract';
import type { VacancyLog } from '@rp/contract/entities';
import { followUpStatuses, requirementStatuses } from '@rp/contract/enums';
import { IconClock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/i18n';
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

/**
 * The entry's sentence and, for a stage change, the days spent in the stage it left — both in the
 * reader's language (docs/decisions.md#direct-process-issue-6). Entries older than the stored events keep their
 * sentence as written.
 */
function entryText(row: VacancyLog, lang: Lang, t: TFunction) {
  if (!row.event) return { sentence: row.comment ?? '', days: null };
  const tr: Translator = (key, params) => String(t(key as never, params as never));
  const stage = isStageChange(row.event) ? previousStageLabel(row.event, tr) : null;
  return {
    sentence: logSentence(row.event, lang, tr),
    days: stage ? t('requirements.timeline.days_in', { count: row.days, stage }) : null,
  };
}

/** The requirement's log rows (vacancy-logs), oldest first: what happened, when, by whom. */
export function RequirementTimeline({ requirementId }: { requirementId: number }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'es';
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
          {rows.map((row) => {
            const { sentence, days } = entryText(row, lang, t);
            return (
              <Timeline.Item key={row.id} bullet={<IconClock size={12} />} title={stageLabel(row.status, t)}>
                {sentence && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {sentence}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {[formatDateTime(row.created_at), row.user_name, days].filter(Boolean).join(' · ')}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
