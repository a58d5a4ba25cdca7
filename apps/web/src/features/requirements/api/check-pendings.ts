import type { CheckPendingsResult } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET requeriments/check_pendings/?company=ID: the company's requirements with open positions. */
export const checkPendings = (company: number) =>
  apiRequest<CheckPendingsResult>(`requeriments/check_pendings/`, { params: { company } });

export const checkPendingsQuery = (company: number | null) =>
  queryOptions({
    queryKey: [resources.requeriments, 'check_pendings', company] as const,
    queryFn: () => checkPendings(company ?? 0),
    enabled: company !== null,
    staleTime: 30_000,
  });

export const useCheckPendings = (company: number | null) => useQuery(checkPendingsQuery(company));
