import { Badge, Stack, Text } from '@mantine/core';
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
  const badge = (
    <Badge color={statusColors[row.status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`common.enums.follow_up_status.${row.status}`)}
    </Badge>
  );
  if (row.status !== 'NotAttend' || !row.type_not_attend) return badge;
  // when beneath the badge, not inside it: a whole badge "DID NOT ATTEND · AT INTERVIEW" was wider
  // than half a phone's card
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      <Text size="xs" c="dimmed">
        {t(`common.enums.type_not_attend.${row.type_not_attend}`)}
      </Text>
    </Stack>
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
