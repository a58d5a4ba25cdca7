import type { DashboardFilters } from '@rp/contract/entities';
import { session } from '../../../lib/session';

/**
 * A dashboard call's body, apart from the boards' filters (board-filters.ts) and their date library:
 * the web's entry builds the home figures' bodies with it (home-figure-requests.ts).
 */
type FilterValues = Partial<Record<keyof DashboardFilters, unknown>>;

/** The region of the top bar as a body filter (docs/domain.md#data-scope, region selector). */
export const topBarRegion = (): number | undefined => {
  const region = session.region;
  return region && region !== 'all' ? Number(region) : undefined;
};

/** The body of a dashboard call: the chosen filters (unset ones left out) and the top bar's region. */
export function dashboardBody(filters: FilterValues): DashboardFilters {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters))
    if (value !== null && value !== undefined) body[key] = value;
  const region = topBarRegion();
  if (region !== undefined) body.region = region;
  return body as DashboardFilters;
}
