import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputLimits, inputProblem } from '../lib/validate';
import { buildTestApp, type TestApp } from '../test/build-app';

/** Deeply nested JSON is a 400 with a clear message, never a 500 (issue 27 item 3; docs/decisions.md "Deep JSON is a 400"). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

const sendJson = (url: string, payload: string, lang: 'es' | 'en', method: 'POST' | 'PUT' = 'POST') =>
  t.request({
    method,
    url,
    token: t.adminToken,
    lang,
    payload,
    headers: { 'content-type': 'application/json' },
  });

describe('input guard: nesting and array length', () => {
  it('answers 400 with the limit in Spanish and English to {"a": ×5000 and [ ×20000 on authenticated endpoints', async () => {
    const endpoints: Array<[string, 'POST' | 'PUT']> = [
      ['/api/regions/', 'POST'],
      ['/api/candidates/', 'POST'],
      ['/api/requeriments/1/', 'PUT'],
      ['/api/dashboard/export_board/', 'POST'],
    ];
    for (const [url, method] of endpoints) {
      for (const body of [deepObject(5000), deepArray(20000)]) {
        const es = await sendJson(url, body, 'es', method);
        expect(es.statusCode, `${method} ${url} ${es.body.slice(0, 200)}`).toBe(400);
        expect(es.json()).toEqual({
          non_field_errors: ['Los datos están anidados a más de 32 niveles'],
        });
        const en = await sendJson(url, body, 'en', method);
        expect(en.statusCode).toBe(400);
        expect(en.json()).toEqual({ non_field_errors: ['The data is nested more than 32 levels deep'] });
      }
    }
  });

  it('answers 400 on the field of an array longer than 10,000 items', async () => {
    const res = await sendJson(
      '/api/regions/',
      JSON.stringify({ name: 'Norte', items: Array.from({ length: 10_001 }, () => 0) }),
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ items: ['Maximum 10000 items'] });
    const top = await sendJson(
      '/api/regions/',
      JSON.stringify(Array.from({ length: 10_001 }, () => 0)),
      'es',
    );
    expect(top.statusCode).toBe(400);
    expect(top.json()).toEqual({ non_field_errors: ['Máximo 10000 elementos'] });
  });

  it('lets an ordinary body through to its validation', async () => {
    const res = await sendJson('/api/regions/', JSON.stringify({ name: 'Guarded', area: 'Norte' }), 'es');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('inputProblem', () => {
  const nested = (levels: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value };
    return value;
  };

  it('allows 32 levels and refuses the 33rd, without recursion however deep', () => {
    expect(inputProblem(nested(inputLimits.depth))).toBeUndefined();
    expect(inputProblem(nested(inputLimits.depth + 1))).toMatchObject({ key: 'validation.too_deep' });
    expect(inputProblem(nested(200_000))).toMatchObject({ key: 'validation.too_deep' });
    expect(inputProblem(JSON.parse(deepArray(20_000)))).toMatchObject({ key: 'validation.too_deep' });
  });

  it('allows 10,000 items in an array and refuses more', () => {
    expect(inputProblem({ ids: Array.from({ length: inputLimits.items }, () => 1) })).toBeUndefined();
    expect(inputProblem({ a: { ids: Array.from({ length: inputLimits.items + 1 }, () => 1) } })).toEqual({
      field: 'a.ids',
      key: 'validation.max_items',
      params: { count: inputLimits.items },
    });
  });

  it('still names the first NUL character, in order', () => {
    expect(inputProblem({ a: 'ok', b: ['x', 'y\u0000'], c: 'z\u0000' })).toEqual({
      field: 'b.1',
      key: 'validation.null_character',
    });
    expect(inputProblem({ a: { 'k\u0000': 1 } })).toEqual({ field: 'a', key: 'validation.null_character' });
    expect(inputProblem('\u0000')).toEqual({ field: 'non_field_errors', key: 'validation.null_character' });
  });
});
