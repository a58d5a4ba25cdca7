import '../texts';
import { Badge } from '@mantine/core';
import type { VacancyStatus } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';
import { stageLabel, statusLabel } from '../../../components/vacancy/vacancy-labels';

export const statusColors: Record<VacancyStatus, string> = {
  New: 'blue',
  Pending: 'yellow',
  Complete: 'green',
  Cancel: 'gray',
};

const badgeStyle = { flexShrink: 0, overflow: 'visible' } as const;

/** A vacancy status with its translated label. */
export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status]} variant="light" style={badgeStyle}>
      {statusLabel(t, status)}
    </Badge>
  );
}

/** A working stage (Waiting approval, Approved …) with its translated label. */
export function StageBadge({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation();
  if (!name) return null;
  return (
    <Badge color="teal" variant="outline" tt="none" style={badgeStyle}>
      {stageLabel(t, name)}
    </Badge>
  );
}

/** The red "past due" badge: open, with the expected start date already past. */
export function PastDueBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="filled" style={badgeStyle}>
      {t('vacancies.fields.past_due')}
    </Badge>
  );
}
