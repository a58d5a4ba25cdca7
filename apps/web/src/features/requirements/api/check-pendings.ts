import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const checkPendings = endpoints.requirements.checkPendings;

/** check_pendings?company=ID: the company's requirements with open positions (none asked without a company). */
export const checkPendingsQuery = (company: number | null) =>
  queryOptions({
    queryKey: endpointKey(checkPendings, { query: { company: company ?? 0 } }),
    queryFn: () => callApi(checkPendings, { query: { company: company ?? 0 } }),
    enabled: company !== null,
    staleTime: 30_000,
  });

export const useCheckPendings = (company: number | null) => useQuery(checkPendingsQuery(company));
