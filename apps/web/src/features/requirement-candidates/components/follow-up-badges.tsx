import { Badge } from '@mantine/core';
import type { RequirementCandidate } from '@rp/contract/entities';
import { type MedicalState, shownMedicalStatus } from '@rp/contract/permissions';
import { useTranslation } from 'react-i18next';
import { medicalColors, statusColors } from './follow-up-colors';

/** The follow-up status; a no-show also says when (at interview / at hiring). */
export function FollowUpStatusBadge({
  row,
}: {
  row: Pick<RequirementCandidate, 'status' | 'type_not_attend'>;
}) {
  const { t } = useTranslation();
  const label = t(`common.enums.follow_up_status.${row.status}`);
  return (
    <Badge color={statusColors[row.status]} variant="light" style={{ minWidth: 'max-content' }}>
      {row.status === 'NotAttend' && row.type_not_attend
        ? `${label} · ${t(`common.enums.type_not_attend.${row.type_not_attend}`)}`
        : label}
    </Badge>
  );
}

/**
 * The medical status as stored: unset is `pending` when the exam is required and `no_required` when
 * it is not (`shownMedicalStatus`, docs/domain.md#pre-hire-medical-gate).
 */
export function MedicalStatusBadge({ row }: { row: MedicalState }) {
  const { t } = useTranslation();
  const key = shownMedicalStatus(row);
  return (
    <Badge color={medicalColors[key] ?? 'gray'} variant="outline" style={{ minWidth: 'max-content' }}>
      {t(`common.enums.medical_status.${key}`)}
    </Badge>
  );
}
