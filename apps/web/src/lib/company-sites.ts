import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { endpointKey } from './resource-hooks';

const siteAccess = endpoints.clients.siteAccess;

/**
 * The sites of one company the user may work with (sites/get_access/): the requirement form's
 * sites, the vacancy form's "Planta" names.
 */
export function useCompanySites(company: number | null) {
  const input = { query: { company: company ?? 0 } };
  return useQuery({
    queryKey: endpointKey(siteAccess, input),
    queryFn: () => callApi(siteAccess, input),
    enabled: company !== null,
    staleTime: 60_000,
  });
}
