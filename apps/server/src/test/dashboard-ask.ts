import { expect } from 'vitest';
import type { TestApp } from './build-app';

/**
 * A dashboard figure asked as its callers ask it (`POST /api/dashboard/<name>/`, the superuser's
 * token unless another is given), its 200 checked; the answer's JSON.
 */
export async function askFigure<T>(
  t: TestApp,
  name: string,
  body: object = {},
  opts: { token?: string; lang?: 'es' | 'en' } = {},
): Promise<T> {
  const res = await t.request({
    method: 'POST',
    url: `/api/dashboard/${name}/`,
    payload: body,
    token: opts.token ?? t.adminToken,
    lang: opts.lang,
  });
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json() as T;
}
