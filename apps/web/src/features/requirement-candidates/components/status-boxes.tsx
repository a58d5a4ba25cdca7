import { followUpStatuses } from '@rp/contract/enums';
import { paths } from '@rp/contract/routes';
import { useTranslation } from 'react-i18next';
import { statusColors } from '../../../components/follow-up/follow-up-colors';
import { followUpIcons } from '../../../components/follow-up/follow-up-icons';
import { StatusBoxes } from '../../../components/status-boxes/status-boxes';
import { toQuery } from '../../../lib/api-client';
import { useSummaryStatus } from '../api/get-summary-status';
import { type FollowUpFilterValues, filtersToSearch, summaryFilters } from './follow-up-format';
import { pageOfStatus, pageRoutes } from './follow-up-pages';

/** Assignments per follow-up status (get_summary_status), each box a link to its list with the same filters. */
export function SummaryStatusBoxes({ filters }: { filters: FollowUpFilterValues }) {
  const { t } = useTranslation();
  const query = useSummaryStatus(summaryFilters(filters));
  const search = toQuery(filtersToSearch(filters));
  const boxes = followUpStatuses.map((status) => {
    const label = t(`common.enums.follow_up_status.${status}`);
    return {
      key: status,
      label,
      color: statusColors[status],
      count: query.data?.[status],
      icon: followUpIcons[status],
      countTestId: `status-count-${status}`,
      href: `${paths[pageRoutes[pageOfStatus(status)]].href()}${search}`,
      title: t('followup.boxes.open_list', { status: label }),
    };
  });
  return (
    <StatusBoxes
      boxes={boxes}
      isLoading={query.isLoading}
      label={t('followup.boxes.label')}
      size="lg"
      cols={{ base: 2, xs: 3, md: 5 }}
      isNav
      spacing="md"
    />
  );
}
