import { z } from 'zod';
import type { AccessRule } from './access';
import type { ResourcePath } from './api';
import type { PermissionShort } from './permissions';

export { endpointPath, isFileEndpoint } from './endpoint-path';

/**
 * One description per API operation, read by both sides (docs/decisions.md, "One contract end to
 * end"): the server registers the route from it (input parsed with these schemas, response checked
 * against it in tests, OpenAPI generated from it) and the web calls it through the one typed client.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: a page-access rule (`'any'` = every signed-in user, `'superuser'`) or `'public'` (no sign-in). */
export type EndpointAccess = AccessRule['read'] | AccessRule['write'] | 'public';

/** A response that is a file (xlsx, PDF): the web receives a Blob and the server's file name. */
export const fileResponse = z.file().meta({ description: 'A file download (Content-Disposition names it)' });
/** A response without a body (204). */
export const emptyResponse = z.null().meta({ description: 'No content' });

export type EndpointDef = {
  method: HttpMethod;
  /** Under /api/, the API's own spelling and trailing slash; `:name` segments are path parameters. */
  path: string;
  /** Path parameters; without it each `:name` segment must be a positive integer id (else 404). */
  params?: z.ZodObject;
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart body. */
  body?: z.ZodType;
  /** The body is multipart/form-data (uploads): the web sends FormData, the route reads the parts. */
  multipart?: true;
  response: z.ZodType;
  /** Success status: 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  access: EndpointAccess;
  /**
   * The permission the caller also needs (docs/domain.md#statuses-and-transitions: page routes open
   * screens, permissions allow actions on them); checked right after `access`, before any input is
   * read (a 403 naming it comes before a 400).
   */
  permission?: PermissionShort;
  /** OpenAPI grouping: the resource path the action belongs to. */
  tag: string;
  /** Calls allowed per minute and client address before a 429 (costly actions). */
  perMinute?: number;
  /**
   * A public call, counted per client address in one of two allowances (docs/decisions.md, "Public
   * allowances"): `view` — opening a public or approval page (company by key, the public list, a
   * vacancy by key), `PUBLIC_VIEW_RATE_LIMIT` calls a minute together; `action` — what writes or
   * costs (apply, CV prefill, approve, decline), `PUBLIC_RATE_LIMIT` calls a minute together. Then 429.
   */
  publicLimit?: 'view' | 'action';
};

export const defineEndpoint = <const E extends EndpointDef>(endpoint: E): E => endpoint;

/** `'users/:id/reactivate/'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type ParamsInput<E extends EndpointDef> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : {
      params: E['params'] extends z.ZodObject
        ? z.input<E['params']>
        : Record<PathParamNames<E['path']>, number>;
    };

/** Query values as the server reads them after parsing (the text of a query string coerces to them). */
type QueryInput<E extends EndpointDef> = E['query'] extends z.ZodType
  ? object extends z.output<E['query']>
    ? { query?: z.output<E['query']> }
    : { query: z.output<E['query']> }
  : { query?: undefined };

type BodyInput<E extends EndpointDef> = E['multipart'] extends true
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? { body: z.input<E['body']> }
    : { body?: undefined };

/** What a caller passes: path parameters, query and body, each typed from the endpoint. */
export type EndpointInput<E extends EndpointDef> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;
/** What a call answers. */
export type EndpointOutput<E extends EndpointDef> = z.output<E['response']>;

// --- resources -----------------------------------------------------------------------------------

/** The contract half of a resource: its path, shapes and access (the server adds table, search, scope). */
export type ResourceContract = {
  path: ResourcePath;
  read: z.ZodObject;
  create?: z.ZodType;
  update?: z.ZodType;
  access: AccessRule;
};

export const defineResource = <const R extends ResourceContract>(resource: R): R => resource;

export type ResourceRow<R extends ResourceContract> = z.output<R['read']>;
export type ResourceCreate<R extends ResourceContract> = R['create'] extends z.ZodType
  ? z.input<R['create']>
  : never;
export type ResourceUpdate<R extends ResourceContract> = R['update'] extends z.ZodType
  ? z.input<R['update']>
  : never;

type Scalar<V> = Exclude<NonNullable<V>, object>;
type FilterFields<Row> = {
  [K in keyof Row & string as Scalar<Row[K]> extends never ? never : K]: Scalar<Row[K]>;
};
/** A filter value: the field's own type or its text (`5`, `'5'`, `true`, `'true'`); empty values are left out. */
type FilterValue<V> = V | (V extends string | number | boolean ? `${V}` : never) | null | undefined;

/**
 * Typed list filters of a resource, one per readable field and operator, as the server parses them
 * (docs/domain.md#api-conventions): `field`, `field__in` (a list, or its comma-separated text),
 * `__gte`, `__lte`, `__isnull`, `__icontains`. A name outside these is a type error.
 */
export type ResourceFilters<Row> = {
  [K in keyof FilterFields<Row> & string]?: FilterValue<FilterFields<Row>[K]>;
} & {
  [K in keyof FilterFields<Row> & string as `${K}__in`]?: ReadonlyArray<FilterFields<Row>[K]> | string | null;
} & {
  [K in keyof FilterFields<Row> & string as `${K}__gte` | `${K}__lte`]?: FilterValue<FilterFields<Row>[K]>;
} & { [K in keyof FilterFields<Row> & string as `${K}__isnull`]?: FilterValue<boolean> } & {
  [K in keyof FilterFields<Row> & string as `${K}__icontains`]?: string | null;
};

/** Ordering by one readable field, `-` for descending; several as an array (or their comma-separated text). */
export type ResourceOrdering<Row> = (keyof Row & string) | `-${keyof Row & string}`;
type OrderingParam<Row> =
  | ResourceOrdering<Row>
  | `${ResourceOrdering<Row>},${ResourceOrdering<Row>}`
  | ReadonlyArray<ResourceOrdering<Row>>;

export type ResourceListParams<R extends ResourceContract> = {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: OrderingParam<ResourceRow<R>>;
  /** The region selector (docs/domain.md#data-scope); the web client adds it. */
  region?: FilterValue<number>;
} & ResourceFilters<ResourceRow<R>>;

/** The paged list envelope (docs/domain.md#api-conventions). */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    pages: z.number().int(),
    elements: z.number().int(),
    estimated: z.literal(true).optional(),
  });
