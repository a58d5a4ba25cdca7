import type { Company } from '@rp/contract/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Paged } from '../../../lib/api-client';

/** The priority_order after the highest one (new companies go last); 1 when none has one. */
export async function getNextPriority(): Promise<number> {
  const page = await apiRequest<Paged<Company>>('companies/', {
    params: { page: 1, page_size: 1, ordering: '-priority_order' },
  });
  return (page.data[0]?.priority_order ?? 0) + 1;
}

export const nextPriorityQuery = () =>
  queryOptions({
    queryKey: ['companies', 'next-priority'] as const,
    queryFn: getNextPriority,
    staleTime: 0,
  });

export function useNextPriority(enabled: boolean) {
  return useQuery({ ...nextPriorityQuery(), enabled });
}
