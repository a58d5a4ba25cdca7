import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from './build-app';

let t: TestApp;
let app: FastifyInstance;
let webDist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const html = `<!doctype html><title>RP</title><div id="root">${'<p>shell</p>'.repeat(200)}</div>`;

beforeAll(async () => {
  t = await buildTestApp();
  webDist = mkdtempSync(join(tmpdir(), 'rp-web-'));
  mkdirSync(join(webDist, 'assets'));
  // what the build writes: each file and its brotli and gzip twins
  for (const [name, body] of [
    ['index.html', html],
    ['assets/index-abc123.js', script],
  ] as const) {
    writeFileSync(join(webDist, name), body);
    writeFileSync(join(webDist, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(webDist, `${name}.gz`), gzipSync(body));
  }
  app = await buildApp({ config: { ...t.config, webDist }, database: t.database, logger: false });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('cold load (docs/performance.md)', () => {
  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('serves the page itself compressed and always revalidated, also for client routes', async () => {
    for (const url of ['/', '/requeriments/direct/12']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
  });

  it('compresses API answers for clients that accept it, and only for them', async () => {
    const token = t.adminToken;
    const headers = { authorization: `Bearer ${token}` };
    const br = await app.inject({
      method: 'GET',
      url: '/api/catalogs/',
      headers: { ...headers, 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).length).toBeGreaterThan(10);
    const plain = await app.inject({ method: 'GET', url: '/api/catalogs/', headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().length).toBeGreaterThan(10);
  });
});
