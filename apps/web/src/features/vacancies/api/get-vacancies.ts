import type { Vacancy } from '@rp/contract/entities';
import type { VacancyStatus, VacancyType } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import dayjs from 'dayjs';

/**
 * GET vacancies/?vacancy_type&page&page_size&ordering&search&status&company&recruiter&created_at…:
 * the list is read by ResourceTable (server paging, sorting, search, export) on this path.
 */
export const vacancyListPath = resources.vacancies;

/**
 * A list row. `approvals_total` / `approvals_done` (the vacancy's approvals and those approved) and
 * `is_past_due` are read when the server sends them; without them the list shows no progress and
 * works out "past due" as its filter does.
 */
export type VacancyRow = Vacancy & {
  approvals_total?: number | null;
  approvals_done?: number | null;
  is_past_due?: boolean;
};

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

/** The statuses a list offers: New only to administrators (superusers and staff). */
export const listStatuses = (isAdmin: boolean): VacancyStatus[] =>
  isAdmin ? ['New', 'Pending', 'Complete', 'Cancel'] : ['Pending', 'Complete', 'Cancel'];

/** The open statuses (docs/domain.md#vacancy-status-and-stage). */
const openStatuses: VacancyStatus[] = ['New', 'Pending'];

/** Past due: open, with the expected start date before today (what the list's filter asks for). */
export function isPastDue(row: VacancyRow, today = dayjs().format('YYYY-MM-DD')): boolean {
  if (row.is_past_due !== undefined) return row.is_past_due;
  return (
    openStatuses.includes(row.status) && row.expected_date !== null && row.expected_date.slice(0, 10) < today
  );
}

/**
 * The query parameters of a type's list for these filters (unset ones left out). A status not
 * offered (New for non-administrators) is never listed. Past due: open, with the expected start
 * date before today.
 */
export function vacancyListParams(
  type: VacancyType,
  filters: VacancyListFilters,
  options: { isAdmin: boolean; today?: string },
) {
  const offered = listStatuses(options.isAdmin);
  const statuses = filters.isPastDue ? openStatuses.filter((s) => offered.includes(s)) : offered;
  const status = filters.status ?? undefined;
  const today = options.today ?? dayjs().format('YYYY-MM-DD');
  return {
    vacancy_type: type,
    status,
    // every offered status unless one is chosen (non-administrators never list New)
    status__in: status === undefined && (!options.isAdmin || filters.isPastDue) ? statuses : undefined,
    company: filters.company ?? undefined,
    recruiter: filters.recruiter ?? undefined,
    created_at__gte: filters.from ?? undefined,
    // the whole last day: creation is a timestamp
    created_at__lte: filters.to ? `${filters.to}T23:59:59.999` : undefined,
    expected_date__lte: filters.isPastDue ? dayjs(today).subtract(1, 'day').format('YYYY-MM-DD') : undefined,
  };
}
