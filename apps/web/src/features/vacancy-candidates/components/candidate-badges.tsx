import '../texts';
import { Badge } from '@mantine/core';
import type { VacancyCandidate } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';

const badgeStyle = { flexShrink: 0, overflow: 'visible' } as const;

/** Whether the candidate is viable: yes, no or not answered yet (closing waits for an answer). */
export function ViabilityBadge({ value }: { value: VacancyCandidate['is_viable'] }) {
  const { t } = useTranslation();
  const key = value === null ? 'unanswered' : value ? 'yes' : 'no';
  const color = value === null ? 'gray' : value ? 'green' : 'red';
  return (
    <Badge color={color} variant="light" style={badgeStyle}>
      {t(`vacancies.candidates.viability.${key}`)}
    </Badge>
  );
}

/** A draft: kept with the vacancy, not counted nor closed until assigned. */
export function DraftBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="gray" variant="outline" style={badgeStyle}>
      {t('vacancies.candidates.draft')}
    </Badge>
  );
}

/** A known person's public application on the row waits for a recruiter (merge or keep separate). */
export function PendingApplicationBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="yellow" variant="light" style={badgeStyle}>
      {t('vacancies.candidates.application.pending_badge')}
    </Badge>
  );
}
