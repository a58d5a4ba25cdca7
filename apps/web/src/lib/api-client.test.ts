import { resources } from '@rp/contract/resources';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  NetworkError,
  onUnauthorized,
  requestAhead,
  resourceApi,
  type SignInAgainOutcome,
  setSignInAgain,
  toQuery,
} from './api-client';
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

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (expSeconds: number) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ sub: '1', exp: expSeconds }))}.sig`;
const inSeconds = (n: number) => Math.floor(Date.now() / 1000) + n;

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

describe('an ended access token is renewed, never the page thrown away (docs/domain.md#session)', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  /** The server: token-refresh answers `refresh`; other calls pass with `fresh` tokens only. */
  const server = (options: { refresh: () => Response; fresh?: string[] }) => (call: Call) => {
    if (call.url === '/api/token-refresh/') return options.refresh();
    if (call.url === '/api/login/') return json(200, {});
    const fresh = options.fresh ?? ['new-token'];
    return fresh.some((token) => call.headers.Authorization === `Bearer ${token}`)
      ? json(200, { ok: call.url })
      : json(401, { detail: 'El token no es válido o ha expirado.' });
  };
  const refreshed = () => json(200, { token: 'new-token', refresh_token: 'refresh-2' });
  const refused = () => json(401, { detail: 'no' });
  const paths = () => calls.map((call) => `${call.method} ${call.url}`);

  it('a 401 of any user refreshes the token once and retries with the new one', async () => {
    signIn(['recruiter']);
    responder = server({ refresh: refreshed });
    await expect(apiRequest('regions/')).resolves.toEqual({ ok: '/api/regions/' });
    expect(paths()).toEqual(['GET /api/regions/', 'POST /api/token-refresh/', 'GET /api/regions/']);
    expect(calls[1]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(session.accessToken).toBe('new-token');
    expect(session.refreshToken).toBe('refresh-2');
    expect(session.user?.username).toBe('machine');
    expect(loggedOut).toBe(0);
  });

  it('an access token past its exp is refreshed before the request is sent', async () => {
    signIn(['recruiter'], jwt(inSeconds(-5)));
    responder = server({ refresh: refreshed });
    await expect(apiRequest('regions/')).resolves.toEqual({ ok: '/api/regions/' });
    expect(paths()).toEqual(['POST /api/token-refresh/', 'GET /api/regions/']);
    expect(calls[1]?.headers.Authorization).toBe('Bearer new-token');
    expect(loggedOut).toBe(0);
  });

  it('an upload (FormData) and an export are sent again after the refresh', async () => {
    signIn(['recruiter']);
    responder = server({ refresh: refreshed });
    const form = new FormData();
    form.set('file', new File(['cv'], 'cv.pdf'));
    await expect(apiRequest('files/', { method: 'POST', body: form })).resolves.toEqual({
      ok: '/api/files/',
    });
    expect(calls.filter((call) => call.url === '/api/files/').map((call) => call.body)).toEqual([form, form]);
    session.setTokens('old-token', 'refresh-2');
    const file = await resourceApi.export(resources.regions);
    expect(file).toBeInstanceOf(File);
    expect(calls.filter((call) => call.url === '/api/regions/export/')).toHaveLength(2);
    expect(loggedOut).toBe(0);
  });

  it('without a network the refresh fails as the request would: a NetworkError, the session kept', async () => {
    signIn(['recruiter'], jwt(inSeconds(-5)));
    let prompts = 0;
    unregister = setSignInAgain(async () => {
      prompts += 1;
      return 'signed-out';
    });
    responder = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(apiRequest('regions/', { method: 'POST', body: {} })).rejects.toBeInstanceOf(NetworkError);
    expect(paths()).toEqual(['POST /api/token-refresh/']);
    expect(prompts).toBe(0);
    expect(session.user).not.toBeNull();
    expect(loggedOut).toBe(0);
  });

  it('concurrent requests share one refresh', async () => {
    signIn(['recruiter']);
    responder = server({ refresh: refreshed });
    const results = await Promise.all([apiRequest('a/'), apiRequest('b/'), apiRequest('c/')]);
    expect(results).toEqual([{ ok: '/api/a/' }, { ok: '/api/b/' }, { ok: '/api/c/' }]);
    expect(calls.filter((call) => call.url === '/api/token-refresh/')).toHaveLength(1);
  });

  it('when the refresh fails, the requests wait for one sign-in again and then complete', async () => {
    signIn(['recruiter']);
    responder = server({ refresh: refused, fresh: ['signed-in-again'] });
    let prompts = 0;
    let signedIn: (outcome: SignInAgainOutcome) => void = () => {};
    unregister = setSignInAgain(
      () =>
        new Promise((resolve) => {
          prompts += 1;
          signedIn = resolve;
        }),
    );
    const first = apiRequest('regions/', { method: 'POST', body: { name: 'Norte' } });
    const second = apiRequest('a/');
    await vi.waitFor(() => expect(prompts).toBe(1));
    // the dialog's sign-in stores the new session, then says it is the same user
    session.setTokens('signed-in-again', 'refresh-9');
    signedIn('same-user');
    await expect(first).resolves.toEqual({ ok: '/api/regions/' });
    await expect(second).resolves.toEqual({ ok: '/api/a/' });
    expect(prompts).toBe(1);
    const saves = calls.filter((call) => call.url === '/api/regions/');
    expect(saves.map((call) => call.headers.Authorization)).toEqual([
      'Bearer old-token',
      'Bearer signed-in-again',
    ]);
    expect(saves[1]?.body).toEqual({ name: 'Norte' });
    expect(session.user).not.toBeNull();
    expect(loggedOut).toBe(0);
  });

  it('an expired token whose refresh fails asks before sending, and sends once signed in again', async () => {
    signIn(['recruiter'], jwt(inSeconds(-5)));
    responder = server({ refresh: refused, fresh: ['signed-in-again'] });
    unregister = setSignInAgain(async () => {
      session.setTokens('signed-in-again', 'refresh-9');
      return 'same-user';
    });
    await expect(apiRequest('regions/')).resolves.toEqual({ ok: '/api/regions/' });
    expect(paths()).toEqual(['POST /api/token-refresh/', 'GET /api/regions/']);
    expect(loggedOut).toBe(0);
  });

  it('another user signing in drops the request and keeps their session', async () => {
    signIn(['recruiter']);
    responder = server({ refresh: refused, fresh: ['other-token'] });
    unregister = setSignInAgain(async () => {
      session.setTokens('other-token', 'refresh-o');
      return 'other-user';
    });
    await expect(apiRequest('regions/', { method: 'DELETE' })).rejects.toMatchObject({ status: 401 });
    // never sent again as the other user
    expect(calls.filter((call) => call.url === '/api/regions/')).toHaveLength(1);
    expect(session.accessToken).toBe('other-token');
    expect(loggedOut).toBe(0);
  });

  it('signing out from the prompt ends the session', async () => {
    signIn(['recruiter']);
    responder = server({ refresh: refused });
    unregister = setSignInAgain(async () => 'signed-out');
    await expect(apiRequest('regions/')).rejects.toMatchObject({ status: 401 });
    expect(session.user).toBeNull();
    expect(loggedOut).toBe(1);
  });

  it('without a prompt (no signed-in page) a failed refresh ends the session as before', async () => {
    signIn(['recruiter']);
    responder = server({ refresh: refused });
    const error = (await apiRequest('regions/').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.data).toEqual({ detail: 'El token no es válido o ha expirado.' });
    expect(paths()).toEqual(['GET /api/regions/', 'POST /api/token-refresh/']);
    expect(session.accessToken).toBeNull();
    expect(session.user).toBeNull();
    expect(loggedOut).toBe(1);
  });

  it('a 401 the new token does not cure asks to sign in again; one more 401 ends the session', async () => {
    signIn(['recruiter']);
    // the server refuses this user whatever the token (disabled, password changed)
    responder = server({ refresh: refreshed, fresh: [] });
    let prompts = 0;
    unregister = setSignInAgain(async () => {
      prompts += 1;
      return 'same-user';
    });
    await expect(apiRequest('regions/')).rejects.toMatchObject({ status: 401 });
    expect(paths()).toEqual([
      'GET /api/regions/',
      'POST /api/token-refresh/',
      'GET /api/regions/',
      'GET /api/regions/',
    ]);
    expect(prompts).toBe(1);
    expect(loggedOut).toBe(1);
  });

  it('a public endpoint (a failed sign-in) neither renews nor ends the session', async () => {
    signIn(['recruiter']);
    responder = () => json(401, { detail: 'Usuario o contraseña incorrectos.' });
    await expect(
      apiRequest('login/', { method: 'POST', body: { username: 'a', password: 'b' }, isPublic: true }),
    ).rejects.toMatchObject({ status: 401, data: { detail: 'Usuario o contraseña incorrectos.' } });
    expect(paths()).toEqual(['POST /api/login/']);
    expect(session.accessToken).toBe('old-token');
    expect(loggedOut).toBe(0);
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

describe("requestAhead (the first page's data asked for by the entry: docs/performance.md)", () => {
  it('sends the request at once, and the same request made later takes its answer without a second one', async () => {
    signIn([]);
    responder = () => json(200, { fill_rate: 50 });
    requestAhead('dashboard/get_ahead_one/', { method: 'POST', body: { year: 2026 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/dashboard/get_ahead_one/',
      method: 'POST',
      body: { year: 2026 },
    });
    expect(calls[0]?.headers.Authorization).toBe('Bearer old-token');
    await expect(
      apiRequest('dashboard/get_ahead_one/', { method: 'POST', body: { year: 2026 } }),
    ).resolves.toEqual({
      fill_rate: 50,
    });
    expect(calls).toHaveLength(1);
    // once: the next one is sent
    await apiRequest('dashboard/get_ahead_one/', { method: 'POST', body: { year: 2026 } });
    expect(calls).toHaveLength(2);
  });

  it('is not taken by another body, query or token', async () => {
    signIn([]);
    responder = () => json(200, {});
    requestAhead('dashboard/get_ahead_two/', { method: 'POST', body: { year: 2026 } });
    await apiRequest('dashboard/get_ahead_two/', { method: 'POST', body: { year: 2025 } });
    await apiRequest('dashboard/get_ahead_two/', {
      method: 'POST',
      body: { year: 2026 },
      params: { page: 2 },
    });
    session.setTokens('another-token', 'refresh-2');
    await apiRequest('dashboard/get_ahead_two/', { method: 'POST', body: { year: 2026 } });
    expect(calls).toHaveLength(4);
  });

  it('drops an answer that is not a success: the request is sent again and the session renewed as usual', async () => {
    signIn([], 'stale-token');
    responder = (call) => {
      if (call.url.endsWith('token-refresh/'))
        return json(200, { token: 'new-token', refresh_token: 'refresh-3' });
      return call.headers.Authorization === 'Bearer new-token' ? json(200, { ok: true }) : json(401, {});
    };
    requestAhead('dashboard/get_ahead_three/', { method: 'POST', body: {} });
    await expect(apiRequest('dashboard/get_ahead_three/', { method: 'POST', body: {} })).resolves.toEqual({
      ok: true,
    });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/dashboard/get_ahead_three/',
      '/api/dashboard/get_ahead_three/',
      '/api/token-refresh/',
      '/api/dashboard/get_ahead_three/',
    ]);
    expect(loggedOut).toBe(0);
  });

  it('sends nothing without a token or with an expired one', () => {
    session.clear();
    responder = () => json(200, {});
    requestAhead('dashboard/get_ahead_four/', { method: 'POST', body: {} });
    signIn([], jwt(inSeconds(-60)));
    requestAhead('dashboard/get_ahead_four/', { method: 'POST', body: {} });
    expect(calls).toHaveLength(0);
  });
});
