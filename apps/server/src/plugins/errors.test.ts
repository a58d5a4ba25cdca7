import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { queryRows } from '../db/client';
import { hashPassword } from '../lib/password';
import { buildTestApp, type TestApp } from '../test/build-app';
import errorsPlugin from './errors';

/** Bad input answers 4xx, and the log keeps no secrets (issue 10 finding 6, docs/domain.md#api-conventions). */

class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

let t: TestApp;
const log = new Capture();
beforeAll(async () => {
  t = await buildTestApp({}, { logStream: log });
});
afterAll(async () => t?.close());

/** A bare app with the error handler and the app's logger options, and routes that fail as told. */
async function probeApp(stream: Writable) {
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  await app.register(errorsPlugin);
  app.get('/failed-query', async () => {
    const hash = await hashPassword('a-secret-password-1');
    // a query that fails for a reason no handler expects (a missing table), its parameters a hash
    // and a CURP
    await queryRows(
      t.database.db,
      sql`select * from no_such_table where password = ${hash} and curp = ${'GOMC800101HDFRRR00'}`,
    );
    return hash;
  });
  app.get('/data-exception/:code', async (req) => {
    throw Object.assign(new Error('data exception'), { code: (req.params as { code: string }).code });
  });
  app.get('/busboy', async () => {
    throw Object.assign(new Error('the request is not multipart'), {
      code: 'FST_INVALID_MULTIPART_CONTENT_TYPE',
      statusCode: 406,
    });
  });
  await app.ready();
  return app;
}

describe('the error log', () => {
  it('records a failed query without its parameters (no password hash, no CURP)', async () => {
    const stream = new Capture();
    const app = await probeApp(stream);
    const res = await app.inject({ method: 'GET', url: '/failed-query' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(stream.text).toContain('unhandled error');
    expect(stream.text).toContain('no_such_table');
    expect(stream.text).toContain('42P01');
    expect(stream.text).not.toContain('scrypt$');
    expect(stream.text).not.toContain('GOMC800101HDFRRR00');
  });

  it('redacts tokens and passwords, and masks query values of request URLs', async () => {
    log.text = '';
    const res = await t.request({
      method: 'GET',
      url: '/api/candidates/?search=GOMC800101HDFRRR00&page=2',
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(200);
    await t.request({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'admin', password: 'admin-password-1' },
    });
    expect(log.text).toContain('/api/candidates/?search=[redacted]&page=2');
    expect(log.text).not.toContain('GOMC800101HDFRRR00');
    expect(log.text).not.toContain(t.adminToken);
    expect(log.text).not.toContain('admin-password-1');
  });
});

describe('errors that are bad input', () => {
  it('PostgreSQL data exceptions (class 22) answer 400, not 500', async () => {
    const app = await probeApp(new Capture());
    for (const code of ['22021', '22P05', '22P02', '22003', '22007', '22008', '2201X', '22001']) {
      const res = await app.inject({ method: 'GET', url: `/data-exception/${code}` });
      expect(res.statusCode, code).toBe(400);
    }
    const res = await app.inject({ method: 'GET', url: '/busboy', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['The upload is incomplete or malformed; try again.'] });
    await app.close();
  });

  it('a NUL in a JSON body is a 400 on its field, localised', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login/',
      lang: 'es',
      payload: { username: 'ad\u0000min', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['Contiene un carácter no permitido (U+0000)'] });
    const nested = await t.request({
      method: 'POST',
      url: '/api/requeriments/',
      token: t.adminToken,
      lang: 'en',
      payload: { company: 1, items: [{ details: 'a\u0000' }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({
      'items.0.details': ['Contains a character that is not allowed (U+0000)'],
    });
  });

  it('a NUL in a query value, or a repeated parameter, is a 400 on that parameter', async () => {
    const search = await t.request({
      method: 'GET',
      url: '/api/candidates/?search=%00',
      token: t.adminToken,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toHaveProperty('search');
    const sig = await t.request({
      method: 'GET',
      url: '/api/file-records/1/download/?sig=a&sig=b',
      lang: 'en',
    });
    expect(sig.statusCode).toBe(400);
    expect(sig.json()).toEqual({ sig: ['Send this parameter only once'] });
  });

  it('a body over the limit is 413 with a localised message', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login/',
      lang: 'en',
      payload: { username: 'x'.repeat(3 * 1024 * 1024), password: 'x' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request is too large (maximum 2 MB).' });
  });
});
