import type { sessionUserSchema } from '@rp/contract/entities';
import type { z } from 'zod';

/** Session storage (docs/domain.md#pages-menu-and-the-browser): keys prefixed hr_tecma_. */
export const storageKeys = {
  user: 'hr_tecma_user',
  region: 'hr_tecma_region',
  lang: 'hr_tecma_lang',
  accessToken: 'hr_tecma_access_token',
  refreshToken: 'hr_tecma_refresh_token',
  expiresIn: 'hr_tecma_expires_in',
} as const;

/** The signed-in user as the server answers it (login, check_session), kept in the session. */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The `exp` claim of a JWT, in seconds, or null. */
export function tokenExpiry(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** True when the token carries an `exp` claim that has passed (a token without one is left to the server). */
export function tokenExpired(token: string | null, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= now;
}

export const session = {
  get accessToken() {
    return localStorage.getItem(storageKeys.accessToken);
  },
  get refreshToken() {
    return localStorage.getItem(storageKeys.refreshToken);
  },
  get user(): SessionUser | null {
    const raw = localStorage.getItem(storageKeys.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as SessionUser;
    } catch {
      return null;
    }
  },
  get region(): string {
    return localStorage.getItem(storageKeys.region) ?? 'all';
  },
  setRegion(region: string) {
    localStorage.setItem(storageKeys.region, region);
  },
  setTokens(token: string, refreshToken: string) {
    localStorage.setItem(storageKeys.accessToken, token);
    localStorage.setItem(storageKeys.refreshToken, refreshToken);
    const exp = tokenExpiry(token);
    if (exp) localStorage.setItem(storageKeys.expiresIn, String(exp));
  },
  setUser(user: SessionUser) {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
  },
  clear() {
    for (const key of [
      storageKeys.user,
      storageKeys.accessToken,
      storageKeys.refreshToken,
      storageKeys.expiresIn,
    ]) {
      localStorage.removeItem(key);
    }
  },
  /** Authenticated while an access token and a user exist and the token's exp is in the future (docs/domain.md#session). */
  isValid(now = Date.now()): boolean {
    const exp = tokenExpiry(this.accessToken);
    return Boolean(this.user && exp && exp * 1000 > now);
  },
};
