import '../texts';
import type { VacancyStatus, VacancyType } from '@rp/contract/enums';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconFilePlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBoxes } from '../../../components/status-boxes/status-boxes';
import { statusLabel } from '../../../components/vacancy/vacancy-labels';
import { useVacancyDashboard } from '../api/get-vacancy-dashboard';
import { statusColors } from './vacancy-status-badge';

const icons: Record<VacancyStatus, ReactNode> = {
  New: <IconFilePlus size={22} />,
  Pending: <IconClockHour4 size={22} />,
  Complete: <IconCircleCheck size={22} />,
  Cancel: <IconCircleX size={22} />,
};

/**
 * Vacancies of a type per status (get_dashboard/), one box per status the list offers; a box
 * filters the list by its status (pressed while it does).
 */
export function VacancyStatusBoxes(props: {
  type: VacancyType;
  statuses: readonly VacancyStatus[];
  selected: VacancyStatus | null;
  onSelect: (status: VacancyStatus | null) => void;
}) {
  const { t } = useTranslation();
  const query = useVacancyDashboard(props.type);
  const boxes = props.statuses.map((status) => {
    const label = statusLabel(t, status);
    return {
      key: status,
      label,
      color: statusColors[status],
      count: query.data?.[status],
      icon: icons[status],
      countTestId: `vacancy-count-${status}`,
      title: t('vacancies.boxes.show', { status: label }),
    };
  });
  return (
    <StatusBoxes
      boxes={boxes}
      isLoading={query.isLoading}
      label={t('vacancies.boxes.label')}
      size="sm"
      cols={{ base: 2, md: props.statuses.length }}
      selected={props.selected}
      onSelect={props.onSelect}
    />
  );
}
