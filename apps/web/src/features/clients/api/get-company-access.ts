import type { CompanyAccess } from '@rp/contract/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** Under `companies/` so that saving a company refreshes the selectors too. */
export const companyAccessKeys = {
  all: ['companies', 'access'] as const,
  list: (region: string) => ['companies', 'access', region] as const,
};

/** GET companies/get_access/?region=: the companies the user may work with (docs/domain.md#data-scope). */
export const getCompanyAccess = (region: string) =>
  apiRequest<CompanyAccess[]>('companies/get_access/', { params: { region } });

export const companyAccessQuery = (region: string) =>
  queryOptions({
    queryKey: companyAccessKeys.list(region),
    queryFn: () => getCompanyAccess(region),
    staleTime: 60_000,
  });

/** The user's companies in the region chosen in the top bar. */
export function useCompanyAccess() {
  return useQuery(companyAccessQuery(session.region));
}
