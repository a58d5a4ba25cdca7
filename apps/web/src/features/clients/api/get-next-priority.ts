import { resources } from '@rp/contract/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

const nextPriorityParams = { page: 1, page_size: 1, ordering: '-priority_order' } as const;

/** The priority_order after the highest one (new companies go last); 1 when none has one. */
export async function getNextPriority(): Promise<number> {
  const page = await resourceApi.list(resources.companies, nextPriorityParams);
  return (page.data[0]?.priority_order ?? 0) + 1;
}

export const nextPriorityQuery = () =>
  queryOptions({
    queryKey: resourceKeys.list(resources.companies, nextPriorityParams),
    queryFn: getNextPriority,
    staleTime: 0,
  });

export function useNextPriority(enabled: boolean) {
  return useQuery({ ...nextPriorityQuery(), enabled });
}
