import { followUpStatuses, isOneOf, requirementStatuses } from '@rp/contract/enums';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LogTimeline } from '../../../components/timeline/log-timeline';
import { useRequirementLogs } from '../api/get-requirement-logs';

const logEvents = ['Edited', 'Assigned', 'Medical', 'Removed'] as const;

/** A log row's stage in the UI language (requirement and follow-up statuses, other events). */
function stageLabel(status: string | null, t: TFunction): string {
  if (!status) return '—';
  if (isOneOf(requirementStatuses, status)) return t(`common.enums.requeriment_status.${status}`);
  if (isOneOf(followUpStatuses, status)) return t(`common.enums.follow_up_status.${status}`);
  if (isOneOf(logEvents, status)) return t(`common.timeline.events.${status}`);
  return status;
}

/** The requirement's log rows (vacancy-logs), oldest first: what happened, when, by whom. */
export function RequirementTimeline({ requirementId }: { requirementId: number }) {
  const { t } = useTranslation();
  const query = useRequirementLogs(requirementId);
  return (
    <LogTimeline rows={query.data ?? []} isError={query.isError} label={(row) => stageLabel(row.status, t)} />
  );
}
