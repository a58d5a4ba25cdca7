import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { makeFileRecord, makeRegion } from '../test/factories';

/** API answers are never stored by a cache (issue 27 item 11; docs/decisions.md "API answers are never stored"). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('Cache-Control on API answers', () => {
  it('is no-store on reads, writes, errors and unknown API paths', async () => {
    const region = await makeRegion(t);
    const answers = [
      await t.request({ method: 'GET', url: '/api/regions/', token: t.adminToken }),
      await t.request({ method: 'GET', url: `/api/regions/${region.id}/`, token: t.adminToken }),
      await t.request({ method: 'POST', url: '/api/check_session/', token: t.adminToken }),
      await t.request({ method: 'GET', url: '/api/health/' }),
      await t.request({ method: 'POST', url: '/api/regions/', token: t.adminToken, payload: {} }),
      await t.request({ method: 'GET', url: '/api/regions/' }),
      await t.request({ method: 'GET', url: '/api/regions/999999/', token: t.adminToken }),
      await t.request({ method: 'GET', url: '/api/no-such-thing/', token: t.adminToken }),
      await t.request({ method: 'GET', url: '/api/regions/export/?format=csv', token: t.adminToken }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 400, 401, 404, 404, 200]);
    for (const res of answers) expect(res.headers['cache-control'], res.body.slice(0, 100)).toBe('no-store');
  });

  it('keeps the private caching of file downloads and signed links', async () => {
    const file = await makeFileRecord(t);
    const signed = await t.request({
      method: 'GET',
      url: `/api/file-records/${file.id}/link/`,
      token: t.adminToken,
    });
    expect(signed.headers['cache-control']).toBe('no-store');
    const { url } = signed.json() as { url: string };
    const bySignature = await t.request({ method: 'GET', url });
    expect(bySignature.statusCode).toBe(200);
    expect(bySignature.headers['cache-control']).toBe('private, max-age=300');
    const byToken = await t.request({
      method: 'GET',
      url: `/api/file-records/${file.id}/download/`,
      token: t.adminToken,
    });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['cache-control']).toBe('private, max-age=300');
    // a refused signature is an answer like any other
    const forged = await t.request({ method: 'GET', url: `/api/file-records/${file.id}/download/?sig=1.x` });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['cache-control']).toBe('no-store');
  });
});
