import type { Requirement } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';

/**
 * GET requeriments/?page&page_size&ordering&search&year&week&company&site&status&is_past_due:
 * the list is read by ResourceTable (server paging, sorting, search, export) on this path.
 */
export const requirementListPath = resources.requeriments;

/** The list filters a page can preset or the user can pick. */
export type RequirementListFilters = {
  year: number | null;
  week: number | null;
  company: number | null;
  site: number | null;
  status: Requirement['status'] | null;
  isPastDue: 'true' | 'false' | null;
};

export const noRequirementFilters: RequirementListFilters = {
  year: null,
  week: null,
  company: null,
  site: null,
  status: null,
  isPastDue: null,
};

/** The query parameters of the list for these filters (unset ones left out). */
export function requirementListParams(filters: RequirementListFilters) {
  return {
    year: filters.year ?? undefined,
    week: filters.week ?? undefined,
    company: filters.company ?? undefined,
    site: filters.site ?? undefined,
    status: filters.status ?? undefined,
    is_past_due: filters.isPastDue ?? undefined,
  };
}
