import { describe, expect, it } from 'vitest';
import { type SessionUser, session, storageKeys, tokenExpiry } from './session';

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An unsigned JWT with the given payload (only the payload is read by the client). */
const jwt = (payload: object) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.sig`;

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const user: SessionUser = {
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
};

describe('storage keys (docs/domain.md)', () => {
  it('are prefixed hr_tecma_', () => {
    expect(Object.values(storageKeys)).toEqual([
      'hr_tecma_user',
      'hr_tecma_region',
      'hr_tecma_lang',
      'hr_tecma_access_token',
      'hr_tecma_refresh_token',
      'hr_tecma_expires_in',
    ]);
  });
});

describe('tokenExpiry', () => {
  it('reads the exp claim in seconds', () => {
    expect(tokenExpiry(jwt({ sub: '1', exp: 1_800_000_000 }))).toBe(1_800_000_000);
  });

  it('reads base64url payloads (with - and _)', () => {
    // "ÿÿ" and "??" encode to characters that differ between base64 and base64url
    const token = jwt({ exp: 1_800_000_000, name: 'ÿÿ??>>' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiry(token)).toBe(1_800_000_000);
  });

  it('is null without a token, a payload or a numeric exp', () => {
    expect(tokenExpiry(null)).toBeNull();
    expect(tokenExpiry('')).toBeNull();
    expect(tokenExpiry('abc')).toBeNull();
    expect(tokenExpiry('a.!!!not-base64.c')).toBeNull();
    expect(tokenExpiry(jwt({ sub: '1' }))).toBeNull();
    expect(tokenExpiry(jwt({ exp: '1800000000' }))).toBeNull();
  });
});

describe('session.isValid', () => {
  const store = (token: string | null, withUser = true) => {
    if (token) localStorage.setItem(storageKeys.accessToken, token);
    if (withUser) session.setUser(user);
  };

  it('is true with a user and a token whose exp is in the future', () => {
    store(jwt({ exp: now / 1000 + 60 }));
    expect(session.isValid(now)).toBe(true);
  });

  it('is false once exp has passed (or is exactly now)', () => {
    store(jwt({ exp: now / 1000 - 1 }));
    expect(session.isValid(now)).toBe(false);
    store(jwt({ exp: now / 1000 }));
    expect(session.isValid(now)).toBe(false);
  });

  it('is false without a user, without a token or with a token lacking exp', () => {
    store(jwt({ exp: now / 1000 + 60 }), false);
    expect(session.isValid(now)).toBe(false);
    localStorage.clear();
    store(null);
    expect(session.isValid(now)).toBe(false);
    localStorage.clear();
    store(jwt({ sub: '1' }));
    expect(session.isValid(now)).toBe(false);
  });

  it('is false when the stored user is not JSON', () => {
    localStorage.setItem(storageKeys.accessToken, jwt({ exp: now / 1000 + 60 }));
    localStorage.setItem(storageKeys.user, '{broken');
    expect(session.user).toBeNull();
    expect(session.isValid(now)).toBe(false);
  });

  it('uses the current time by default', () => {
    store(jwt({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    expect(session.isValid()).toBe(true);
    store(jwt({ exp: Math.floor(Date.now() / 1000) - 3600 }));
    expect(session.isValid()).toBe(false);
  });
});

describe('session storage', () => {
  it('setTokens stores both tokens and the expiry', () => {
    const token = jwt({ exp: 1_800_000_000 });
    session.setTokens(token, 'refresh-1');
    expect(session.accessToken).toBe(token);
    expect(session.refreshToken).toBe('refresh-1');
    expect(localStorage.getItem(storageKeys.expiresIn)).toBe('1800000000');
  });

  it('clear removes the session but keeps the language and region', () => {
    session.setTokens(jwt({ exp: 1_800_000_000 }), 'refresh-1');
    session.setUser(user);
    session.setRegion('3');
    localStorage.setItem(storageKeys.lang, 'en');
    session.clear();
    expect(session.accessToken).toBeNull();
    expect(session.refreshToken).toBeNull();
    expect(session.user).toBeNull();
    expect(localStorage.getItem(storageKeys.expiresIn)).toBeNull();
    expect(localStorage.getItem(storageKeys.lang)).toBe('en');
    expect(session.region).toBe('3');
  });

  it("region defaults to 'all'", () => {
    expect(session.region).toBe('all');
  });
});
