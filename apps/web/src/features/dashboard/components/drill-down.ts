import type { RouteName } from '@rp/contract';
import type { FollowUpStatus, VacancyStatus, VacancyType } from '@rp/contract/enums';
import { paths } from '@rp/contract/routes';
import { toQuery } from '../../../lib/api-client';
import { type BoardFilters, periodRange } from '../api/board-filters';

/**
 * The lists behind the boards' figures (docs/domain.md#dashboards): every link carries the board's
 * filters in the parameters its list reads from the address, so the list counts the same rows.
 */

/** The direct process's follow-up list of each status (`/requeriments/direct/status/<page>`). */
export const statusListRoutes = {
  Pending: 'requeriments-direct-status-progress',
  Accepted: 'requeriments-direct-status-accepted',
  Rejected: 'requeriments-direct-status-rejected',
  Hired: 'requeriments-direct-status-hired',
  NotAttend: 'requeriments-direct-status-not_attends',
} as const satisfies Record<FollowUpStatus, RouteName>;

const vacancyListRoutes = {
  clients: 'requeriments-clients',
  shelter: 'requeriments-shelter',
  shelter_indirect: 'requeriments-shelter_indirect',
} as const satisfies Record<VacancyType, RouteName>;

type Period = Pick<BoardFilters, 'year' | 'month' | 'week' | 'date_from' | 'date_to'>;

/**
 * Whether the lists can count the board's period: they take it as days, and a month chosen with
 * every year (that month of any year) is no range of days, so then the numbers are not links
 * rather than links to a list of another count (issue 26).
 */
export const listsCarryPeriod = (filters: Period) => !(filters.year === null && filters.month !== null);

/**
 * A follow-up list of `status` with the board's filters: `year`, `week`, `company`, `site` as they
 * are, and the month and date range as the requirement's `date_from`/`date_to`. `row` narrows to
 * one line of a table (its week, company or site). `requestedOnly` (the positions' figures, which
 * leave cancelled requirements out, docs/domain.md#fill-rate) adds `canceled=exclude`.
 */
export function directStatusHref(
  status: FollowUpStatus,
  filters: Period & Pick<BoardFilters, 'company' | 'site'>,
  row: Partial<Pick<BoardFilters, 'year' | 'week' | 'company' | 'site'>> = {},
  options: { requestedOnly?: boolean } = {},
) {
  const hasDays = filters.month !== null || filters.date_from !== null || filters.date_to !== null;
  const days = hasDays ? periodRange({ ...filters, week: null }) : { from: null, to: null };
  return `${paths[statusListRoutes[status]].href()}${toQuery({
    year: row.year ?? filters.year,
    week: row.week ?? filters.week,
    company: row.company ?? filters.company,
    site: row.site ?? filters.site,
    date_from: days.from,
    date_to: days.to,
    canceled: options.requestedOnly ? 'exclude' : null,
  })}`;
}

/**
 * The vacancy list of `type` with `status` (`open`: New or Pending) and the board's filters: company,
 * recruiter, a region other than the top bar's, and the period as the creation days
 * (`created_from`/`created_to`: the ISO year and week, the month and the range intersected).
 */
export function vacancyListHref(
  type: VacancyType,
  status: VacancyStatus | 'open' | null,
  filters: Period & Pick<BoardFilters, 'company' | 'recruiter'>,
  row: { region?: number; company?: number; recruiter?: number } = {},
) {
  const days = periodRange(filters);
  return `${paths[vacancyListRoutes[type]].href()}${toQuery({
    status,
    company: row.company ?? filters.company,
    recruiter: row.recruiter ?? filters.recruiter,
    region: row.region,
    created_from: days.from,
    created_to: days.to,
  })}`;
}

/**
 * The direct-process requirement list with `status=open` (New, Approved or Recruiting) and the
 * board's company and period (`year`, `week`, the month and range as the requirement's dates);
 * `row.region` a region other than the top bar's. Recruiter and vacancy type do not apply.
 */
export function requirementListHref(
  filters: Period & Pick<BoardFilters, 'company'>,
  row: { region?: number } = {},
) {
  const hasDays = filters.month !== null || filters.date_from !== null || filters.date_to !== null;
  const days = hasDays ? periodRange({ ...filters, week: null }) : { from: null, to: null };
  return `${paths['requeriments-direct'].href()}${toQuery({
    status: 'open',
    region: row.region,
    company: filters.company,
    year: filters.year,
    week: filters.week,
    date_from: days.from,
    date_to: days.to,
  })}`;
}

/** The route of the vacancy list of a type (to know whether the user may open it). */
export const vacancyListRoute = (type: VacancyType): RouteName => vacancyListRoutes[type];

/** The medical service's queue. */
export const medicalQueueHref = () => paths['requeriments-medical_admins'].href();
