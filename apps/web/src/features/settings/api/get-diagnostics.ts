import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const diagnostics = endpoints.utils.diagnostics;

/** Server diagnostics of the Testing page (superusers only), always fresh. */
export const diagnosticsQuery = () =>
  queryOptions({ queryKey: endpointKey(diagnostics), queryFn: () => callApi(diagnostics), staleTime: 0 });

export function useDiagnostics() {
  return useQuery(diagnosticsQuery());
}
