import type { Vacancy } from '@rp/contract/entities';
import { isOneOf, type VacancyStatus, type VacancyType, vacancyStatuses } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { openVacancyStatuses } from '@rp/contract/rules/dashboard';

/**
 * GET vacancies/?vacancy_type&page&page_size&ordering&search&status&company&recruiter&created_at…:
 * the list is read by ResourceTable (server paging, sorting, search, export) on this path.
 */
export const vacancyListPath = resources.vacancies;

/** A list row: the read shape, with `approvals_total` / `approvals_done` and `is_past_due` from the server. */
export type VacancyRow = Vacancy;

/** A list's status filter: one status, or `open` (New or Pending, docs/domain.md#dashboards). */
export type VacancyStatusFilter = VacancyStatus | 'open';

/** The filters the user can pick on a vacancy list (kept in the address, so a board can link to it). */
export type VacancyListFilters = {
  status: VacancyStatusFilter | null;
  company: number | null;
  recruiter: number | null;
  /** A region other than the top bar's (a board's row of one region); null: the top bar's. */
  region: number | null;
  /** Requested between (creation dates, YYYY-MM-DD, both ends included). */
  from: string | null;
  to: string | null;
  isPastDue: boolean;
};

export const noVacancyFilters: VacancyListFilters = {
  status: null,
  company: null,
  recruiter: null,
  region: null,
  from: null,
  to: null,
  isPastDue: false,
};

/**
 * The statuses a list offers: all four. A New vacancy (not yet sent for approval) is listed to
 * staff, to whoever asked for it and to its team; the server applies that rule (docs/domain.md#data-scope).
 */
export const listStatuses: VacancyStatus[] = [...vacancyStatuses];

/** Open vacancies: New or Pending (docs/domain.md#dashboards). */
export const openStatuses: readonly VacancyStatus[] = openVacancyStatuses;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const isStatusFilter = (value: string | null): value is VacancyStatusFilter =>
  value === 'open' || isOneOf(vacancyStatuses, value);

/**
 * The filters of a list's address: `status` (a status or `open`), `company`, `recruiter`, `region`,
 * `created_from`/`created_to` (YYYY-MM-DD) and `past_due=1`; what a board's figure links with.
 */
export function vacancyFiltersFromSearch(search: URLSearchParams): VacancyListFilters {
  const status = search.get('status');
  return {
    status: isStatusFilter(status) ? status : null,
    company: positiveInt(search.get('company')),
    recruiter: positiveInt(search.get('recruiter')),
    region: positiveInt(search.get('region')),
    from: day(search.get('created_from')),
    to: day(search.get('created_to')),
    isPastDue: search.get('past_due') === '1',
  };
}

/** The address of these filters (unset ones left out). */
export function vacancyFiltersToSearch(filters: VacancyListFilters): Record<string, string> {
  const entries: [string, string | number | null][] = [
    ['status', filters.status],
    ['company', filters.company],
    ['recruiter', filters.recruiter],
    ['region', filters.region],
    ['created_from', filters.from],
    ['created_to', filters.to],
    ['past_due', filters.isPastDue ? 1 : null],
  ];
  return Object.fromEntries(
    entries.filter(([, value]) => value !== null).map(([key, value]) => [key, String(value)]),
  );
}

/** The query parameters of a type's list for these filters (unset ones left out). Past due is the server's `is_past_due`. */
export function vacancyListParams(type: VacancyType, filters: VacancyListFilters) {
  return {
    vacancy_type: type,
    status: filters.status === 'open' ? undefined : (filters.status ?? undefined),
    status__in: filters.status === 'open' ? openStatuses : undefined,
    region: filters.region ?? undefined,
    company: filters.company ?? undefined,
    recruiter: filters.recruiter ?? undefined,
    created_at__gte: filters.from ?? undefined,
    // the whole last day: creation is a timestamp
    created_at__lte: filters.to ? `${filters.to}T23:59:59.999` : undefined,
    // past due is the server's rule (docs/decisions.md, administrative process)
    is_past_due: filters.isPastDue ? true : undefined,
  };
}
