import { resources } from '@rp/contract/resources';
import { useQuery } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** GET candidates/?id__in=…: the candidates owning the CVs on screen, in one call. */
export const getCvOwners = (ids: number[]) =>
  resourceApi.listAll(resources.candidates, { id__in: ids.join(',') });

export function useCvOwners(ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: resourceKeys.options(resources.candidates, { id__in: unique }),
    queryFn: () => getCvOwners(unique),
    enabled: unique.length > 0,
    staleTime: 60_000,
  });
  return new Map((query.data ?? []).map((candidate) => [candidate.id, candidate]));
}
