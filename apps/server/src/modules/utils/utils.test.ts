import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { makeSignedInUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const url = '/api/utils/diagnostics/';

describe('GET utils/diagnostics/', () => {
  it('answers a superuser with version, database, migrations, storage and server time', async () => {
    const res = await t.request({ method: 'GET', url, token: t.adminToken });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.migrations.count).toBeGreaterThanOrEqual(1);
    expect(body.database.migrations.last_name).toMatch(/^\d{4}_/);
    expect(Date.parse(body.database.migrations.last_at)).not.toBeNaN();
    expect(body.storage.kind).toMatch(/^local:/);
    expect(body.storage.files).toBeTypeOf('number');
    expect(body.mail).toEqual({ smtp: false, queued: 0, failed: 0 });
    expect(Math.abs(Date.parse(body.server_time) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a user who is not a superuser, even with every settings route', async () => {
    const user = await makeSignedInUser(t, { routes: ['settings', 'settings-users', 'testing'] });
    const res = await t.request({ method: 'GET', url, token: user.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('detail');
  });

  it('answers 401 without a token', async () => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
  });
});
