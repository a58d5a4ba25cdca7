import type {
  EndpointDef,
  EndpointInput,
  ResourceContract,
  ResourceCreate,
  ResourceListParams,
  ResourceRow,
  ResourceUpdate,
} from '@rp/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Paged, resourceApi } from './api-client';
import { session } from './session';

type Id = number | string;

/**
 * Query keys per resource path: [path], [path, 'list', params], [path, 'detail', id]; a custom
 * action's key starts with the resource it belongs to (its tag), so invalidating a resource also
 * refreshes its actions' answers.
 */
export const resourceKeys = {
  all: (resource: ResourceContract) => [resource.path] as const,
  list: (resource: ResourceContract, params: object) => [resource.path, 'list', params] as const,
  options: (resource: ResourceContract, params: object) => [resource.path, 'options', params] as const,
  detail: (resource: ResourceContract, id: Id) => [resource.path, 'detail', String(id)] as const,
};

/** The query key of one call of a custom action. */
export const endpointKey = <E extends EndpointDef>(endpoint: E, input?: EndpointInput<E>) =>
  [endpoint.tag, endpoint.method, endpoint.path, input ?? {}] as const;

/** The region selector narrows company-scoped lists (docs/domain.md#data-scope). */
export function withRegion<P extends object>(params: P): P {
  const region = session.region;
  // a list's own region filter wins; an empty one (undefined) leaves the selector's
  if (!region || region === 'all' || (params as { region?: unknown }).region != null) return params;
  return { ...params, region: Number(region) };
}

export const resourceListQuery = <R extends ResourceContract>(resource: R, params: ResourceListParams<R>) =>
  queryOptions({
    queryKey: resourceKeys.list(resource, params),
    queryFn: (): Promise<Paged<ResourceRow<R>>> => resourceApi.list(resource, withRegion(params)),
    placeholderData: keepPreviousData,
  });

export function useResourceList<R extends ResourceContract>(
  resource: R,
  params: ResourceListParams<R>,
  enabled = true,
) {
  return useQuery({ ...resourceListQuery(resource, params), enabled });
}

/** Unpaged list (at most 1000 rows) for selects. */
export function useResourceOptions<R extends ResourceContract>(
  resource: R,
  params?: Omit<ResourceListParams<R>, 'page' | 'page_size'>,
  enabled = true,
) {
  return useQuery({
    queryKey: resourceKeys.options(resource, params ?? {}),
    queryFn: () => resourceApi.listAll(resource, params),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useResourceItem<R extends ResourceContract>(resource: R, id: Id | undefined) {
  return useQuery({
    queryKey: resourceKeys.detail(resource, id ?? ''),
    queryFn: () => resourceApi.show(resource, id as Id),
    enabled: id !== undefined && id !== '',
  });
}

/**
 * Creates (no id; with `idempotencyKey` at most once, docs/api.md#idempotent-creation) or updates (id)
 * a row; the resource's queries refresh afterwards.
 */
export function useSaveResource<R extends ResourceContract>(resource: R) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id?: undefined; body: ResourceCreate<R>; idempotencyKey?: string }
        | { id: Id; body: ResourceUpdate<R>; idempotencyKey?: undefined },
    ) =>
      input.id
        ? resourceApi.update(resource, input.id, input.body)
        : resourceApi.create(resource, input.body, { idempotencyKey: input.idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}

export function useDeleteResource<R extends ResourceContract>(resource: R) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: Id; reason?: string }) => resourceApi.remove(resource, id, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}

export type { Paged };
