import type { Vacancy } from '@rp/contract/entities';
import type { VacancyStatus, VacancyType } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';

/**
 * GET vacancies/?vacancy_type&page&page_size&ordering&search&status&company&recruiter&created_at…:
 * the list is read by ResourceTable (server paging, sorting, search, export) on this path.
 */
export const vacancyListPath = resources.vacancies;

/** A list row: the read shape, with `approvals_total` / `approvals_done` and `is_past_due` from the server. */
export type VacancyRow = Vacancy;

/** The filters the user can pick on a vacancy list. */
export type VacancyListFilters = {
  status: VacancyStatus | null;
  company: number | null;
  recruiter: number | null;
  /** Requested between (creation dates, YYYY-MM-DD, both ends included). */
  from: string | null;
  to: string | null;
  isPastDue: boolean;
};

export const noVacancyFilters: VacancyListFilters = {
  status: null,
  company: null,
  recruiter: null,
  from: null,
  to: null,
  isPastDue: false,
};

/**
 * The statuses a list offers: all four. A New vacancy (not yet sent for approval) is listed to
 * staff, to whoever asked for it and to its team; the server applies that rule (docs/domain.md#data-scope).
 */
export const listStatuses: VacancyStatus[] = ['New', 'Pending', 'Complete', 'Cancel'];

/** The query parameters of a type's list for these filters (unset ones left out). Past due is the server's `is_past_due`. */
export function vacancyListParams(type: VacancyType, filters: VacancyListFilters) {
  return {
    vacancy_type: type,
    status: filters.status ?? undefined,
    company: filters.company ?? undefined,
    recruiter: filters.recruiter ?? undefined,
    created_at__gte: filters.from ?? undefined,
    // the whole last day: creation is a timestamp
    created_at__lte: filters.to ? `${filters.to}T23:59:59.999` : undefined,
    // past due is the server's rule (docs/decisions.md, administrative process)
    is_past_due: filters.isPastDue ? true : undefined,
  };
}
