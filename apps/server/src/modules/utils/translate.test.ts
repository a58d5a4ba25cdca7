import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

/**
 * The translation buttons' calls (docs/decisions.md, administrative process). No translation
 * service can run on this machine, so the configured case talks to a local HTTP endpoint that
 * answers the LibreTranslate request shape: it checks what we send and what we make of the answer.
 */
let server: Server;
let received: Record<string, unknown>[] = [];
let withService: TestApp;
let without: TestApp;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push(body);
      if (body.q === 'falla') {
        res.writeHead(500).end('{}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          translatedText: body.target === 'en' ? 'Quality engineer' : 'Ingeniero de calidad',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  withService = await buildTestApp({
    translateUrl: `http://127.0.0.1:${port}/translate`,
    translateApiKey: 'k1',
  });
  without = await buildTestApp();
});
afterAll(async () => {
  await withService?.close();
  await without?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const call = (t: TestApp, path: string, text: string, lang: 'es' | 'en' = 'en') =>
  t.request({ method: 'POST', url: `/api/utils/${path}/`, payload: { text }, token: t.adminToken, lang });

describe('utils/translation_status/', () => {
  it('says whether a service is configured, to any signed-in user (the forms hide their buttons otherwise)', async () => {
    const status = (t: TestApp) =>
      t.request({ method: 'GET', url: '/api/utils/translation_status/', token: t.adminToken });
    expect((await status(without)).json()).toEqual({ available: false });
    expect((await status(withService)).json()).toEqual({ available: true });
    expect((await without.request({ method: 'GET', url: '/api/utils/translation_status/' })).statusCode).toBe(
      401,
    );
  });
});

describe('utils/translate_to_english|spanish/', () => {
  it('answers 503 with a clear message when no service is configured', async () => {
    const res = await call(without, 'translate_to_english', 'Ingeniero de calidad');
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe('No translation service is configured.');
  });

  it('sends the text with its languages and the key, and answers the translation', async () => {
    received = [];
    const en = await call(withService, 'translate_to_english', 'Ingeniero de calidad');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json()).toEqual({ text: 'Quality engineer' });
    expect(received[0]).toEqual({
      q: 'Ingeniero de calidad',
      source: 'es',
      target: 'en',
      format: 'text',
      api_key: 'k1',
    });
    const es = await call(withService, 'translate_to_spanish', 'Quality engineer');
    expect(es.json()).toEqual({ text: 'Ingeniero de calidad' });
  });

  it('answers 502, never a made-up text, when the service fails; 400 for empty text', async () => {
    const failed = await call(withService, 'translate_to_english', 'falla');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).toMatch(/did not answer/);
    expect((await call(withService, 'translate_to_english', '  ')).statusCode).toBe(400);
  });
});
