import { resourcePaths } from '@rp/contract';
import { allEndpoints } from '@rp/contract/endpoints';
import { resources } from '@rp/contract/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
  requestBody?: { content?: Record<string, { schema?: object }> };
  parameters?: Array<{ in: string; name: string }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: OpenApi;

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  doc = res.json() as OpenApi;
});
afterAll(() => t.close());

/** `/api/users/{id}/reactivate/` for the contract's `users/:id/reactivate/`. */
const openApiPath = (path: string) => `/api/${path.replace(/:([a-z_]+)/gi, '{$1}')}`;

const operations = () =>
  Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );

describe('the OpenAPI document describes every operation from the contract (docs/domain.md#api-conventions)', () => {
  it('gives every operation a response schema', () => {
    const missing = operations()
      .filter(({ operation }) => {
        const responses = Object.entries(operation.responses ?? {});
        if (responses.length === 0) return true;
        return responses.some(
          ([status, response]) =>
            status !== '204' && !Object.values(response.content ?? {}).some((media) => media.schema),
        );
      })
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  it('gives every operation with a body its request schema', () => {
    const withoutBody = allEndpoints
      .filter((endpoint) => endpoint.body && !endpoint.multipart)
      .filter((endpoint) => {
        const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
        return !Object.values(operation?.requestBody?.content ?? {}).some((media) => media.schema);
      })
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(withoutBody).toEqual([]);
  });

  it('declares every filter a list accepts among its query parameters', () => {
    const queryOf = (path: string) =>
      new Set((doc.paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
    const candidates = queryOf('/api/candidates/');
    for (const name of [
      'page',
      'search',
      'is_black_list',
      'category__in',
      'created_at__gte',
      'names__icontains',
    ])
      expect(candidates.has(name), name).toBe(true);
    expect(queryOf('/api/candidates/export/').has('format')).toBe(true);
    const undeclared = resourcePaths.filter(
      (path) => !['id', 'id__in', 'id__isnull'].every((name) => queryOf(`/api/${path}/`).has(name)),
    );
    expect(undeclared).toEqual([]);
  });

  it('registers every endpoint of the contract, and no API route outside it', () => {
    const described = new Set<string>();
    for (const endpoint of allEndpoints)
      described.add(`${endpoint.method.toLowerCase()} ${openApiPath(endpoint.path)}`);
    for (const path of resourcePaths) {
      // a read-only resource (no create or update schema) has no write operations
      const contract: object = resources[path];
      const writable = 'create' in contract || 'update' in contract;
      described.add(`get /api/${path}/`);
      described.add(`get /api/${path}/export/`);
      described.add(`get /api/${path}/{id}/`);
      if (!writable) continue;
      described.add(`post /api/${path}/`);
      for (const method of ['put', 'patch', 'delete']) described.add(`${method} /api/${path}/{id}/`);
    }
    const served = new Set(operations().map(({ path, method }) => `${method} ${path}`));
    expect(
      [...described].filter((key) => !served.has(key)),
      'described but not served',
    ).toEqual([]);
    expect(
      [...served].filter((key) => !described.has(key)),
      'served outside the contract',
    ).toEqual([]);
  });
});
