import type { SiteAccess } from '@rp/contract/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** Under `sites/` so that saving a site refreshes the selectors too. */
export const siteAccessKeys = {
  all: ['sites/', 'access'] as const,
  list: (company: number | null, region: string) => ['sites/', 'access', company, region] as const,
};

/** GET sites/get_access/?company=&region=: the sites the user may work with (design §4). */
export const getSiteAccess = (company: number | null, region: string) =>
  apiRequest<SiteAccess[]>('sites/get_access/', { params: { company, region } });

export const siteAccessQuery = (company: number | null, region: string) =>
  queryOptions({
    queryKey: siteAccessKeys.list(company, region),
    queryFn: () => getSiteAccess(company, region),
    staleTime: 60_000,
  });

/** The user's sites (of one company, when given) in the region chosen in the top bar. */
export function useSiteAccess(company: number | null) {
  return useQuery(siteAccessQuery(company, session.region));
}
