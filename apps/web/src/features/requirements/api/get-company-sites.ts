import type { SiteAccess } from '@rp/contract/entities';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET sites/get_access/?company=ID: the sites of one company the user may work with. */
export const getCompanySites = (company: number) =>
  apiRequest<SiteAccess[]>('sites/get_access/', { params: { company } });

export function useCompanySites(company: number | null) {
  return useQuery({
    queryKey: ['sites', 'access', company],
    queryFn: () => getCompanySites(company ?? 0),
    enabled: company !== null,
    staleTime: 60_000,
  });
}
