import type { VacancyStatus } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import type { BoardFilters } from '../api/board-filters';
import { listsCarryPeriod, requirementListHref, vacancyListHref, vacancyListRoute } from './drill-down';

/** Days with one decimal, or a dash. */
export const days = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/**
 * The lists behind the admin board's numbers (docs/domain.md#dashboards): a vacancy list when a
 * vacancy type is chosen (the lists are one per type), the direct requirements by region.
 */
export function useAdminBoardLinks(filters: BoardFilters) {
  const { t } = useTranslation();
  const { canOpen } = useAuth();
  const type = filters.vacancy_type;
  // a number links to its list when there is one list behind it and the user may open that list
  const link = (status: VacancyStatus | 'open', row: { region?: number; recruiter?: number } = {}) =>
    type && canOpen(vacancyListRoute(type)) && listsCarryPeriod(filters)
      ? vacancyListHref(type, status, filters, row)
      : null;
  const requirementsLink = (region: number) =>
    canOpen('requeriments-direct') && listsCarryPeriod(filters)
      ? requirementListHref(filters, { region })
      : null;
  const statusLabel = (status: VacancyStatus | 'open') => t(`dashboard.vacancy_status.${status}`);
  return { link, requirementsLink, statusLabel };
}
