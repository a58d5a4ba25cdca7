import type { Requirement } from '@rp/contract/entities';
import { isOneOf, requirementStatuses } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { openRequirementStatuses } from '@rp/contract/rules/follow-up';

/**
 * GET requeriments/?page&page_size&ordering&search&year&week&company&site&status&is_past_due:
 * the list is read by ResourceTable (server paging, sorting, search, export) on this path.
 */
export const requirementListPath = resources.requeriments;

/** A list's status filter: one status, or `open` (New, Approved or Recruiting, docs/domain.md#dashboards). */
export type RequirementStatusFilter = Requirement['status'] | 'open';

/** The list filters a page can preset or the user can pick. */
export type RequirementListFilters = {
  year: number | null;
  week: number | null;
  company: number | null;
  site: number | null;
  status: RequirementStatusFilter | null;
  isPastDue: 'true' | 'false' | null;
  /** A region other than the top bar's (a board's row of one region); null: the top bar's. */
  region: number | null;
  /** The requirement's date range (YYYY-MM-DD, inclusive): a board's month or period. */
  dateFrom: string | null;
  dateTo: string | null;
};

export const noRequirementFilters: RequirementListFilters = {
  year: null,
  week: null,
  company: null,
  site: null,
  status: null,
  isPastDue: null,
  region: null,
  dateFrom: null,
  dateTo: null,
};

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const isStatusFilter = (value: string | null): value is RequirementStatusFilter =>
  value === 'open' || isOneOf(requirementStatuses, value);

/**
 * The filters of the list's address (`/requeriments/direct?…`): `year`, `week`, `company`, `site`,
 * `status` (a status or `open`), `past_due` (true|false), `region`, `date_from`/`date_to`; what a
 * board's figure links with.
 */
export function requirementFiltersFromSearch(search: URLSearchParams): RequirementListFilters {
  const status = search.get('status');
  const pastDue = search.get('past_due');
  const year = positiveInt(search.get('year'));
  const week = positiveInt(search.get('week'));
  return {
    year: year !== null && year >= 2000 && year <= 2100 ? year : null,
    week: week !== null && week <= 53 ? week : null,
    company: positiveInt(search.get('company')),
    site: positiveInt(search.get('site')),
    status: isStatusFilter(status) ? status : null,
    isPastDue: pastDue === 'true' || pastDue === 'false' ? pastDue : null,
    region: positiveInt(search.get('region')),
    dateFrom: day(search.get('date_from')),
    dateTo: day(search.get('date_to')),
  };
}

/** The address of these filters (unset ones left out). */
export function requirementFiltersToSearch(filters: RequirementListFilters): Record<string, string> {
  const entries: [string, string | number | null][] = [
    ['year', filters.year],
    ['week', filters.week],
    ['company', filters.company],
    ['site', filters.site],
    ['status', filters.status],
    ['past_due', filters.isPastDue],
    ['region', filters.region],
    ['date_from', filters.dateFrom],
    ['date_to', filters.dateTo],
  ];
  return Object.fromEntries(
    entries.filter(([, value]) => value !== null).map(([key, value]) => [key, String(value)]),
  );
}

/** The query parameters of the list for these filters (unset ones left out). */
export function requirementListParams(filters: RequirementListFilters) {
  return {
    year: filters.year ?? undefined,
    week: filters.week ?? undefined,
    company: filters.company ?? undefined,
    site: filters.site ?? undefined,
    status: filters.status === 'open' ? undefined : (filters.status ?? undefined),
    status__in: filters.status === 'open' ? openRequirementStatuses : undefined,
    is_past_due: filters.isPastDue ?? undefined,
    region: filters.region ?? undefined,
    requeriment_date__gte: filters.dateFrom ?? undefined,
    requeriment_date__lte: filters.dateTo ?? undefined,
  };
}
