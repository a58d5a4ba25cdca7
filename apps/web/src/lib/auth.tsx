import { opensPage } from '@rp/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, callApi, onUnauthorized } from './api-client';
import { loadAuthEndpoints } from './auth-endpoints';
import { setLanguage } from './i18n';
import { clearApiCache } from './offline-cache';
import { type SessionUser, session, storageKeys, tokenExpiry } from './session';

/** `detail`: the server's reason for a refused sign-in (a disabled user …), in the UI language. */
export type LoginOutcome = { app_status: 0 | 1 | 2; retry_after?: number; detail?: string };

export type AuthState = {
  user: SessionUser | null;
  /** True while the initial session check runs. */
  isLoading: boolean;
  /** `retry_after` (seconds) when the login is throttled (429). */
  login: (username: string, password: string) => Promise<LoginOutcome>;
  logout: () => void;
  refreshUser: () => Promise<void>;
  /**
   * Page access, the one check every guard makes (the route frame, the route loaders, the menu): the
   * contract's `opensPage` (routes, superuser-only pages, the page's roles), superusers pass.
   */
  canOpen: (routeName: string) => boolean;
};

/** Exported for tests, which provide a state of their own. */
export const AuthContext = createContext<AuthState | null>(null);

/** Pages every signed-in user may open. */
const alwaysAllowed = new Set(['index', 'profile', 'settings', 'login']);

/**
 * Pages only superusers open although a role may hold their route (docs/decisions.md, "Page access
 * is the role routes…": `/testing` is for superusers; its route still grants a role what the page
 * reads, so the contract's route is not `superuserOnly`).
 */
const superuserPages = new Set(['testing']);

/**
 * Page access of a user (docs/domain.md#data-scope, page access): the contract's `opensPage` (its
 * routes, superuser-only pages and the page's roles; superusers pass), plus the pages every
 * signed-in user opens, less the pages kept for superusers.
 */
export function accessOf(user: SessionUser | null): Pick<AuthState, 'canOpen'> {
  return {
    canOpen: (name) =>
      Boolean(
        user &&
          (alwaysAllowed.has(name) || opensPage(user, name)) &&
          (user.is_superuser || !superuserPages.has(name)),
      ),
  };
}

/**
 * A stored session can resume while its access token is valid, and with an expired one while it
 * holds a refresh token (its first call refreshes, docs/domain.md#session).
 */
const canResume = () => session.isValid() || Boolean(session.user && session.refreshToken);

/**
 * The user as it was when the server's answer says the same: a new object would draw the whole
 * signed-in shell again — on a cold load, while the first page is being drawn (docs/performance.md,
 * "The first screen after sign-in").
 */
export function sameUserOr(previous: SessionUser | null, next: SessionUser): SessionUser {
  return previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}

/** setTimeout fires at once past 2^31-1 ms (~24.8 days). */
const maxTimeout = 2_147_483_647;

/**
 * The stored session opens the app at once while its access token is still valid: the session check
 * runs beside the page's own requests instead of before them (docs/decisions.md, "Session check
 * beside the first page"). A session with an expired token waits for it (its first call refreshes
 * the token; when that fails the session ends, before any page was shown).
 */
const opensAtOnce = () => session.isValid();

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(() => (canResume() ? session.user : null));
  const [isLoading, setIsLoading] = useState(() => canResume() && !opensAtOnce());

  const logout = useCallback(() => {
    const refreshToken = session.refreshToken;
    if (refreshToken)
      void loadAuthEndpoints()
        .then((api) => callApi(api.logout, { body: { refresh_token: refreshToken } }))
        .catch(() => {});
    session.clear();
    // the service worker's cached answers were this user's (lib/offline-cache.ts)
    void clearApiCache();
    setUser(null);
  }, []);

  // initial data: check the session once; empty data logs out (docs/domain.md#session), and so does
  // the server refusing it; without an answer (no network, a server error) the stored user stays,
  // so the installable app opens offline (docs/operations.md, "Installable app (service worker)")
  useEffect(() => {
    if (!canResume()) {
      session.clear();
      setIsLoading(false);
      return;
    }
    // the user checked: when another one signs in meanwhile (the sign-in again dialog, which this
    // check may wait for), the answer about the previous one is not theirs
    const checked = session.user?.id;
    const isStillChecked = () => session.user?.id === checked;
    loadAuthEndpoints()
      .then((api) => callApi(api.checkSession))
      .then((data) => {
        if (!isStillChecked()) return;
        if (!data?.user) return logout();
        session.setUser(data.user);
        setUser((previous) => sameUserOr(previous, data.user));
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status < 500 && isStillChecked()) logout();
      })
      .finally(() => setIsLoading(false));
  }, [logout]);

  useEffect(() => {
    const unsubscribe = onUnauthorized(() => {
      void clearApiCache();
      setUser(null);
    });
    return () => {
      unsubscribe();
    };
  }, []);

  // the session ends when the access token expires, unless a refresh token renews it on the next
  // call (docs/domain.md#session): nothing on the page is thrown away for an expiry
  useEffect(() => {
    if (!user || session.refreshToken) return;
    const exp = tokenExpiry(session.accessToken);
    if (!exp) return;
    const timer = window.setTimeout(logout, Math.min(maxTimeout, Math.max(0, exp * 1000 - Date.now())));
    return () => window.clearTimeout(timer);
  }, [user, logout]);

  const login = useCallback(async (username: string, password: string): Promise<LoginOutcome> => {
    try {
      const result = await callApi((await loadAuthEndpoints()).login, { body: { username, password } });
      // nothing another user left in the service worker's cache is ever read (lib/offline-cache.ts)
      await clearApiCache();
      session.setTokens(result.token, result.refresh_token);
      session.setUser(result.user);
      if (!localStorage.getItem(storageKeys.lang)) await setLanguage(result.user.lang);
      setUser(result.user);
      return { app_status: 0 as const };
    } catch (error) {
      // docs/domain.md#pages-menu-and-the-browser: a failed login gives app_status 1; too many attempts also say how long to wait
      if (error instanceof ApiError && error.status === 429) {
        const seconds = Number(error.data.retry_after);
        return { app_status: 1, retry_after: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 };
      }
      if (error instanceof ApiError && error.status < 500) {
        const detail = error.data.detail;
        return typeof detail === 'string' ? { app_status: 1, detail } : { app_status: 1 };
      }
      return { app_status: 2 };
    }
  }, []);

  const refreshUser = useCallback(async () => {
    const data = await callApi((await loadAuthEndpoints()).checkSession);
    session.setUser(data.user);
    setUser((previous) => sameUserOr(previous, data.user));
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      isLoading,
      login,
      logout,
      refreshUser,
      ...accessOf(user),
    }),
    [user, isLoading, login, logout, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
