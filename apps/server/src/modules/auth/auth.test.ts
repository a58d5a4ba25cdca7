import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, buildTestApp, type TestApp } from '../../test/build-app';
import { makeSignedInUser } from '../../test/factories';

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
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const unknownUser = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('999999')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
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

describe('refresh token rotation (design §3)', () => {
  it('returns a new pair; the old refresh token then answers 401', async () => {
    const first = await loginPair();
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const pair = rotated.json();
    expect(Object.keys(pair).sort()).toEqual(['refresh_token', 'token']);
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    const works = await t.request({ method: 'POST', url: '/api/check_session/', token: pair.token });
    expect(works.statusCode).toBe(200);

    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(401);
  });

  it('revokes the whole family when a revoked refresh token is reused', async () => {
    const first = await loginPair();
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
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
        password: 'password-123',
        email: 'n@example.com',
        first_name: 'N',
        last_name: 'B',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'El registro de usuarios está desactivado.' });
  });
});
