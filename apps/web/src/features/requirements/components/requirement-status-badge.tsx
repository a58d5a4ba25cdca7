import { Badge } from '@mantine/core';
import type { RequirementStatus } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';

const colors: Record<RequirementStatus, string> = {
  New: 'blue',
  Approved: 'teal',
  Recruiting: 'yellow',
  Closed: 'green',
  Cancel: 'gray',
};

/** A requirement status with its translated label (common.enums.requeriment_status). */
export function RequirementStatusBadge({ status }: { status: RequirementStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {t(`common.enums.requeriment_status.${status}`)}
    </Badge>
  );
}

/** The red "past due" badge (open positions beyond the allowed days). */
export function PastDueBadge({ isPastDue }: { isPastDue: boolean }) {
  const { t } = useTranslation();
  if (!isPastDue) return null;
  return (
    <Badge color="red" variant="filled" style={{ flexShrink: 0, overflow: 'visible' }}>
      {t('requirements.fields.past_due')}
    </Badge>
  );
}
