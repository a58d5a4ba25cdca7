import * as crypto from 'node:crypto';
import { createDecipheriv, createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tilesSource } from '../../app';
import { encryptSecret } from '../../lib/secrets';
import { deriveKey } from '../../lib/tokens';
import { adminCredentials, buildTestApp, type TestApp } from '../../test/build-app';
import { makeSignedInUser } from '../../test/factories';

// scrypt wrapped in a spy (same behaviour) to see that an unknown username is hashed too
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, default: actual, scrypt: vi.fn(actual.scrypt) };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function loginPair(username = adminCredentials.username, password = adminCredentials.password) {
  const res = await t.request({ method: 'POST', url: '/api/login/', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; refresh_token: string; user: Record<string, unknown> };
}

const refresh = (refresh_token: string) =>
  t.request({ method: 'POST', url: '/api/token-refresh/', payload: { refresh_token } });

/** Moves every rotation back past the grace period (a replay is then a reuse). */
const pastGrace = () =>
  t.database.db.execute(
    sql`update refresh_tokens set rotated_at = rotated_at - interval '1 minute' where rotated_at is not null`,
  );

describe('login', () => {
  it('logs in and returns user, token and refresh token', async () => {
    const res = await t.request({ method: 'POST', url: '/api/login/', payload: adminCredentials });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.username).toBe('admin');
    expect(body.user.is_superuser).toBe(true);
    expect(body.token).toBeTypeOf('string');
    expect(body.refresh_token).toBeTypeOf('string');
    expect(body.user.password).toBeUndefined();
  });

  it('accepts the username in any case', async () => {
    const pair = await loginPair('ADMIN', adminCredentials.password);
    expect(pair.user.username).toBe('admin');
  });

  it('refuses a wrong password or an unknown user with the same localised message', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody-here', password: 'wrong-password' },
    ]) {
      const es = await t.request({ method: 'POST', url: '/api/login/', payload });
      expect(es.statusCode).toBe(400);
      expect(es.json()).toMatchObject({ detail: 'Usuario o contraseña incorrectos.' });
      const en = await t.request({ method: 'POST', url: '/api/login/', payload, lang: 'en' });
      expect(en.json()).toMatchObject({ detail: 'Wrong username or password.' });
    }
  });

  it('answers 400 with field messages for a missing username or password', async () => {
    const res = await t.request({ method: 'POST', url: '/api/login/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['Este campo es obligatorio'],
      password: ['Este campo es obligatorio'],
    });
  });
});

