import { endpoints } from '@rp/contract/endpoints';
import type { ImportStatus } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/api-client';
import { endpointKey, resourceKeys } from '../../../lib/resource-hooks';
import { candidateImportKeys } from './get-candidate-imports';

const show = endpoints.candidateImports.show;

/** How often the progress of a running import is asked for. */
export const importPollMs = 1500;

export const candidateImportQuery = (id: number) =>
  queryOptions({
    queryKey: endpointKey(show, { params: { id } }),
    queryFn: () => callApi(show, { params: { id } }),
  });

/**
 * GET candidate-imports/:id/: one import's status, asked again every `importPollMs` while it is
 * importing (the server imports in the background) and no more once it ends. When it ends, the
 * history and the candidate lists are refreshed (they hold what it wrote).
 */
export function useCandidateImport(id: number | null) {
  const client = useQueryClient();
  const query = useQuery({
    ...candidateImportQuery(id ?? 0),
    enabled: id !== null,
    refetchInterval: (current) =>
      (current.state.data as ImportStatus | undefined)?.status === 'importing' ? importPollMs : false,
  });
  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'importing' && status !== 'importing') {
      void client.invalidateQueries({ queryKey: candidateImportKeys.lists });
      void client.invalidateQueries({ queryKey: resourceKeys.all(resources.candidates) });
    }
    previous.current = status;
  }, [client, status]);
  return query;
}
