import { resources } from '@rp/contract/resources';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, onUnauthorized, resourceApi, toQuery } from './api-client';
import { type SessionUser, session } from './session';

const user = (roles: string[]): SessionUser => ({
  id: 7,
  username: 'machine',
  first_name: 'Op',
  last_name: 'Machine',
  email: null,
  is_superuser: false,
  is_staff: false,
  is_active: true,
  last_login: null,
  date_joined: '2026-01-05T15:00:00.000Z',
  lang: 'es',
  menu_layout: 'side',
  roles: roles.map((short, index) => ({ id: index + 1, name: short, short, routes: [] })),
  permissions: [],
  companies: [],
  sites: [],
  routes: [],
  permission_shorts: [],
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
let calls: Call[];
let responder: (call: Call) => Response | Promise<Response>;
let unsubscribe: () => unknown;
let loggedOut: number;

beforeEach(() => {
  calls = [];
  loggedOut = 0;
  unsubscribe = onUnauthorized(() => {
    loggedOut += 1;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: Call = {
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      return responder(call);
    }),
  );
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

const signIn = (roles: string[], token = 'old-token') => {
  session.setTokens(token, 'refresh-1');
  session.setUser(user(roles));
};

describe('apiRequest', () => {
  it('sends the bearer token and the language to the API base', async () => {
    signIn([]);
    responder = () => json(200, { ok: true });
    await expect(apiRequest('regions/', { params: { page: 2, search: '', x: null } })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.url).toBe('/api/regions/?page=2');
    expect(calls[0]?.headers.Authorization).toBe('Bearer old-token');
    expect(calls[0]?.headers['Accept-Language']).toMatch(/^(es|en)$/);
  });

  it('sends no Authorization header without a token', async () => {
    responder = () => json(200, {});
    await apiRequest('login/', { method: 'POST', body: { username: 'a', password: 'b' } });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ username: 'a', password: 'b' });
  });

  it('keeps the error payload of a failed create or update, flagged as an error', async () => {
    signIn([]);
    responder = () => json(400, { name: ['Este campo es obligatorio'], area: ['Máximo 120 caracteres'] });
    const error = await apiRequest('regions/', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      isError: true,
      status: 400,
      data: { name: ['Este campo es obligatorio'], area: ['Máximo 120 caracteres'] },
    });
    // a 400 does not end the session
    expect(session.accessToken).toBe('old-token');
    expect(loggedOut).toBe(0);
  });

  it('uses the detail of the payload as the message, and survives a body that is not JSON', async () => {
    signIn([]);
    responder = () => json(404, { detail: 'No encontrado.' });
    await expect(apiRequest('regions/9/')).rejects.toThrow('No encontrado.');
    responder = () => new Response('<html>', { status: 502 });
    const error = (await apiRequest('regions/').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.data).toEqual({});
    expect(error.message).toBe('HTTP 502');
  });

  it('returns undefined for 204 and the raw response when asked', async () => {
    signIn([]);
    responder = () => new Response(null, { status: 204 });
    await expect(apiRequest('regions/1/', { method: 'DELETE' })).resolves.toBeUndefined();
    responder = () => new Response('a,b', { status: 200 });
    const raw = await apiRequest<Response>('regions/export/', { raw: true });
    expect(await raw.text()).toBe('a,b');
  });
});

describe('401 handling (docs/domain.md session)', () => {
  it('logs out any user that is not op_machine', async () => {
    signIn(['recruiter']);
    responder = () => json(401, { detail: 'El token no es válido o ha expirado.' });
    const error = (await apiRequest('regions/').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.data).toEqual({ detail: 'El token no es válido o ha expirado.' });
    expect(calls.map((call) => call.url)).toEqual(['/api/regions/']);
    expect(session.accessToken).toBeNull();
    expect(session.user).toBeNull();
    expect(loggedOut).toBe(1);
  });

  it('op_machine refreshes the token once and retries with the new one', async () => {
    signIn(['op_machine']);
    responder = (call) => {
      if (call.url === '/api/token-refresh/')
        return json(200, { token: 'new-token', refresh_token: 'refresh-2' });
      return call.headers.Authorization === 'Bearer new-token' ? json(200, { data: [1] }) : json(401, {});
    };
    await expect(apiRequest('regions/')).resolves.toEqual({ data: [1] });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/regions/',
      'POST /api/token-refresh/',
      'GET /api/regions/',
    ]);
    expect(calls[1]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(session.accessToken).toBe('new-token');
    expect(session.refreshToken).toBe('refresh-2');
    expect(loggedOut).toBe(0);
  });

  it('op_machine is logged out when the retried request still answers 401 (no second refresh)', async () => {
    signIn(['op_machine']);
    responder = (call) =>
      call.url === '/api/token-refresh/'
        ? json(200, { token: 'new-token', refresh_token: 'refresh-2' })
        : json(401, { detail: 'no' });
    await expect(apiRequest('regions/')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((call) => call.url === '/api/token-refresh/')).toHaveLength(1);
    expect(calls).toHaveLength(3);
    expect(session.accessToken).toBeNull();
    expect(loggedOut).toBe(1);
  });

  it('op_machine is logged out when the refresh fails', async () => {
    signIn(['op_machine']);
    responder = () => json(401, { detail: 'no' });
    await expect(apiRequest('regions/')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url)).toEqual(['/api/regions/', '/api/token-refresh/']);
    expect(session.user).toBeNull();
    expect(loggedOut).toBe(1);
  });

  it('concurrent 401s of op_machine share one refresh', async () => {
    signIn(['op_machine']);
    responder = (call) => {
      if (call.url === '/api/token-refresh/')
        return json(200, { token: 'new-token', refresh_token: 'refresh-2' });
      return call.headers.Authorization === 'Bearer new-token' ? json(200, { ok: call.url }) : json(401, {});
    };
    const results = await Promise.all([apiRequest('a/'), apiRequest('b/')]);
    expect(results).toEqual([{ ok: '/api/a/' }, { ok: '/api/b/' }]);
    expect(calls.filter((call) => call.url === '/api/token-refresh/')).toHaveLength(1);
  });

  it('a 401 without a token (a failed login) logs nobody out', async () => {
    responder = () => json(401, { detail: 'Usuario o contraseña incorrectos.' });
    await expect(
      apiRequest('login/', { method: 'POST', body: { username: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ status: 401, data: { detail: 'Usuario o contraseña incorrectos.' } });
    expect(loggedOut).toBe(0);
  });
});

describe('resourceApi (docs/domain.md#api-conventions)', () => {
  beforeEach(() => {
    signIn([]);
    responder = () => json(200, {});
  });

  it("uses the generic paths and methods of the contract's resource", async () => {
    await resourceApi.list(resources.regions, { search: 'nor', status: true, id__in: [1, 2] });
    await resourceApi.show(resources.regions, 3);
    await resourceApi.create(resources.regions, { name: 'Norte' });
    await resourceApi.update(resources.regions, 3, { name: 'Sur' });
    await resourceApi.remove(resources.regions, 3, 'duplicada');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/regions/?page=1&search=nor&status=true&id__in=1%2C2',
      'GET /api/regions/3/',
      'POST /api/regions/',
      'PUT /api/regions/3/',
      'DELETE /api/regions/3/?reason=duplicada',
    ]);
    expect(calls[3]?.body).toEqual({ name: 'Sur' });
  });

  it('toQuery joins lists and drops empty values', () => {
    expect(toQuery({ id__in: [1, 2], a: '', b: undefined, c: null, d: false })).toBe('?id__in=1%2C2&d=false');
    expect(toQuery()).toBe('');
  });
});