describe('401 only for a missing, invalid, expired or revoked token', () => {
  it('answers 401 without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/regions/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'No se proporcionaron credenciales de autenticación.' });
    const en = await t.request({ method: 'GET', url: '/api/regions/', lang: 'en' });
    expect(en.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 with a garbage, foreign, expired or refresh token', async () => {
    const pair = await loginPair();
    const foreign = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(deriveKey(t.config.jwtSecret, 'access-token'));
    const unknownUser = await new SignJWT({ typ: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('999999')
      .setExpirationTime('1h')
      .sign(deriveKey(t.config.jwtSecret, 'access-token'));
    for (const token of ['garbage', 'a.b.c', foreign, expired, unknownUser, pair.refresh_token]) {
      const res = await t.request({ method: 'GET', url: '/api/regions/', token });
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ detail: 'El token no es válido o ha expirado.' });
    }
    for (const authorization of ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer ', pair.token]) {
      const res = await t.request({ method: 'GET', url: '/api/regions/', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('accepts a valid token on every resource path', async () => {
    const res = await t.request({ method: 'GET', url: '/api/regions/?page=1', token: t.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], pages: 1, elements: 0 });
  });
});

describe('refresh token rotation (docs/api.md, past the grace period)', () => {
  it('returns a new pair; the old refresh token then answers 401', async () => {
    const first = await loginPair();
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const pair = rotated.json();
    expect(Object.keys(pair).sort()).toEqual(['refresh_token', 'token']);
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    const works = await t.request({ method: 'POST', url: '/api/check_session/', token: pair.token });
    expect(works.statusCode).toBe(200);

    await pastGrace();
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(401);
  });

  it('revokes the whole family when a revoked refresh token is reused', async () => {
    const first = await loginPair();
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    await pastGrace();
    // an attacker replays the first token: the family (third included) stops working
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    // another session of the same user is not affected
    const other = await loginPair();
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 to an unknown refresh token and 400 to a missing one', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await t.request({ method: 'POST', url: '/api/token-refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refresh_token: ['Este campo es obligatorio'] });
  });
});

describe('logout and check_session', () => {
  it('logout revokes the refresh token', async () => {
    const pair = await loginPair();
    const out = await t.request({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh_token: pair.refresh_token },
      token: pair.token,
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it('logout with only the access token revokes every refresh token of the user', async () => {
    const user = await makeSignedInUser(t);
    const a = await loginPair(user.username, user.password);
    const b = await loginPair(user.username, user.password);
    const out = await t.request({ method: 'POST', url: '/api/logout/', token: a.token });
    expect(out.statusCode).toBe(204);
    expect((await refresh(a.refresh_token)).statusCode).toBe(401);
    expect((await refresh(b.refresh_token)).statusCode).toBe(401);
    const anonymous = await t.request({ method: 'POST', url: '/api/logout/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("ends the session's access tokens too, not only its refresh token (issue 27 #5)", async () => {
    const user = await makeSignedInUser(t);
    const here = await loginPair(user.username, user.password);
    const phone = await loginPair(user.username, user.password);
    // a refreshed token of the same session ends with it
    const rotated = (await refresh(here.refresh_token)).json() as { token: string; refresh_token: string };
    expect((await bearer(here.token)).statusCode).toBe(200);
    expect((await bearer(rotated.token)).statusCode).toBe(200);
    const out = await t.request({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh_token: rotated.refresh_token },
      token: rotated.token,
    });
    expect(out.statusCode).toBe(204);
    for (const token of [here.token, rotated.token]) {
      const res = await bearer(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'El token no es válido o ha expirado.' });
    }
    // another session of the same user goes on
    expect((await bearer(phone.token)).statusCode).toBe(200);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
  });

  it("a replayed refresh token ends the family's access tokens too (theft detection)", async () => {
    const first = await loginPair();
    const second = (await refresh(first.refresh_token)).json() as { token: string };
    await pastGrace();
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await bearer(second.token)).statusCode).toBe(401);
  });

  it("revokes only the caller's own refresh token (issue 27 #6)", async () => {
    const victim = await makeSignedInUser(t);
    const victimPair = await loginPair(victim.username, victim.password);
    const attacker = await makeSignedInUser(t);
    const attackerPair = await loginPair(attacker.username, attacker.password);
    const payload = { refresh_token: victimPair.refresh_token };
    // without a token, with garbage or with a refresh token as the bearer: 401, nothing revoked
    for (const token of [undefined, 'garbage', victimPair.refresh_token]) {
      const res = await t.request({ method: 'POST', url: '/api/logout/', payload, token });
      expect(res.statusCode, String(token)).toBe(401);
    }
    // signed in as someone else: 403, nothing revoked, not even the caller's own session
    const other = await t.request({
      method: 'POST',
      url: '/api/logout/',
      payload,
      token: attackerPair.token,
    });
    expect(other.statusCode).toBe(403);
    expect((await bearer(victimPair.token)).statusCode).toBe(200);
    expect((await bearer(attackerPair.token)).statusCode).toBe(200);
    const next = await refresh(victimPair.refresh_token);
    expect(next.statusCode).toBe(200);
    // the owner logs out with its own pair
    const own = next.json() as { token: string; refresh_token: string };
    const out = await t.request({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh_token: own.refresh_token },
      token: own.token,
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(own.refresh_token)).statusCode).toBe(401);
    expect((await bearer(own.token)).statusCode).toBe(401);
  });

  it('an expired access token still logs its own session out, and only that one', async () => {
    const user = await makeSignedInUser(t);
    const here = await loginPair(user.username, user.password);
    const phone = await loginPair(user.username, user.password);
    const claims = decodeJwt(here.token);
    const expired = await new SignJWT({ typ: 'access', ver: claims.ver, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(deriveKey(t.config.jwtSecret, 'access-token'));
    expect((await bearer(expired)).statusCode).toBe(401);
    // an expired token alone ends its own session, never every session of the user
    const alone = await t.request({ method: 'POST', url: '/api/logout/', token: expired });
    expect(alone.statusCode).toBe(204);
    expect((await refresh(here.refresh_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
    // a token signed with another key is nobody's
    const foreign = await new SignJWT({ typ: 'access', ver: claims.ver, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const refused = await t.request({ method: 'POST', url: '/api/logout/', token: foreign });
    expect(refused.statusCode).toBe(401);
  });

  it('check_session returns the user with roles, routes, companies and sites', async () => {
    const user = await makeSignedInUser(t, { routes: ['index', 'clients-companies'] });
    const res = await t.request({ method: 'POST', url: '/api/check_session/', token: user.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['user']);
    expect(body.user).toMatchObject({
      id: user.user.id,
      username: user.username,
      is_superuser: false,
      is_active: true,
      companies: [],
      sites: [],
      permissions: [],
      routes: ['clients-companies', 'index'],
    });
    expect(body.user.roles).toEqual([
      expect.objectContaining({ short: expect.any(String), routes: ['index', 'clients-companies'] }),
    ]);
    expect(body.user).not.toHaveProperty('password');
    expect((await t.request({ method: 'POST', url: '/api/check_session/' })).statusCode).toBe(401);
  });
});

describe('own profile and sign-up', () => {
  it('update_user edits the signed-in user but never makes it superuser', async () => {
    const user = await makeSignedInUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/update_user/',
      payload: { first_name: 'Nuevo', lang: 'en', is_superuser: true, is_active: false, username: 'root' },
      token: user.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      first_name: 'Nuevo',
      last_name: 'Prueba',
      lang: 'en',
      is_superuser: false,
      is_active: true,
      username: user.username,
    });
    const bad = await t.request({
      method: 'POST',
      url: '/api/update_user/',
      payload: { email: 'nope', lang: 'fr' },
      token: user.token,
      lang: 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      email: ['Must be a valid email'],
      lang: ['Choose a valid option: es, en'],
    });
  });

  it('signup answers 403 unless ALLOW_SIGNUP=1', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/signup/',
      payload: {
        username: 'newbie',
        password: 'Nuevo-usuario-1',
        email: 'n@example.com',
        first_name: 'N',
        last_name: 'B',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'El registro de usuarios está desactivado.' });
  });
});

const bearer = (token: string) => t.request({ method: 'POST', url: '/api/check_session/', token });
const changePassword = (id: number, token: string, payload: Record<string, unknown>, lang?: 'en') =>
  t.request({ method: 'POST', url: `/api/users/${id}/change_password/`, payload, token, lang });

describe('a password change ends every other session at once (issue 10 #5)', () => {
  it("one's own change: other sessions' access and refresh tokens fail; the caller gets a fresh pair", async () => {
    const user = await makeSignedInUser(t);
    const here = await loginPair(user.username, user.password);
    const phone = await loginPair(user.username, user.password);
    const res = await changePassword(user.user.id, here.token, {
      password: 'Otra-clave-larga-7',
      confirm_password: 'Otra-clave-larga-7',
      current_password: user.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json() as { detail: string; token: string; refresh_token: string };
    expect(fresh.token).toBeTypeOf('string');
    expect(fresh.refresh_token).toBeTypeOf('string');

    // the other device is signed out: access and refresh tokens alike
    expect((await bearer(phone.token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    expect((await bearer(user.token)).statusCode).toBe(401);
    // the caller's old pair is replaced by the fresh one, which works
    expect((await bearer(here.token)).statusCode).toBe(401);
    expect((await refresh(here.refresh_token)).statusCode).toBe(401);
    expect((await bearer(fresh.token)).statusCode).toBe(200);
    const next = await refresh(fresh.refresh_token);
    expect(next.statusCode, next.body).toBe(200);
    expect((await bearer(next.json().token)).statusCode).toBe(200);
  });

  it("an admin's reset kills the user's access tokens at once, not after their 12 h", async () => {
    const user = await makeSignedInUser(t);
    const other = await loginPair(user.username, user.password);
    expect((await bearer(user.token)).statusCode).toBe(200);
    const res = await changePassword(user.user.id, t.adminToken, {
      password: 'Restablecida-por-admin-3',
      confirm_password: 'Restablecida-por-admin-3',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'ok' });
    expect((await bearer(user.token)).statusCode).toBe(401);
    expect((await bearer(other.token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    // the admin's own session is untouched
    expect((await bearer(t.adminToken)).statusCode).toBe(200);
  });
});

describe('login timing and throttling (issue 10 #8)', () => {
  it('an unknown username costs the same scrypt as a wrong password', async () => {
    const scrypt = vi.mocked(crypto.scrypt);
    const attempt = (username: string) =>
      t.request({ method: 'POST', url: '/api/login/', payload: { username, password: 'Wrong-pass-99' } });
    await attempt('nobody-at-all'); // the dummy hash is made once
    scrypt.mockClear();
    expect((await attempt('nobody-at-all-2')).statusCode).toBe(400);
    const unknownCalls = scrypt.mock.calls.length;
    scrypt.mockClear();
    expect((await attempt(adminCredentials.username)).statusCode).toBe(400);
    const wrongCalls = scrypt.mock.calls.length;
    expect(unknownCalls).toBe(1);
    expect(unknownCalls).toBe(wrongCalls);
  });

  describe('with small limits', () => {
    let small: TestApp;
    beforeAll(async () => {
      small = await buildTestApp({
        loginRateLimit: 5,
        loginAccountLimit: 3,
        allowSignup: true,
        mapTilesUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      });
    });
    afterAll(async () => small?.close());
    const attempt = (remoteAddress: string, username: string, password: string, lang?: 'en') =>
      small.request({
        method: 'POST',
        url: '/api/login/',
        payload: { username, password },
        remoteAddress,
        lang,
      });

    it('counts failures per account across addresses: 429 with Retry-After and a localised message', async () => {
      const user = await makeSignedInUser(small);
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
        expect((await attempt(address, user.username, 'Not-it-123')).statusCode).toBe(400);
      }
      // the right password from a fourth address: the account is locked for a while
      const locked = await attempt('10.0.0.4', user.username.toUpperCase(), user.password);
      expect(locked.statusCode).toBe(429);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(locked.json()).toEqual({
        detail: 'Demasiados intentos. Intente de nuevo en 15 min.',
        retry_after: retryAfter,
        app_status: 1,
      });
      const en = await attempt('10.0.0.5', user.username, user.password, 'en');
      expect(en.json().detail).toBe('Too many attempts. Try again in 15 min.');
      // the address itself is not blocked: another account signs in from it
      expect(
        (await attempt('10.0.0.4', adminCredentials.username, adminCredentials.password)).statusCode,
      ).toBe(200);
    });

    it('successful logins never count against the address (a plant signing in at 8 am)', async () => {
      const people = await Promise.all([1, 2, 3, 4].map(() => makeSignedInUser(small)));
      for (let round = 0; round < 3; round++) {
        for (const person of people) {
          expect((await attempt('10.0.1.1', person.username, person.password)).statusCode).toBe(200);
        }
      }
    });

    it('failures from one address reach its limit whatever the usernames', async () => {
      for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) {
        expect((await attempt('10.0.2.1', `ghost-${name}`, 'Not-it-123')).statusCode).toBe(400);
      }
      const blocked = await attempt('10.0.2.1', adminCredentials.username, adminCredentials.password);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(blocked.json().detail).toBe('Demasiados intentos. Intente de nuevo en 1 min.');
    });

    it('CSP names the configured map tiles host (MAP_TILES_URL)', async () => {
      const res = await small.request({ method: 'GET', url: '/api/health/' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://*.tile.example.org;");
      expect(csp).toContain("connect-src 'self' https://*.tile.example.org;");
    });

    it('signup refuses a weak password (es/en)', async () => {
      const payload = {
        username: 'nuevo.ingreso',
        password: 'password',
        email: 'nuevo@example.com',
        first_name: 'Nuevo',
        last_name: 'Ingreso',
      };
      const es = await small.request({ method: 'POST', url: '/api/signup/', payload });
      expect(es.statusCode).toBe(400);
      expect(es.json()).toEqual({
        password: [
          'Contraseña demasiado fácil de adivinar: es de las más usadas o se parece a una de ellas.',
        ],
      });
      const en = await small.request({
        method: 'POST',
        url: '/api/signup/',
        payload: { ...payload, password: 'nuevo.ingreso' },
        lang: 'en',
      });
      expect(en.json()).toEqual({
        password: ['The password cannot be your username, your name or your e-mail.'],
      });
      const ok = await small.request({
        method: 'POST',
        url: '/api/signup/',
        payload: { ...payload, password: 'Ingreso-seguro-2026' },
      });
      expect(ok.json()).toMatchObject({ status: 0 });
      // the same username again (any case) is taken, said in the reader's language
      for (const [lang, message] of [
        ['es', 'El usuario ya existe'],
        ['en', 'Username already taken'],
      ] as const) {
        const again = await small.request({
          method: 'POST',
          url: '/api/signup/',
          payload: { ...payload, username: 'Nuevo.Ingreso', password: 'Ingreso-seguro-2026' },
          lang,
        });
        expect(again.json()).toEqual({ status: 1, message });
      }
    });

    it('signup allows five attempts a minute per address (429 after)', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await small.request({
          method: 'POST',
          url: '/api/signup/',
          payload: {},
          remoteAddress: '10.9.9.9',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    });
  });
});

describe('token hardening (issue 10 #10)', () => {
  it('refuses an access token without exp', async () => {
    const session = (await bearer(t.adminToken)).json();
    const sid = decodeJwt(t.adminToken).sid;
    const noExp = await new SignJWT({ typ: 'access', ver: 0, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user.id))
      .setIssuedAt()
      .sign(deriveKey(t.config.jwtSecret, 'access-token'));
    const withExp = await new SignJWT({ typ: 'access', ver: 0, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user.id))
      .setExpirationTime('1h')
      .sign(deriveKey(t.config.jwtSecret, 'access-token'));
    expect((await bearer(noExp)).statusCode).toBe(401);
    expect((await bearer(withExp)).statusCode).toBe(200);
  });

  it('derives one key per purpose: tokens, file links and stored secrets', async () => {
    const secret = t.config.jwtSecret;
    const keys = (['access-token', 'file-link', 'stored-secret'] as const).map((p) =>
      deriveKey(secret, p).toString('hex'),
    );
    expect(new Set([...keys, Buffer.from(secret).toString('hex')]).size).toBe(4);
    // a token signed with the raw secret (the old single key) is refused
    const session = (await bearer(t.adminToken)).json();
    const raw = await new SignJWT({ typ: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect((await bearer(raw)).statusCode).toBe(401);
    // a file link signed with the raw secret is refused; one from the service is accepted
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const rawMac = createHmac('sha256', secret).update(`file:1:${expiresAt}`).digest('base64url');
    expect(t.app.tokens.verifySignature('file:1', `${expiresAt}.${rawMac}`)).toBe(false);
    expect(t.app.tokens.verifySignature('file:1', t.app.tokens.sign('file:1', expiresAt))).toBe(true);
  });

  it('stored secrets use the derived stored-secret key, not the v1 key', () => {
    const secret = t.config.jwtSecret;
    const stored = encryptSecret(secret, 'db-pass');
    const [version, iv = '', tag = '', data = ''] = stored.split(':');
    expect(version).toBe('v2');
    const open = (key: Buffer) => {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    };
    expect(open(deriveKey(secret, 'stored-secret'))).toBe('db-pass');
    // the v1 key, SHA-256("secrets:" + secret), does not open it
    expect(() => open(createHash('sha256').update(`secrets:${secret}`).digest())).toThrow();
  });

  it('every answer carries the security headers, an unknown address and a refusal too', async () => {
    for (const url of ['/api/health/', '/api/no-such-thing/', '/api/candidates/?page=1']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  it('CSP allows only the app and the configured map tiles', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toMatch(/https:(\s|;|$)/);
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("connect-src 'self';");
    // the installable app's service worker and manifest come from the app itself
    expect(csp).toMatch(/worker-src 'self'(;|$)/);
    expect(csp).toMatch(/manifest-src 'self'(;|$)/);
    expect(tilesSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tilesSource('https://tiles.example.com:8443/{z}/{x}/{y}.png?key=1')).toBe(
      'https://tiles.example.com:8443',
    );
    expect(tilesSource('https://a.{s}.example.org/{z}.png')).toBeUndefined();
    expect(tilesSource('javascript:alert(1)')).toBeUndefined();
    // the app with MAP_TILES_URL is tested under 'with small limits' above
  });
});

describe('refresh grace period: two tabs refreshing at once (issue 10 #10)', () => {
  it('the just-rotated token presented again gives a fresh sibling; the family stays alive', async () => {
    const first = await loginPair();
    const tabA = await refresh(first.refresh_token);
    const tabB = await refresh(first.refresh_token);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode, tabB.body).toBe(200);
    expect(tabB.json().refresh_token).not.toBe(tabA.json().refresh_token);
    expect((await bearer(tabB.json().token)).statusCode).toBe(200);
    // both tabs go on refreshing
    expect((await refresh(tabA.json().refresh_token)).statusCode).toBe(200);
    expect((await refresh(tabB.json().refresh_token)).statusCode).toBe(200);
  });

  it('after the grace period a replay revokes the whole family', async () => {
    const first = await loginPair();
    const second = (await refresh(first.refresh_token)).json();
    await pastGrace();
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('no grace once the family is logged out or the password changed', async () => {
    const user = await makeSignedInUser(t);
    const first = await loginPair(user.username, user.password);
    const second = (await refresh(first.refresh_token)).json();
    const out = await t.request({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh_token: second.refresh_token },
      token: second.token,
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);

    const again = await loginPair(user.username, user.password);
    const rotated = (await refresh(again.refresh_token)).json();
    await changePassword(user.user.id, t.adminToken, {
      password: 'Restablecida-por-admin-4',
      confirm_password: 'Restablecida-por-admin-4',
    });
    expect((await refresh(again.refresh_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });
});
