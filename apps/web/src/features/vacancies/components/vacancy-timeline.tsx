import '../texts';
import type { VacancyTimelineEntry } from '@rp/contract/entities';
import { isOneOf, vacancyStatuses } from '@rp/contract/enums';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LogTimeline } from '../../../components/timeline/log-timeline';
import { stageLabel, statusLabel } from '../../../components/vacancy/vacancy-labels';
import { useVacancyTimeline } from '../api/get-vacancy-timeline';

/** What an entry did, in the UI language: from its event when it has one, else its stored status. */
function entryLabel(row: VacancyTimelineEntry, t: TFunction): string {
  const event = row.event;
  if (event?.kind === 'vacancy_created') return t('vacancies.timeline.created');
  if (event?.kind === 'vacancy_status') return statusLabel(t, event.to);
  if (event?.kind === 'vacancy_stage') return stageLabel(t, event.to);
  if (event?.kind === 'approval') return t(`vacancies.timeline.${event.action}`);
  const status = row.status ?? row.stage;
  if (!status) return '—';
  return isOneOf(vacancyStatuses, status) ? statusLabel(t, status) : stageLabel(t, status);
}

/** The vacancy's timeline (get_timeline/), oldest first, in the reader's language. */
export function VacancyTimeline({ vacancyId }: { vacancyId: number }) {
  const { t } = useTranslation();
  const query = useVacancyTimeline(vacancyId);
  return <LogTimeline rows={query.data ?? []} isError={query.isError} label={(row) => entryLabel(row, t)} />;
}
