import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const companySetup = endpoints.clients.companySetup;

/**
 * GET companies/get_setup/: one company's setup checklist and who sees it by role. Its key starts
 * with `companies`, so saving a company refreshes it.
 */
export function useCompanySetup(company: number | null | undefined) {
  const input = { query: { company: company ?? 0 } };
  return useQuery({
    queryKey: endpointKey(companySetup, input),
    queryFn: () => callApi(companySetup, input),
    enabled: company != null,
    staleTime: 30_000,
  });
}
