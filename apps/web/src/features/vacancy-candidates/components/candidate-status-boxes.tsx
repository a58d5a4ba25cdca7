import '../texts';
import { type FollowUpStatus, followUpStatuses } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';
import { statusColors } from '../../../components/follow-up/follow-up-colors';
import { StatusBoxes } from '../../../components/status-boxes/status-boxes';
import { useCandidateSummary } from '../api/get-candidate-summary';

/**
 * The vacancy's candidates per follow-up status (get_summary_status, drafts left out); a box filters
 * the list by its status (pressed while it does). Two boxes a row on a phone, five from `md`.
 */
export function CandidateStatusBoxes(props: {
  vacancy: number;
  selected: FollowUpStatus | null;
  onSelect: (status: FollowUpStatus | null) => void;
}) {
  const { t } = useTranslation();
  const query = useCandidateSummary(props.vacancy);
  const boxes = followUpStatuses.map((status) => ({
    key: status,
    label: t(`common.enums.follow_up_status.${status}`),
    color: statusColors[status],
    count: query.data?.[status],
    countTestId: `candidate-count-${status}`,
  }));
  return (
    <StatusBoxes
      boxes={boxes}
      isLoading={query.isLoading}
      label={t('vacancies.candidates.link')}
      size="sm"
      cols={{ base: 2, sm: 3, md: 5 }}
      selected={props.selected}
      onSelect={props.onSelect}
    />
  );
}
