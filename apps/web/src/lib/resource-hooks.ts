import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListParams, type Paged, resourceClient } from './api-client';
import { session } from './session';

/** Query keys per resource path: [path], [path, 'list', params], [path, 'detail', id]. */
export const resourceKeys = {
  all: (path: string) => [path] as const,
  list: (path: string, params: object) => [path, 'list', params] as const,
  options: (path: string, params: object) => [path, 'options', params] as const,
  detail: (path: string, id: number | string) => [path, 'detail', String(id)] as const,
};

/** The region selector narrows company-scoped lists (docs/domain.md#data-scope). */
function withRegion(params: ListParams): ListParams {
  const region = session.region;
  return region && region !== 'all' ? { region, ...params } : params;
}

export const resourceListQuery = <T>(path: string, params: ListParams) =>
  queryOptions({
    queryKey: resourceKeys.list(path, params),
    queryFn: () => resourceClient.list<T>(path, withRegion(params)),
    placeholderData: keepPreviousData,
  });

export function useResourceList<T>(path: string, params: ListParams, enabled = true) {
  return useQuery({ ...resourceListQuery<T>(path, params), enabled });
}

/** Unpaged list (at most 1000 rows) for selects. */
export function useResourceOptions<T>(path: string, params: Record<string, unknown> = {}, enabled = true) {
  return useQuery({
    queryKey: resourceKeys.options(path, params),
    queryFn: () => resourceClient.listAll<T>(path, params),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useResourceItem<T>(path: string, id: number | string | undefined) {
  return useQuery({
    queryKey: resourceKeys.detail(path, id ?? ''),
    queryFn: () => resourceClient.show<T>(path, id as number),
    enabled: id !== undefined && id !== '',
  });
}

export function useSaveResource<T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: unknown }) =>
      id ? resourceClient.update<T>(path, id, body) : resourceClient.create<T>(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(path) }),
  });
}

export function useDeleteResource(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, params }: { id: number; params?: Record<string, unknown> }) =>
      resourceClient.remove(path, id, params),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(path) }),
  });
}

export type { Paged };
