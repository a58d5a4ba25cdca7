import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';
import { makeCandidate, multipart, pdfBytes } from './factories';

/**
 * A bounded fuzz over every operation of the OpenAPI document (issue 10, finding 6; docs/api.md errors
 * "never a 500 for bad input"): NUL characters in every string of a JSON body, `?search=%00`,
 * repeated query parameters and broken multipart bodies, without a token and as the superuser.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  consumes?: string[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const NUL = 'a\u0000b';
/** Field names the API's bodies use, for operations whose document gives no body schema. */
const commonFields = [
  'username',
  'password',
  'new_password',
  'old_password',
  'refresh_token',
  'key',
  'name',
  'names',
  'last_name',
  'code',
  'description',
  'comment',
  'comments',
  'notes',
  'reason',
  'cancel_reason',
  'search',
  'period',
  'kind',
  'owner_type',
  'curp',
  'email',
];

/** A value for a JSON schema with NUL in every string (numbers and booleans stay valid-looking). */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return NUL;
  const variant = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variant) return sample(variant.find((option) => option.type !== 'null') ?? variant[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, depth + 1)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return NUL;
  }
}

function nulBody(operation: Operation): Record<string, unknown> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const fromSchema = schema?.properties ? (sample(schema) as Record<string, unknown>) : {};
  const generic = Object.fromEntries(commonFields.map((field) => [field, NUL]));
  return { ...generic, ...fromSchema };
}

const boundary = '----rpfuzz';
const brokenMultiparts = [
  // no boundary at all
  { headers: { 'content-type': 'multipart/form-data' }, payload: 'kind=document' },
  // a boundary, but the body stops in the middle of a part
  {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`,
  },
  // a NUL in a text field and in the file name
  (() => {
    const body = multipart(
      { kind: NUL, owner_type: NUL, id: '1', profile: NUL },
      { field: 'file', filename: `cv${'\u0000'}.pdf`, content: pdfBytes() },
    );
    return { headers: body.headers, payload: body.payload };
  })(),
];

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await buildTestApp();
  await makeCandidate(t);
  const res = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as OpenApi;
});
afterAll(async () => t?.close());

type Probe = { method: string; url: string; token?: string; payload?: unknown; headers?: object };

/** Runs the probes a few at a time and returns the ones answered with a 5xx. */
async function failures(probes: Probe[]): Promise<string[]> {
  const failed: string[] = [];
  for (let i = 0; i < probes.length; i += 8) {
    const batch = probes.slice(i, i + 8);
    const answers = await Promise.all(
      batch.map((probe) =>
        t.request({
          method: probe.method as 'GET',
          url: probe.url,
          token: probe.token,
          payload: probe.payload as string,
          headers: probe.headers as Record<string, string>,
        }),
      ),
    );
    answers.forEach((res, index) => {
      const probe = batch[index];
      if (probe && res.statusCode >= 500) {
        failed.push(
          `${probe.method} ${probe.url} ${probe.token ? 'admin' : 'anonymous'} → ${res.statusCode}`,
        );
      }
    });
  }
  return failed;
}

/** Every operation, with its path parameters filled (id 1 exists for most resources). */
function operations() {
  const out: Array<{ method: string; path: string; operation: Operation; multipart: boolean }> = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      // deleting row 1 (the superuser, the seeded reference rows) would blind the probes after it
      const filled = path.replace(/\{[^}]+\}/g, upper === 'DELETE' ? '999999' : '1');
      const isMultipart =
        (operation.consumes ?? []).includes('multipart/form-data') ||
        Boolean(operation.requestBody?.content?.['multipart/form-data']);
      out.push({ method: upper, path: filled, operation, multipart: isMultipart });
    }
  }
  return out;
}

describe('fuzz over the OpenAPI operations: bad input is never a 5xx', () => {
  it('covers the whole API', () => {
    expect(operations().length).toBeGreaterThan(150);
  });

  it('NUL in every string of a JSON body', async () => {
    const probes: Probe[] = [];
    for (const op of operations()) {
      if (op.method === 'GET' || op.multipart) continue;
      const payload = nulBody(op.operation);
      probes.push({ method: op.method, url: op.path, payload });
      probes.push({ method: op.method, url: op.path, payload, token: t.adminToken });
    }
    expect(await failures(probes)).toEqual([]);
  }, 60_000);

  it('?search=%00 and NUL in other query values', async () => {
    const probes: Probe[] = [];
    for (const op of operations()) {
      if (op.method !== 'GET') continue;
      const url = `${op.path}?search=%00&key=a%00&name=%00&region=%00&code=%00`;
      probes.push({ method: 'GET', url });
      probes.push({ method: 'GET', url, token: t.adminToken });
    }
    expect(await failures(probes)).toEqual([]);
  }, 60_000);

  it('a repeated query parameter', async () => {
    const probes: Probe[] = [];
    for (const op of operations()) {
      const url = `${op.path}?sig=a&sig=b&search=a&search=b&page=1&page=2&id=1&id=2&candidate=1&candidate=2&download=1&download=0`;
      const payload = op.method === 'GET' ? undefined : {};
      probes.push({ method: op.method, url, payload });
      probes.push({ method: op.method, url, payload, token: t.adminToken });
    }
    expect(await failures(probes)).toEqual([]);
  }, 60_000);

  it('multipart without a boundary, truncated, or with NUL in fields and file name', async () => {
    const probes: Probe[] = [];
    for (const op of operations()) {
      if (op.method === 'GET' || op.method === 'DELETE') continue;
      for (const body of brokenMultiparts) {
        probes.push({ method: op.method, url: op.path, ...body });
        probes.push({ method: op.method, url: op.path, ...body, token: t.adminToken });
      }
    }
    expect(await failures(probes)).toEqual([]);
  }, 60_000);
});
