import '../texts';
import { type FollowUpStatus, followUpStatuses } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';
import { statusColors } from '../../../components/follow-up/follow-up-colors';
import { followUpIcons } from '../../../components/follow-up/follow-up-icons';
import { StatusBoxes } from '../../../components/status-boxes/status-boxes';

/** The colour of each status box (docs/domain.md#dashboards: pending, accepted, rejected, hired, did not attend). */
export const statusBoxColors: Record<FollowUpStatus, string> = statusColors;

/**
 * Candidates per follow-up status as coloured boxes; with `hrefOf` each box links to the list it
 * counts (same filters).
 */
export function FollowUpStatusBoxes(props: {
  counts: Record<FollowUpStatus, number> | undefined;
  isLoading: boolean;
  label: string;
  hrefOf?: (status: FollowUpStatus) => string | null;
}) {
  const { t } = useTranslation();
  const boxes = followUpStatuses.map((status) => {
    const label = t(`common.enums.follow_up_status.${status}`);
    const href = props.hrefOf?.(status) ?? null;
    return {
      key: status,
      label,
      color: statusBoxColors[status],
      count: props.counts?.[status],
      icon: followUpIcons[status],
      countTestId: `status-count-${status}`,
      boxTestId: `status-box-${status}`,
      href,
      title: href ? t('dashboard.open_list', { label }) : undefined,
    };
  });
  return (
    <StatusBoxes
      boxes={boxes}
      isLoading={props.isLoading}
      label={props.label}
      size="md"
      cols={{ base: 2, xs: 3, md: 5 }}
    />
  );
}
