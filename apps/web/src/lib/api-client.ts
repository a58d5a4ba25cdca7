import {
  apiBase,
  type EndpointDef,
  type EndpointInput,
  type EndpointOutput,
  type Paged,
  type ResourceContract,
  type ResourceCreate,
  type ResourceListParams,
  type ResourceRow,
  type ResourceUpdate,
} from '@rp/contract';
import { endpointPath, isFileEndpoint } from '@rp/contract/endpoint-path';
import i18n from './i18n';
import { session, tokenExpired } from './session';

/** An API failure: status and the server's payload ({field: [messages]} or {detail}). */
export class ApiError extends Error {
  readonly isError = true;
  constructor(
    readonly status: number,
    readonly data: Record<string, unknown>,
  ) {
    super(typeof data.detail === 'string' ? data.detail : `HTTP ${status}`);
  }
}

/**
 * The request never reached the server (no network, the connection dropped): what an offline form
 * keeps its draft for (docs/decisions.md, "Offline forms"). Not an answer of the server.
 */
export class NetworkError extends Error {
  readonly isNetworkError = true;
  constructor(cause: unknown) {
    super('network', { cause });
  }
}

/** Listeners told when the session ends because of a 401 (the auth provider logs out). */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void) {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

let refreshing: Promise<boolean> | null = null;
/**
 * Token refresh with rotation; one at a time. False when the server refuses it; without a network
 * it throws `NetworkError`, as the request would have (an offline form keeps its draft).
 */
async function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = session.refreshToken;
    if (!refreshToken) return false;
    const res = await fetch(`${apiBase}token-refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    }).catch((error: unknown) => {
      throw new NetworkError(error);
    });
    if (!res.ok) return false;
    const body = (await res.json().catch(() => ({}))) as { token?: unknown; refresh_token?: unknown };
    if (typeof body.token !== 'string' || typeof body.refresh_token !== 'string') return false;
    session.setTokens(body.token, body.refresh_token);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * How the sign-in asked for in place ended (docs/decisions.md, "An expired session is renewed in
 * place"): the same user signed in again (the waiting requests are sent again), another user signed
 * in (they are dropped: never sent as someone else), or the user signed out.
 */
export type SignInAgainOutcome = 'same-user' | 'other-user' | 'signed-out';

let signInAgainHandler: (() => Promise<SignInAgainOutcome>) | null = null;
/**
 * Registers who asks the user to sign in again when the session cannot be renewed (the signed-in
 * app's dialog). Without one, the session ends as a 401 always ended it.
 */
export function setSignInAgain(handler: () => Promise<SignInAgainOutcome>) {
  signInAgainHandler = handler;
  return () => {
    if (signInAgainHandler === handler) signInAgainHandler = null;
  };
}

let signingInAgain: Promise<SignInAgainOutcome> | null = null;
/** One prompt for every request that waits on it. */
function signInAgain(): Promise<SignInAgainOutcome> {
  const handler = signInAgainHandler;
  if (!handler) return Promise.resolve('signed-out');
  signingInAgain ??= handler()
    .catch((): SignInAgainOutcome => 'signed-out')
    .finally(() => {
      signingInAgain = null;
    });
  return signingInAgain;
}

/** The session is over: the stored one is dropped and the auth provider signs out. */
function endSession() {
  session.clear();
  for (const listener of unauthorizedListeners) listener();
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, unknown>;
  body?: unknown;
  /** Return the raw response (exports). */
  raw?: boolean;
  /** A creation's `Idempotency-Key` (docs/api.md#idempotent-creation). */
  idempotencyKey?: string;
  /**
   * A public endpoint (sign-in, refresh, logout): sent with the token held, if any, but never
   * renews the session nor ends it on a 401 (a wrong password is not an ended session).
   */
  isPublic?: boolean;
};

export function toQuery(params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One try of a request with the token held now (a FormData body can be sent again). */
async function send(path: string, options: RequestOptions): Promise<{ res: Response; token: string | null }> {
  const token = session.accessToken;
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'es' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const res = await fetch(`${apiBase}${path}${toQuery(options.params)}`, {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
  }).catch((error: unknown) => {
    throw new NetworkError(error);
  });
  return { res, token };
}

/**
 * Sends a request of the signed-in user, renewing the session as docs/domain.md#session says: an
 * access token past its `exp`, or answered 401, is refreshed once with the refresh token (one
 * refresh for every request at once) and the request sent again; when that fails the user is asked
 * to sign in again in place and the request waits for it, so nothing on the page is lost. A 401 the
 * new sign-in does not cure ends the session.
 */
async function sendSignedIn(path: string, options: RequestOptions): Promise<Response> {
  let isRefreshed = false;
  let isSignedInAgain = false;
  const renew = async (): Promise<'renewed' | 'other-user' | 'over'> => {
    if (!isRefreshed) {
      isRefreshed = true;
      if (await refreshTokens()) return 'renewed';
    }
    if (isSignedInAgain) return 'over';
    isSignedInAgain = true;
    const outcome = await signInAgain();
    return outcome === 'same-user' ? 'renewed' : outcome === 'other-user' ? 'other-user' : 'over';
  };
  /** False when the request must not be sent (again): the session is over or someone else's now. */
  const renewed = async () => {
    const outcome = await renew();
    if (outcome === 'over') endSession();
    // another user's session stays, and this request of the previous user is never sent as theirs
    return outcome === 'renewed';
  };

  if (tokenExpired(session.accessToken) && !(await renewed())) {
    throw new ApiError(401, { detail: i18n.t('shell.session_ended.ended') });
  }
  let sent = await send(path, options);
  while (sent.res.status === 401 && sent.token) {
    if (!(await renewed())) return sent.res;
    sent = await send(path, options);
  }
  return sent.res;
}

/** How long an answer asked for ahead waits for the request it stands for, after which it is dropped. */
export const aheadMaxAgeMs = 15_000;
/** Requests sent ahead (`requestAhead`), by what identifies them: token, method, path, query and body. */
const ahead = new Map<string, Promise<Response | null>>();
const aheadKey = (path: string, options: RequestOptions) =>
  [
    session.accessToken,
    options.method ?? 'GET',
    `${path}${toQuery(options.params)}`,
    options.body === undefined ? '' : JSON.stringify(options.body),
  ].join(' ');

/**
 * Sends a signed-in request before the code that will make it is in: the entry asks for the first
 * page's data while the page's chunks load and run (app/first-requests.ts; docs/performance.md, "The
 * first screen after sign-in"). The first `apiRequest` with the same token, method, path, query and
 * body within `aheadMaxAgeMs` takes its answer instead of sending it again; an answer that is not a
 * success (an expired session, a network failure) is dropped, and that request is sent as usual,
 * renewing the session if it must. Nothing is sent ahead without a token or with an expired one.
 */
export function requestAhead(path: string, options: Pick<RequestOptions, 'method' | 'params' | 'body'> = {}) {
  const token = session.accessToken;
  if (!token || tokenExpired(token)) return;
  const key = aheadKey(path, options);
  if (ahead.has(key)) return;
  const answer = send(path, options).then(
    ({ res }) => (res.ok ? res : null),
    () => null,
  );
  ahead.set(key, answer);
  setTimeout(() => {
    if (ahead.get(key) === answer) ahead.delete(key);
  }, aheadMaxAgeMs);
}

/** The answer of a request sent ahead for this one, once (null: none, or not a success). */
function takeAhead(path: string, options: RequestOptions): Promise<Response | null> | null {
  if (ahead.size === 0 || options.isPublic || options.body instanceof FormData) return null;
  const key = aheadKey(path, options);
  const answer = ahead.get(key);
  if (!answer) return null;
  ahead.delete(key);
  return answer;
}

/**
 * The transport under the typed client (internal: features call `callApi` / `resourceApi`, a
 * hygiene test keeps `apiRequest` out of the rest of the web). Every call goes to the API base
 * with the bearer token and the UI language (docs/api.md).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sentAhead = takeAhead(path, options);
  const res =
    (sentAhead && (await sentAhead)) ??
    (options.isPublic ? (await send(path, options)).res : await sendSignedIn(path, options));
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(res.status, data);
  }
  if (options.raw) return res as T;
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export type { Paged };

// --- the typed client ------------------------------------------------------------------------------
// Every call of the web goes through `callApi` (custom actions) or `resourceApi` (resources), both typed
// from the contract: path, input and output come from its descriptions (docs/domain.md#api-conventions).

/** Beside an endpoint's input: the `Idempotency-Key` of a creation (docs/api.md#idempotent-creation). */
type CallOptions = { idempotencyKey?: string };
type CallArgs<E extends EndpointDef> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

/** The server's file name of a download (Content-Disposition), else `fallback`. */
function downloadName(res: Response, fallback: string): string {
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

async function asFile(res: Response, fallback: string): Promise<File> {
  const blob = await res.blob();
  return new File([blob], downloadName(res, fallback), { type: blob.type });
}

/** Calls one endpoint of the contract. File responses answer a File named as the server names it. */
export async function callApi<E extends EndpointDef>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<EndpointOutput<E>> {
  const { params, query, body, idempotencyKey } = (input ?? {}) as CallOptions & {
    params?: object;
    query?: object;
    body?: unknown;
  };
  const path = endpointPath(endpoint.path, params as Record<string, unknown> | undefined);
  const options: RequestOptions = {
    method: endpoint.method,
    params: query as Record<string, unknown>,
    body,
    idempotencyKey,
    isPublic: endpoint.access === 'public',
  };
  if (isFileEndpoint(endpoint)) {
    const res = await apiRequest<Response>(path, { ...options, raw: true });
    return (await asFile(res, 'download')) as EndpointOutput<E>;
  }
  return apiRequest<EndpointOutput<E>>(path, options);
}

/** Saves a downloaded file with its name (the browser's download). */
export function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Id = number | string;
const base = (resource: ResourceContract) => `${resource.path}/`;

/** The generic resource operations, typed from each resource's contract. */
export const resourceApi = {
  list: <R extends ResourceContract>(resource: R, params: ResourceListParams<R> = {}) =>
    apiRequest<Paged<ResourceRow<R>>>(base(resource), { params: { page: 1, ...params } }),
  /** Every row (at most 1000) without paging, for selects. */
  listAll: <R extends ResourceContract>(
    resource: R,
    params?: Omit<ResourceListParams<R>, 'page' | 'page_size'>,
  ) => apiRequest<ResourceRow<R>[]>(base(resource), { params: params ?? {} }),
  show: <R extends ResourceContract>(resource: R, id: Id) =>
    apiRequest<ResourceRow<R>>(`${base(resource)}${id}/`),
  /** With `idempotencyKey` a repeat of the creation answers the first row (docs/api.md#idempotent-creation). */
  create: <R extends ResourceContract>(
    resource: R,
    body: ResourceCreate<R>,
    options: { idempotencyKey?: string } = {},
  ) => apiRequest<ResourceRow<R>>(base(resource), { method: 'POST', body, ...options }),
  update: <R extends ResourceContract>(resource: R, id: Id, body: ResourceUpdate<R>) =>
    apiRequest<ResourceRow<R>>(`${base(resource)}${id}/`, { method: 'PUT', body }),
  remove: <R extends ResourceContract>(resource: R, id: Id, reason?: string) =>
    apiRequest<void>(`${base(resource)}${id}/`, {
      method: 'DELETE',
      params: reason ? { reason } : undefined,
    }),
  /** The list as xlsx, with the same filters. */
  export: async <R extends ResourceContract>(
    resource: R,
    params: ResourceListParams<R> & { format?: 'csv' } = {},
  ) => {
    const res = await apiRequest<Response>(`${base(resource)}export/`, { params, raw: true });
    return asFile(res, `${resource.path}.xlsx`);
  },
};
