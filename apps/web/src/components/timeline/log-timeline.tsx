import { Card, Text, Timeline, Title } from '@mantine/core';
import {
  formatDateTime,
  isStageChange,
  logSentence,
  previousStageLabel,
  type Translator,
} from '@rp/contract';
import type { VacancyLog } from '@rp/contract/entities';
import { IconClock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang, TextKey } from '../../lib/i18n';

/** The log row fields the timeline reads (vacancy-logs rows and get_timeline/ entries). */
export type TimelineRow = Pick<
  VacancyLog,
  'id' | 'status' | 'comment' | 'event' | 'user_name' | 'days' | 'created_at'
>;

/**
 * The shared timeline rules with the web's `t` (docs/decisions.md#direct-process-issue-6). The rules
 * build their keys at run time (a stage's name) and expect a missing one back unchanged, as `t`
 * answers it: the one place the web passes a key its type cannot list.
 */
export const translatorOf =
  (t: TFunction): Translator =>
  (key, params) =>
    String(t(key as TextKey, params));

/**
 * The entry's sentence and, for a stage change, the days spent in the stage it left — both in the
 * reader's language (docs/decisions.md#direct-process-issue-6). Entries older than the stored events keep their
 * sentence as written.
 */
function entryText(row: TimelineRow, lang: Lang, t: TFunction) {
  if (!row.event) return { sentence: row.comment ?? '', days: null };
  const tr = translatorOf(t);
  const stage = isStageChange(row.event) ? previousStageLabel(row.event, tr) : null;
  return {
    sentence: logSentence(row.event, lang, tr),
    days: stage ? t('common.timeline.days_in', { count: row.days, stage }) : null,
  };
}

/**
 * Log rows, oldest first: what happened (the entry's title is `label(row)`: the stage or event it
 * names, translated by the caller's area), the sentence, when, by whom and the days in the stage left.
 */
export function LogTimeline<T extends TimelineRow>(props: {
  rows: readonly T[];
  isError: boolean;
  label: (row: T) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'es';
  const { rows } = props;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('common.timeline.title')}>
      <Title order={3} fz="md" mb="md">
        {t('common.timeline.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.isError ? t('common.table.error') : t('common.timeline.empty')}
        </Text>
      ) : (
        <Timeline active={rows.length - 1} bulletSize={22} lineWidth={2}>
          {rows.map((row) => {
            const { sentence, days } = entryText(row, lang, t);
            return (
              <Timeline.Item key={row.id} bullet={<IconClock size={12} />} title={props.label(row)}>
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
