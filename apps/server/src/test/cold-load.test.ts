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
  // the installable app's files, which the build writes beside index.html (apps/web/vite.config.ts)
  mkdirSync(join(webDist, 'icons'));
  writeFileSync(join(webDist, 'sw.js'), 'importScripts("workbox-0a1b2c3d.js");');
  writeFileSync(join(webDist, 'workbox-0a1b2c3d.js'), 'self.workbox = {};');
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Recruitment Platform"}');
  writeFileSync(join(webDist, 'icons/icon-192.png'), 'png');
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

  it('serves the service worker and the manifest with their types, always revalidated', async () => {
    const files = [
      // a service worker must come with a JavaScript type, or the browser refuses to register it
      ['/sw.js', 'javascript'],
      ['/workbox-0a1b2c3d.js', 'javascript'],
      ['/manifest.webmanifest', 'application/manifest+json'],
      ['/icons/icon-192.png', 'image/png'],
    ] as const;
    for (const [url, type] of files) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain(type);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // the worker and the manifest may come from the app itself only
      expect(res.headers['content-security-policy'], url).toContain("worker-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("manifest-src 'self'");
    }
  });
});
