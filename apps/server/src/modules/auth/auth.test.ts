import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, buildTestApp, type TestApp } from '../../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('auth', () => {
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

  it('answers 401 without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/regions/' });
    expect(res.statusCode).toBe(401);
  });

  it('lists regions for the superuser', async () => {
    const res = await t.request({ method: 'GET', url: '/api/regions/?page=1', token: t.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], pages: 1, elements: 0 });
  });
});
