import { resources } from '@rp/contract/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** GET black-list/?candidate=ID: every entry of one candidate, newest first. */
export const getBlacklistHistory = (candidate: number) =>
  resourceApi.listAll(resources['black-list'], { candidate, ordering: '-created_at' });

export const blacklistHistoryQuery = (candidate: number | null) =>
  queryOptions({
    queryKey: resourceKeys.options(resources['black-list'], { candidate }),
    queryFn: () => getBlacklistHistory(candidate ?? 0),
    enabled: candidate !== null,
  });

export const useBlacklistHistory = (candidate: number | null) => useQuery(blacklistHistoryQuery(candidate));
