import { endpoints } from '@rp/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const list = endpoints.candidateImports.list;

/** Every query of the import starts with its tag; the history's pages with the list's path. */
export const candidateImportKeys = {
  all: [list.tag] as const,
  lists: [list.tag, list.method, list.path] as const,
};

/** The history's page size. */
export const importHistoryPageSize = 10;

/** GET candidate-imports/?page&page_size: the imports, newest first (a non-superuser sees their own). */
export const candidateImportsQuery = (page: number) => {
  const query = { page, page_size: importHistoryPageSize };
  return queryOptions({
    queryKey: endpointKey(list, { query }),
    queryFn: () => callApi(list, { query }),
    placeholderData: keepPreviousData,
  });
};

/** How often the history is asked again while one of its imports is running (another tab's, a reload's). */
const runningPollMs = 3000;

export const useCandidateImports = (page: number) =>
  useQuery({
    ...candidateImportsQuery(page),
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => row.status === 'importing') ? runningPollMs : false,
  });
