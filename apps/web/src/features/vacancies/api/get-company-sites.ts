import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const siteAccess = endpoints.clients.siteAccess;

/**
 * The active sites of the vacancy's company the user may work with (sites/get_access/, the same list
 * the requirement form offers): their names are the vacancy's "Planta" options.
 */
export function useCompanySiteNames(company: number | null) {
  const input = { query: { company: company ?? 0 } };
  const query = useQuery({
    queryKey: endpointKey(siteAccess, input),
    queryFn: () => callApi(siteAccess, input),
    enabled: company !== null,
    staleTime: 60_000,
  });
  const names = [...new Set((query.data ?? []).filter((site) => site.status).map((site) => site.name))];
  return { names, isSuccess: query.isSuccess };
}
