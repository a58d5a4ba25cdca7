import type { BlackList } from '@rp/contract/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceClient } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** GET black-list/?candidate=ID: every entry of one candidate, newest first. */
export const getBlacklistHistory = (candidate: number) =>
  resourceClient.listAll<BlackList>('black-list/', { candidate, ordering: '-created_at' });

export const blacklistHistoryQuery = (candidate: number | null) =>
  queryOptions({
    queryKey: resourceKeys.options('black-list/', { candidate }),
    queryFn: () => getBlacklistHistory(candidate ?? 0),
    enabled: candidate !== null,
  });

export const useBlacklistHistory = (candidate: number | null) => useQuery(blacklistHistoryQuery(candidate));
