import { hasAnyRole } from '@rp/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSignInAgain } from './api-client';
import { AuthProvider, type AuthState, accessOf, useAuth } from './auth';
import { type SessionUser, session, storageKeys } from './session';

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (expSeconds: number) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ sub: '1', exp: expSeconds }))}.sig`;
const inSeconds = (n: number) => Math.floor(Date.now() / 1000) + n;

const makeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  username: 'ana',
  first_name: 'Ana',
  last_name: 'López',
  email: null,
  is_superuser: false,
  is_staff: false,
  is_active: true,
  last_login: null,
  date_joined: '2026-01-05T15:00:00.000Z',
  lang: 'es',
  menu_layout: 'side',
  roles: [],
  permissions: [],
  companies: [],
  sites: [],
  routes: ['settings-regions'],
  permission_shorts: [],
  ...overrides,
});
const opMachine = () =>
  makeUser({ username: 'machine', roles: [{ id: 9, name: 'Machine', short: 'op_machine', routes: [] }] });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let state: AuthState;

function Probe() {
  state = useAuth();
  return <p data-testid="state">{state.isLoading ? 'loading' : (state.user?.username ?? 'signed out')}</p>;
}

const renderAuth = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
const shown = () => screen.getByTestId('state').textContent;
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('starts signed out without a stored session, and calls nothing', () => {
    renderAuth();
    expect(shown()).toBe('signed out');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resumes a valid session at once and checks it with the server beside the first page', async () => {
    session.setTokens(jwt(inSeconds(3600)), 'r1');
    session.setUser(makeUser({ username: 'ana.stored' }));
    fetchMock.mockResolvedValue(json(200, { user: makeUser({ username: 'ana.fresh' }) }));
    renderAuth();
    // the stored user opens the app without waiting for the check (docs/decisions.md)
    expect(shown()).toBe('ana.stored');
    await waitFor(() => expect(shown()).toBe('ana.fresh'));
    expect(urls()).toEqual(['/api/check_session/']);
    expect(session.user?.username).toBe('ana.fresh');
  });

  it('keeps the stored user object when the check answers the same user: the signed-in shell is not drawn again', async () => {
    session.setTokens(jwt(inSeconds(3600)), 'r1');
    session.setUser(makeUser());
    fetchMock.mockResolvedValue(json(200, { user: makeUser() }));
    renderAuth();
    const stored = state.user;
    await waitFor(() => expect(urls()).toEqual(['/api/check_session/']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(state.user).toBe(stored);
    // a changed user is taken
    fetchMock.mockResolvedValue(json(200, { user: makeUser({ first_name: 'Anabel' }) }));
    await act(() => state.refreshUser());
    expect(state.user).not.toBe(stored);
    expect(state.user?.first_name).toBe('Anabel');
  });

  it('drops a session whose token has expired when no refresh token renews it (docs/domain.md session)', () => {
    session.setTokens(jwt(inSeconds(-60)), 'r1');
    localStorage.removeItem(storageKeys.refreshToken);
    session.setUser(makeUser());
    renderAuth();
    expect(shown()).toBe('signed out');
    expect(session.accessToken).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs out when the session check returns no user (docs/domain.md session)', async () => {
    session.setTokens(jwt(inSeconds(3600)), 'r1');
    session.setUser(makeUser());
    fetchMock.mockResolvedValue(json(200, { user: null }));
    renderAuth();
    await waitFor(() => expect(shown()).toBe('signed out'));
    expect(session.user).toBeNull();
  });

  it('keeps the stored user when the session check gets no answer (offline, server error)', async () => {
    session.setTokens(jwt(inSeconds(3600)), 'r1');
    session.setUser(makeUser());
    // fetch rejects with a TypeError without a network; then a server that fails
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const first = renderAuth();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(shown()).toBe('ana');
    expect(session.isValid()).toBe(true);
    first.unmount();
    fetchMock.mockResolvedValueOnce(json(503, { detail: 'unavailable' }));
    renderAuth();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(shown()).toBe('ana');
    expect(session.user?.username).toBe('ana');
    expect(urls()).not.toContain('/api/logout/');
  });

  it('logs out when the server refuses the stored session (401)', async () => {
    session.setTokens(jwt(inSeconds(3600)), 'r1');
    session.setUser(makeUser());
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/check_session/' ? json(401, { detail: 'expired' }) : new Response(null, { status: 204 }),
    );
    renderAuth();
    await waitFor(() => expect(shown()).toBe('signed out'));
    expect(session.accessToken).toBeNull();
  });

  it('a session with an expired token and a refresh token renews it instead of logging out (docs/domain.md session)', async () => {
    for (const stored of [makeUser(), opMachine()]) {
      session.setTokens(jwt(inSeconds(-60)), 'r1');
      session.setUser(stored);
      const fresh = jwt(inSeconds(3600));
      fetchMock.mockReset();
      fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
        if (url === '/api/token-refresh/') return json(200, { token: fresh, refresh_token: 'r2' });
        const auth = (init.headers as Record<string, string>).Authorization;
        return auth === `Bearer ${fresh}` ? json(200, { user: stored }) : json(401, { detail: 'expired' });
      });
      const view = renderAuth();
      await waitFor(() => expect(shown()).toBe(stored.username));
      // the expired token is renewed before the check is sent
      expect(urls()).toEqual(['/api/token-refresh/', '/api/check_session/']);
      expect(session.refreshToken).toBe('r2');
      view.unmount();
    }
  });

  it('a stored session whose refresh fails opens the sign-in page (nothing was typed yet)', async () => {
    session.setTokens(jwt(inSeconds(-60)), 'r1');
    session.setUser(makeUser());
    fetchMock.mockImplementation(async () => json(401, { detail: 'expired' }));
    renderAuth();
    await waitFor(() => expect(shown()).toBe('signed out'));
    expect(urls()).toEqual(['/api/token-refresh/']);
    expect(session.user).toBeNull();
  });

  it('a session check the sign-in again answers with another user does not sign that user out', async () => {
    session.setTokens(jwt(inSeconds(3600)), 'r1');
    session.setUser(makeUser());
    fetchMock.mockImplementation(async () => json(401, { detail: 'expired' }));
    const other = makeUser({ id: 2, username: 'beto' });
    const unregister = setSignInAgain(async () => {
      // the dialog signed another user in
      session.setTokens(jwt(inSeconds(3600)), 'r2');
      session.setUser(other);
      return 'other-user';
    });
    renderAuth();
    await waitFor(() => expect(urls()).toEqual(['/api/check_session/', '/api/token-refresh/']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    unregister();
    expect(session.user?.username).toBe('beto');
    expect(session.refreshToken).toBe('r2');
    expect(urls()).not.toContain('/api/logout/');
  });

  it('keeps a session that holds a refresh token when its access token expires (renewed on the next call)', async () => {
    session.setTokens(jwt(inSeconds(1)), 'r1');
    session.setUser(makeUser());
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/check_session/' ? json(200, { user: makeUser() }) : new Response(null, { status: 204 }),
    );
    renderAuth();
    await waitFor(() => expect(shown()).toBe('ana'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(shown()).toBe('ana');
    expect(session.refreshToken).toBe('r1');
    expect(urls()).not.toContain('/api/logout/');
  });

  it('ends the session when the access token expires and no refresh token renews it', async () => {
    session.setTokens(jwt(inSeconds(1)), 'r1');
    localStorage.removeItem(storageKeys.refreshToken);
    session.setUser(makeUser());
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/check_session/' ? json(200, { user: makeUser() }) : new Response(null, { status: 204 }),
    );
    renderAuth();
    await waitFor(() => expect(shown()).toBe('ana'));
    await waitFor(() => expect(shown()).toBe('signed out'), { timeout: 2500 });
    expect(session.accessToken).toBeNull();
  });

  it('a 401 of any call whose refresh fails signs the user out when no page asks to sign in again', async () => {
    session.setTokens(jwt(inSeconds(3600)), 'r1');
    session.setUser(makeUser());
    fetchMock.mockResolvedValueOnce(json(200, { user: makeUser() }));
    renderAuth();
    await waitFor(() => expect(shown()).toBe('ana'));
    fetchMock.mockResolvedValue(json(401, { detail: 'expired' }));
    await act(async () => {
      await state.refreshUser().catch(() => {});
    });
    expect(shown()).toBe('signed out');
  });

  describe('login', () => {
    it('stores the tokens and the user', async () => {
      const token = jwt(inSeconds(3600));
      fetchMock.mockResolvedValue(json(200, { user: makeUser(), token, refresh_token: 'r1' }));
      renderAuth();
      let result: { app_status: number } | undefined;
      await act(async () => {
        result = await state.login('ana', 'secret-pass');
      });
      expect(result).toEqual({ app_status: 0 });
      expect(shown()).toBe('ana');
      expect(session.accessToken).toBe(token);
      expect(session.refreshToken).toBe('r1');
      expect(session.isValid()).toBe(true);
    });

    it('gives app_status 1 for rejected credentials and 2 for a server failure (docs/domain.md)', async () => {
      renderAuth();
      fetchMock.mockResolvedValueOnce(
        json(400, { detail: 'Usuario o contraseña incorrectos.', app_status: 1 }),
      );
      await act(async () => {
        // with the server's reason (the sign-in again dialog shows it: a disabled user …)
        expect(await state.login('ana', 'wrong')).toEqual({
          app_status: 1,
          detail: 'Usuario o contraseña incorrectos.',
        });
      });
      fetchMock.mockResolvedValueOnce(json(500, { detail: 'boom' }));
      await act(async () => {
        expect(await state.login('ana', 'x')).toEqual({ app_status: 2 });
      });
      expect(shown()).toBe('signed out');
      expect(session.accessToken).toBeNull();
    });
  });
});

describe('the service worker cache of API answers (lib/offline-cache.ts)', () => {
  let deleted: string[];
  beforeEach(() => {
    deleted = [];
    vi.stubGlobal('caches', {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
  });

  it('is emptied when a user signs in and when they sign out', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/login/'
        ? json(200, { user: makeUser(), token: jwt(inSeconds(3600)), refresh_token: 'r1' })
        : new Response(null, { status: 204 }),
    );
    renderAuth();
    await act(async () => {
      await state.login('ana', 'secret-pass');
    });
    expect(deleted).toEqual(['rp-api-reference']);
    act(() => state.logout());
    expect(shown()).toBe('signed out');
    expect(deleted).toEqual(['rp-api-reference', 'rp-api-reference']);
  });

  it('is emptied when a 401 ends the session', async () => {
    session.setTokens(jwt(inSeconds(3600)), 'r1');
    session.setUser(makeUser());
    fetchMock.mockResolvedValueOnce(json(200, { user: makeUser() }));
    renderAuth();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fetchMock.mockResolvedValue(json(401, { detail: 'expired' }));
    await act(async () => {
      await state.refreshUser().catch(() => {});
    });
    expect(shown()).toBe('signed out');
    expect(deleted).toEqual(['rp-api-reference']);
  });
});

describe('accessOf (docs/domain.md page access)', () => {
  it('opens the routes of the user, plus home, profile and the settings index', () => {
    const access = accessOf(makeUser({ routes: ['settings-regions'] }));
    expect(access.canOpen('settings-regions')).toBe(true);
    expect(access.canOpen('settings-users')).toBe(false);
    for (const name of ['index', 'profile', 'settings']) expect(access.canOpen(name)).toBe(true);
  });

  it("matches a page's roles by short code, any of a list; superusers hold every role", () => {
    const medical = makeUser({ roles: [{ id: 1, name: 'Medical', short: 'medical', routes: [] }] });
    expect(hasAnyRole(medical, ['medical'])).toBe(true);
    expect(hasAnyRole(medical, ['recruiter', 'medical'])).toBe(true);
    expect(hasAnyRole(medical, ['recruiter'])).toBe(false);
    const superuser = makeUser({ is_superuser: true, routes: [] });
    expect(accessOf(superuser).canOpen('settings-users')).toBe(true);
    expect(hasAnyRole(superuser, ['recruiter'])).toBe(true);
  });

  it('keeps /testing for superusers, even for a role that holds its route', () => {
    expect(accessOf(makeUser({ routes: ['testing'] })).canOpen('testing')).toBe(false);
    expect(accessOf(makeUser({ is_superuser: true, routes: [] })).canOpen('testing')).toBe(true);
  });

  it('is the only page check the session offers (no role check beside it)', () => {
    expect(Object.keys(accessOf(makeUser()))).toEqual(['canOpen']);
  });

  it("follows the contract's page check: superuser-only pages and the page's roles", () => {
    const routes = ['settings-audit_log', 'requeriments-medical_admins'];
    const recruiter = accessOf(makeUser({ routes }));
    expect(recruiter.canOpen('settings-audit_log')).toBe(false);
    expect(recruiter.canOpen('requeriments-medical_admins')).toBe(false);
    const medical = accessOf(
      makeUser({ routes, roles: [{ id: 1, name: 'Medical', short: 'medical', routes: [] }] }),
    );
    expect(medical.canOpen('requeriments-medical_admins')).toBe(true);
    const superuser = accessOf(makeUser({ is_superuser: true, routes: [] }));
    expect(superuser.canOpen('settings-audit_log')).toBe(true);
  });

  it('grants nothing without a user', () => {
    expect(accessOf(null).canOpen('index')).toBe(false);
    expect(accessOf(null).canOpen('login')).toBe(false);
  });
});
