import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { session } from '../../../lib/session';

const companyAccess = endpoints.clients.companyAccess;

/** The region selector's value as the query's region: an id, or none for every region. */
const regionOf = (region: string) => (region && region !== 'all' ? Number(region) : undefined);

/**
 * The companies the user may work with (docs/domain.md#data-scope). Its key starts with
 * `companies`, so saving a company refreshes the selectors too.
 */
export const companyAccessQuery = (region: string) => {
  const input = { query: { region: regionOf(region) } };
  return queryOptions({
    queryKey: endpointKey(companyAccess, input),
    queryFn: () => callApi(companyAccess, input),
    staleTime: 60_000,
  });
};

/** The user's companies in the region chosen in the top bar. */
export function useCompanyAccess() {
  return useQuery(companyAccessQuery(session.region));
}
