import { apiBase } from '@rp/contract';
import i18n from './i18n';
import { type SessionUser, session } from './session';

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

/** Listeners told when the session ends because of a 401 (the auth provider logs out). */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void) {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

let refreshing: Promise<boolean> | null = null;
/** Token refresh with rotation; one at a time. */
async function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = session.refreshToken;
    if (!refreshToken) return false;
    const res = await fetch(`${apiBase}token-refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { token: string; refresh_token: string };
    session.setTokens(body.token, body.refresh_token);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Spec §6/§8: the op_machine role refreshes its token instead of being logged out. */
export const isOpMachine = (user: SessionUser | null) =>
  Boolean(user?.roles.some((role) => role.short === 'op_machine'));

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, unknown>;
  body?: unknown;
  /** Return the raw response (exports). */
  raw?: boolean;
  retried?: boolean;
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

/** Every call goes to the API base with the bearer token and the UI language (docs/api.md). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = session.accessToken;
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'es' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${apiBase}${path}${toQuery(options.params)}`, {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
  });
  if (res.status === 401 && token) {
    // docs/domain.md#session: op_machine refreshes and retries once; any other user is logged out
    if (isOpMachine(session.user) && !options.retried && (await refreshTokens())) {
      return apiRequest<T>(path, { ...options, retried: true });
    }
    session.clear();
    for (const listener of unauthorizedListeners) listener();
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(res.status, data);
  }
  if (options.raw) return res as T;
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export type Paged<T> = { data: T[]; pages: number; elements: number; estimated?: true };
export type ListParams = {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  [filter: string]: unknown;
};

/** The generic resource client (docs/api.md, resources). */
export const resourceClient = {
  list: <T>(path: string, params: ListParams = {}) =>
    apiRequest<Paged<T>>(path, { params: { page: 1, ...params } }),
  listAll: <T>(path: string, params: Record<string, unknown> = {}) => apiRequest<T[]>(path, { params }),
  show: <T>(path: string, id: number | string, params?: Record<string, unknown>) =>
    apiRequest<T>(`${path}${id}/`, { params }),
  create: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  update: <T>(path: string, id: number | string, body: unknown) =>
    apiRequest<T>(`${path}${id}/`, { method: 'PUT', body }),
  remove: (path: string, id: number | string, params?: Record<string, unknown>) =>
    apiRequest<void>(`${path}${id}/`, { method: 'DELETE', params }),
  /** GET path export/ as a file blob, saved with the server's file name. */
  async export(path: string, params: Record<string, unknown> = {}) {
    const res = await apiRequest<Response>(`${path}export/`, { params, raw: true });
    const blob = await res.blob();
    const disposition = res.headers.get('Content-Disposition') ?? '';
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.xlsx';
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
