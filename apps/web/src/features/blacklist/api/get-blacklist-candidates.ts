import { resources } from '@rp/contract/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** GET candidates/?id__in=…: the candidates of the blacklist rows on screen, in one call. */
export const getBlacklistCandidates = (ids: number[]) =>
  resourceApi.listAll(resources.candidates, { id__in: ids.join(',') });

export const blacklistCandidatesQuery = (ids: number[]) =>
  queryOptions({
    queryKey: resourceKeys.options(resources.candidates, { id__in: ids }),
    queryFn: () => getBlacklistCandidates(ids),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });

/** The candidates by id (rows not yet loaded are simply absent). */
export function useBlacklistCandidates(ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const query = useQuery(blacklistCandidatesQuery(unique));
  return new Map((query.data ?? []).map((candidate) => [candidate.id, candidate]));
}
