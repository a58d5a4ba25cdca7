import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ResourcePath, resourcePaths } from '@rp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { candidates, requeriments } from '../db/schema/index';
import { resourcesFor } from '../modules/index';
import { buildTestApp, type TestApp } from '../test/build-app';
import {
  type ApiRow,
  type Body,
  makeCandidate,
  makeCompany,
  makeFileRecord,
  makeRegion,
  makeRequirement,
  makeSignedInUser,
  makeSite,
  makeVacancy,
  resourceFixtures,
  seedIds,
  uploadFile,
} from '../test/factories';

/** The resource declarations (what these tests read of them does not depend on PAST_DUE_DAYS). */
const resources = resourcesFor({ pastDueDays: 7 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const readOnly: ResourcePath[] = [
  'vacancy-history',
  'vacancy-candidate-history',
  'vacancy-logs',
  'mail-outbox',
  'audit-logs',
];
/** Deleting these deactivates instead of removing: the row is still shown. */
const deactivates: ResourcePath[] = ['users'];
/** Read values derived from updated fields (they change with them). */
const derivedFrom: Partial<Record<ResourcePath, string[]>> = { companies: ['links'] };

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The row is exactly the contract's read shape: every key, the right types, ISO timestamps. */
function expectReadShape(path: ResourcePath, row: ApiRow) {
  const def = resources.find((r) => r.path === path);
  if (!def) throw new Error(`no resource ${path}`);
  const parsed = def.read.strict().safeParse(row);
  expect(parsed.success, `${path}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
  for (const key of ['created_at', 'updated_at']) {
    if (key in row) expect(row[key], `${path}.${key}`).toMatch(isoTimestamp);
  }
}

async function createThroughApi(path: ResourcePath): Promise<ApiRow> {
  const fixture = resourceFixtures[path];
  if (fixture.kind === 'multipart') {
    const res = await uploadFile(t, { filename: 'contrato.pdf', kind: 'contract' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  if (fixture.kind !== 'json') throw new Error(`${path} is read-only`);
  const res = await t.request({
    method: 'POST',
    url: `/api/${path}/`,
    payload: await fixture.create(t),
    token: t.adminToken,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('every resource path of the API (superuser)', () => {
  it('covers every path of the contract', () => {
    expect(Object.keys(resourceFixtures).sort()).toEqual([...resourcePaths].sort());
    for (const path of readOnly) expect(resourceFixtures[path].kind).toBe('readonly');
  });

  describe.each(resourcePaths.filter((p) => !readOnly.includes(p)))('api/%s/', (path) => {
    it('creates, lists (paged and unpaged), shows, updates and deletes', async () => {
      const created = await createThroughApi(path);
      expect(created.id).toBeTypeOf('number');
      expectReadShape(path, created);
      const url = `/api/${path}/`;

      const shown = await t.request({ method: 'GET', url: `${url}${created.id}/`, token: t.adminToken });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json()).toEqual(created);

      const paged = await t.request({ method: 'GET', url: `${url}?page=1`, token: t.adminToken });
      expect(paged.statusCode, paged.body).toBe(200);
      const envelope = paged.json();
      expect(Object.keys(envelope).sort()).toEqual(['data', 'elements', 'pages']);
      expect(envelope.elements).toBeGreaterThanOrEqual(1);
      expect(envelope.pages).toBeGreaterThanOrEqual(1);
      expect(envelope.data.length).toBeGreaterThanOrEqual(1);

      const one = await t.request({
        method: 'GET',
        url: `${url}?page=1&id=${created.id}`,
        token: t.adminToken,
      });
      expect(one.json()).toMatchObject({ pages: 1, elements: 1, data: [{ id: created.id }] });

      const unpaged = await t.request({ method: 'GET', url: `${url}?id=${created.id}`, token: t.adminToken });
      expect(unpaged.statusCode).toBe(200);
      expect(unpaged.json()).toEqual([created]);
      const all = await t.request({ method: 'GET', url, token: t.adminToken });
      expect(Array.isArray(all.json())).toBe(true);

      const update = resourceFixtures[path].kind === 'readonly' ? {} : resourceFixtures[path].update;
      const updated = await t.request({
        method: 'PUT',
        url: `${url}${created.id}/`,
        payload: update,
        token: t.adminToken,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const after = updated.json() as ApiRow;
      expectReadShape(path, after);
      expect(after).toMatchObject(update);
      // fields not sent stay as they are
      for (const [key, value] of Object.entries(created)) {
        if (key in update || key === 'updated_at' || derivedFrom[path]?.includes(key)) continue;
        expect(after[key], key).toEqual(value);
      }

      const deleted = await t.request({ method: 'DELETE', url: `${url}${created.id}/`, token: t.adminToken });
      expect(deleted.statusCode, deleted.body).toBe(204);
      const gone = await t.request({ method: 'GET', url: `${url}${created.id}/`, token: t.adminToken });
      if (deactivates.includes(path)) {
        expect(gone.json()).toMatchObject({ id: created.id, is_active: false });
      } else {
        expect(gone.statusCode).toBe(404);
        const listed = await t.request({
          method: 'GET',
          url: `${url}?id=${created.id}`,
          token: t.adminToken,
        });
        expect(listed.json()).toEqual([]);
      }
    });

    it('answers 404 for a missing or malformed id', async () => {
      for (const id of ['999999', 'abc', '0', '99999999999', '-1']) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          const res = await t.request({
            method,
            url: `/api/${path}/${id}/`,
            payload: method === 'PUT' ? {} : undefined,
            token: t.adminToken,
          });
          expect(res.statusCode, `${method} ${id}: ${res.body}`).toBe(404);
        }
      }
    });
  });

  describe.each(readOnly)('api/%s/ (read-only)', (path) => {
    it('lists and shows rows, and answers 405 to writes', async () => {
      const fixture = resourceFixtures[path];
      if (fixture.kind !== 'readonly') throw new Error('expected a read-only fixture');
      const id = await fixture.insert(t);
      const url = `/api/${path}/`;

      // other tests' actions write logs too: look at this row only
      const paged = await t.request({ method: 'GET', url: `${url}?page=1&id=${id}`, token: t.adminToken });
      expect(paged.statusCode, paged.body).toBe(200);
      expect(paged.json()).toMatchObject({ pages: 1, elements: 1, data: [{ id }] });
      const unpaged = await t.request({ method: 'GET', url: `${url}?id=${id}`, token: t.adminToken });
      expect(unpaged.json()).toMatchObject([{ id }]);
      const shown = await t.request({ method: 'GET', url: `${url}${id}/`, token: t.adminToken });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual(paged.json().data[0]);
      expectReadShape(path, shown.json());

      const post = await t.request({ method: 'POST', url, payload: { comments: 'x' }, token: t.adminToken });
      expect(post.statusCode).toBe(405);
      const put = await t.request({
        method: 'PUT',
        url: `${url}${id}/`,
        payload: { comments: 'x' },
        token: t.adminToken,
      });
      expect(put.statusCode).toBe(405);
      const del = await t.request({ method: 'DELETE', url: `${url}${id}/`, token: t.adminToken });
      expect(del.statusCode).toBe(405);
      const still = await t.request({ method: 'GET', url: `${url}${id}/`, token: t.adminToken });
      expect(still.statusCode).toBe(200);
    });
  });
});

describe('bad input never answers 500', () => {
  const mutations: Array<[string, unknown]> = [
    ['an object', { nested: true }],
    ['a long string', 'x'.repeat(6000)],
    ['a negative number', -1],
    ['a huge number', 1e20],
    ['an unknown id', 2147483000],
    ['a date-like string', '2026-02-31'],
    ['null', null],
    ['a list', [1, 'a']],
  ];
  describe.each(resourcePaths.filter((p) => resourceFixtures[p].kind === 'json'))('api/%s/', (path) => {
    it('answers 400 (or accepts) every mangled field of a valid body, on create and update', async () => {
      const fixture = resourceFixtures[path];
      if (fixture.kind !== 'json') return;
      const body = await fixture.create(t);
      const empty = await t.request({
        method: 'POST',
        url: `/api/${path}/`,
        payload: {},
        token: t.adminToken,
      });
      expect(empty.statusCode, empty.body).toBe(400);
      for (const field of Object.keys(body)) {
        for (const [label, value] of mutations) {
          const res = await t.request({
            method: 'POST',
            url: `/api/${path}/`,
            payload: { ...body, [field]: value },
            token: t.adminToken,
          });
          expect([201, 400, 409], `${field} as ${label}: ${res.statusCode} ${res.body}`).toContain(
            res.statusCode,
          );
        }
      }
      const created = await t.request({
        method: 'POST',
        url: `/api/${path}/`,
        payload: await fixture.create(t),
        token: t.adminToken,
      });
      expect(created.statusCode, created.body).toBe(201);
      for (const field of new Set([...Object.keys(body), ...Object.keys(fixture.update)])) {
        for (const [label, value] of mutations) {
          const res = await t.request({
            method: 'PUT',
            url: `/api/${path}/${created.json().id}/`,
            payload: { [field]: value },
            token: t.adminToken,
          });
          expect([200, 400, 409], `PUT ${field} as ${label}: ${res.statusCode} ${res.body}`).toContain(
            res.statusCode,
          );
        }
      }
      const notJson = await t.request({
        method: 'POST',
        url: `/api/${path}/`,
        payload: '{"broken',
        headers: { 'content-type': 'application/json' },
        token: t.adminToken,
      });
      expect(notJson.statusCode).toBe(400);
      const list = await t.request({
        method: 'POST',
        url: `/api/${path}/`,
        payload: [body],
        token: t.adminToken,
      });
      expect(list.statusCode).toBe(400);
    });
  });
});

describe('server-managed fields (docs/domain.md: read, create and update shapes differ)', () => {
  it('ignores requirement status, counters and week on create and update', async () => {
    const ids = await seedIds(t);
    const base = await makeRequirement(t, { quantity: 3 });
    const company = Number(base.company);
    const body = {
      company,
      requeriment_date: '2026-03-04',
      category: ids.category.DIRECT,
      items: base.items,
      status: 'Closed',
      hired_positions: 7,
      accepted_positions: 5,
      open_positions: 99,
      total_positions: 99,
      candidates: 4,
      week: 52,
      year: 1999,
      is_deleted: true,
      cancel_reason: 'no',
      cancel_at: '2026-01-01T00:00:00Z',
      request_by: 999,
    };
    const created = await t.request({
      method: 'POST',
      url: '/api/requeriments/',
      payload: body,
      token: t.adminToken,
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    // 2026-03-04 is a Wednesday of ISO week 10
    expect(row).toMatchObject({
      status: 'New',
      hired_positions: 0,
      accepted_positions: 0,
      total_positions: 3,
      open_positions: 3,
      candidates: 0,
      week: 10,
      year: 2026,
      is_deleted: false,
      cancel_reason: null,
      cancel_at: null,
    });
    expect(row.request_by).not.toBe(999);

    const updated = await t.request({
      method: 'PUT',
      url: `/api/requeriments/${row.id}/`,
      payload: { status: 'Cancel', hired_positions: 3, week: 1, year: 2000, code: 'HACK' },
      token: t.adminToken,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      status: 'New',
      hired_positions: 0,
      week: 10,
      year: 2026,
      code: row.code,
    });

    // the week follows the date when the date changes
    const moved = await t.request({
      method: 'PUT',
      url: `/api/requeriments/${row.id}/`,
      payload: { requeriment_date: '2027-01-01' },
      token: t.adminToken,
    });
    expect(moved.json()).toMatchObject({ week: 53, year: 2026, requeriment_date: '2027-01-01' });
  });

  it('ignores candidate is_black_list, created_by and is_deleted', async () => {
    const ids = await seedIds(t);
    const other = await makeSignedInUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/candidates/',
      payload: {
        names: 'Luis',
        last_name: 'Soto',
        category: ids.category.DIRECT,
        is_black_list: true,
        created_by: other.user.id,
        is_deleted: true,
        photo_path: 1,
      },
      token: t.adminToken,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    const session = await t.request({ method: 'POST', url: '/api/check_session/', token: t.adminToken });
    expect(created).toMatchObject({ is_black_list: false, is_deleted: false, photo_path: null });
    expect(created.created_by).toBe(session.json().user.id);

    const updated = await t.request({
      method: 'PUT',
      url: `/api/candidates/${created.id}/`,
      payload: { is_black_list: true, created_by: other.user.id, names: 'Luis Ángel' },
      token: t.adminToken,
    });
    expect(updated.json()).toMatchObject({
      names: 'Luis Ángel',
      is_black_list: false,
      created_by: created.created_by,
      last_name: 'Soto',
    });
  });

  it('ignores vacancy status, hired and counters', async () => {
    const vacancy = await makeVacancy(t, {
      status: 'Complete',
      hired: 4,
      total_candidates: 9,
      closed_at: '2026-01-01',
    });
    expect(vacancy).toMatchObject({ status: 'New', hired: 0, total_candidates: 0, closed_at: null });
    const updated = await t.request({
      method: 'PUT',
      url: `/api/vacancies/${vacancy.id}/`,
      payload: { status: 'Cancel', hired: 1, cancel_at: '2026-01-01T00:00:00Z', approved_at: '2026-01-01' },
      token: t.adminToken,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'New', hired: 0, cancel_at: null, approved_at: null });
  });

  it('checks a vacancy salary range against the stored bound when only one is sent', async () => {
    const vacancy = await makeVacancy(t, { salary_from: 15000, salary_to: 20000 });
    const below = await t.request({
      method: 'PUT',
      url: `/api/vacancies/${vacancy.id}/`,
      payload: { salary_to: 1000 },
      token: t.adminToken,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ salary_to: ['El salario hasta debe ser mayor o igual al salario desde'] });
    const above = await t.request({
      method: 'PUT',
      url: `/api/vacancies/${vacancy.id}/`,
      payload: { salary_from: 30000 },
      token: t.adminToken,
    });
    expect(above.statusCode).toBe(400);
    const fine = await t.request({
      method: 'PUT',
      url: `/api/vacancies/${vacancy.id}/`,
      payload: { salary_to: 25000 },
      token: t.adminToken,
    });
    expect(fine.json()).toMatchObject({ salary_from: 15000, salary_to: 25000 });
  });

  it('keeps vacancy-candidate status, draft and hiring fields server-side', async () => {
    const vacancy = await makeVacancy(t);
    const candidate = await makeCandidate(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/vacancy-candidates/',
      payload: {
        vacancy: vacancy.id,
        candidate: candidate.id,
        status: 'Hired',
        is_draft: true,
        hired_at: '2026-01-01T00:00:00Z',
        medical_status: 'recommended',
        created_by: 12345,
      },
      token: t.adminToken,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Pending',
      // POST is save_draft_candidate: a draft, whatever the body says
      is_draft: true,
      hired_at: null,
      medical_status: null,
    });
    expect(res.json().created_by).not.toBe(12345);
  });

  it('never returns secrets (user passwords, server passwords, approval keys)', async () => {
    const user = await t.request({ method: 'GET', url: '/api/users/?page=1', token: t.adminToken });
    for (const row of user.json().data) expect(row).not.toHaveProperty('password');
    const server = resourceFixtures.servers;
    if (server.kind !== 'json') throw new Error('servers fixture');
    const created = await t.request({
      method: 'POST',
      url: '/api/servers/',
      payload: await server.create(t),
      token: t.adminToken,
    });
    expect(created.json()).not.toHaveProperty('password');
    const approval = await t.request({ method: 'GET', url: '/api/vacancy-approvals/', token: t.adminToken });
    for (const row of approval.json()) expect(row).not.toHaveProperty('key');
  });
});

describe('validation messages (docs/api.md errors, generic messages)', () => {
  const emptyRegion = (lang?: 'es' | 'en', header?: string) =>
    t.request({
      method: 'POST',
      url: '/api/regions/',
      payload: { area: 'x'.repeat(121) },
      token: t.adminToken,
      lang,
      headers: header ? { 'accept-language': header } : undefined,
    });

  it('answers per-field messages in Spanish by default and with Accept-Language: es', async () => {
    for (const res of [
      await emptyRegion(),
      await emptyRegion('es'),
      await emptyRegion(undefined, 'es-MX,es;q=0.9'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: ['Este campo es obligatorio'], area: ['Máximo 120 caracteres'] });
    }
  });

  it('answers in English with Accept-Language: en', async () => {
    for (const res of [await emptyRegion('en'), await emptyRegion(undefined, 'en-US,en;q=0.8')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: ['This field is required'], area: ['Maximum 120 characters'] });
    }
  });

  it('names formats, choices, nested item fields and references', async () => {
    const region = await makeRegion(t);
    const email = await t.request({
      method: 'POST',
      url: '/api/companies/',
      payload: { code: 'X1', name_es: 'X', region: region.id, email: 'not-an-email' },
      token: t.adminToken,
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ email: ['Debe ser un correo electrónico válido'] });
    const emailEn = await t.request({
      method: 'POST',
      url: '/api/companies/',
      payload: { code: 'X1', name_es: 'X', region: region.id, email: 'not-an-email' },
      token: t.adminToken,
      lang: 'en',
    });
    expect(emailEn.json()).toEqual({ email: ['Must be a valid email'] });

    const ids = await seedIds(t);
    const company = await makeCompany(t);
    const items = await t.request({
      method: 'POST',
      url: '/api/requeriments/',
      payload: {
        company: company.id,
        requeriment_date: '2026-02-30',
        category: ids.category.DIRECT,
        items: [{ position: 1, gender: 'other', category: ids.category.DIRECT, quantity: 0 }],
      },
      token: t.adminToken,
      lang: 'en',
    });
    expect(items.statusCode).toBe(400);
    expect(items.json()).toEqual({
      requeriment_date: ['Must be a valid date'],
      'items.0.gender': ['Choose a valid option: any, male, female'],
      'items.0.shift_type': ['This field is required'],
      'items.0.quantity': ['Must be greater than or equal to 1'],
    });
    const noItems = await t.request({
      method: 'POST',
      url: '/api/requeriments/',
      payload: {
        company: company.id,
        requeriment_date: '2026-02-03',
        category: ids.category.DIRECT,
        items: [],
      },
      token: t.adminToken,
    });
    expect(noItems.json()).toEqual({ items: ['El requerimiento debe tener al menos una posición'] });

    const missingRef = await t.request({
      method: 'POST',
      url: '/api/companies/',
      payload: { code: 'X2', name_es: 'X', region: 999999 },
      token: t.adminToken,
    });
    expect(missingRef.statusCode).toBe(400);
    expect(missingRef.json()).toEqual({ region: ['El registro relacionado no existe'] });

    const techResource = await t.request({
      method: 'POST',
      url: '/api/tech-resources/',
      payload: { vacancy: 999999, computer: true },
      token: t.adminToken,
    });
    expect(techResource.statusCode).toBe(400);
    expect(techResource.json()).toEqual({ vacancy: ['El registro relacionado no existe'] });

    const curp = await t.request({
      method: 'POST',
      url: '/api/candidates/',
      payload: { names: 'A', last_name: 'B', category: ids.category.DIRECT, curp: 'ABC' },
      token: t.adminToken,
      lang: 'en',
    });
    expect(curp.json()).toEqual({ curp: ['Must be exactly 18 characters'] });
  });

  it('answers a uniqueness clash as 400 on the field', async () => {
    const code = `U${Date.now().toString(36)}`;
    const region = await makeRegion(t);
    await makeCompany(t, { code, region: region.id });
    const again = await t.request({
      method: 'POST',
      url: '/api/companies/',
      payload: { code, name_es: 'Otra', region: region.id },
      token: t.adminToken,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: ['Ya existe un registro con este valor'] });
  });
});

describe('delete rules', () => {
  it('answers 409 "in use" for a region used by a company and a category used by a candidate', async () => {
    const region = await makeRegion(t);
    await makeCompany(t, { region: region.id });
    const res = await t.request({ method: 'DELETE', url: `/api/regions/${region.id}/`, token: t.adminToken });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toMatch(/^No se puede eliminar: el registro está en uso/);

    const category = await t.request({
      method: 'POST',
      url: '/api/categories/',
      payload: { code: `TMP${Date.now().toString(36)}`.toUpperCase(), description: 'Temporal' },
      token: t.adminToken,
    });
    await makeCandidate(t, { category: category.json().id });
    const inUse = await t.request({
      method: 'DELETE',
      url: `/api/categories/${category.json().id}/`,
      token: t.adminToken,
      lang: 'en',
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toMatch(/^Cannot delete: the record is in use/);
    const still = await t.request({
      method: 'GET',
      url: `/api/categories/${category.json().id}/`,
      token: t.adminToken,
    });
    expect(still.statusCode).toBe(200);
  });

  it('answers 409 for a company with sites and a position used by a requirement', async () => {
    const site = await makeSite(t);
    const company = await t.request({
      method: 'DELETE',
      url: `/api/companies/${site.company}/`,
      token: t.adminToken,
    });
    expect(company.statusCode).toBe(409);
    const requeriment = (await makeRequirement(t)) as ApiRow & { items: ApiRow[] };
    const position = requeriment.items[0]?.position;
    const res = await t.request({
      method: 'DELETE',
      url: `/api/positions/${position}/`,
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(409);
  });

  it('answers 409 for a file record a document still points at', async () => {
    const file = await makeFileRecord(t);
    const vacancy = await makeVacancy(t);
    await t.request({
      method: 'POST',
      url: '/api/vacancy-documents/',
      payload: { vacancy: vacancy.id, document: file.id },
      token: t.adminToken,
    });
    const res = await t.request({
      method: 'DELETE',
      url: `/api/file-records/${file.id}/`,
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses to delete a requirement with hired positions (409), soft-deletes one without', async () => {
    const withHires = await makeRequirement(t);
    await t.database.db
      .update(requeriments)
      .set({ hired_positions: 1 })
      .where(eq(requeriments.id, withHires.id));
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/requeriments/${withHires.id}/`,
      token: t.adminToken,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'No se puede eliminar un requerimiento con posiciones contratadas.',
    });

    const plain = await makeRequirement(t);
    const ok = await t.request({
      method: 'DELETE',
      url: `/api/requeriments/${plain.id}/`,
      token: t.adminToken,
    });
    expect(ok.statusCode).toBe(204);
    const [row] = await t.database.db
      .select({ is_deleted: requeriments.is_deleted })
      .from(requeriments)
      .where(eq(requeriments.id, plain.id));
    expect(row?.is_deleted).toBe(true);
  });

  it('records the reason of a soft-deleted candidate (body or query)', async () => {
    const a = await makeCandidate(t);
    await t.request({
      method: 'DELETE',
      url: `/api/candidates/${a.id}/`,
      payload: { reason: 'Duplicado' },
      token: t.adminToken,
    });
    const b = await makeCandidate(t);
    await t.request({ method: 'DELETE', url: `/api/candidates/${b.id}/?reason=Baja`, token: t.adminToken });
    const rows = await t.database.db
      .select({ id: candidates.id, reason: candidates.deleted_reason, is_deleted: candidates.is_deleted })
      .from(candidates)
      .where(eq(candidates.is_deleted, true));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: a.id, reason: 'Duplicado', is_deleted: true },
        { id: b.id, reason: 'Baja', is_deleted: true },
      ]),
    );
  });
});

describe('requirement items and documents keep derived values in step', () => {
  it('recomputes the requirement totals when an item is added, changed or removed', async () => {
    const requeriment = (await makeRequirement(t, { quantity: 2 })) as ApiRow & { items: Body[] };
    const item = requeriment.items[0] as Body;
    const added = await t.request({
      method: 'POST',
      url: '/api/requeriment-items/',
      payload: {
        requeriment: requeriment.id,
        position: item.position,
        gender: 'any',
        shift_type: item.shift_type,
        category: item.category,
        quantity: 3,
      },
      token: t.adminToken,
    });
    expect(added.statusCode, added.body).toBe(201);
    const show = async () =>
      (
        await t.request({ method: 'GET', url: `/api/requeriments/${requeriment.id}/`, token: t.adminToken })
      ).json();
    expect(await show()).toMatchObject({ total_positions: 5, open_positions: 5 });
    await t.request({
      method: 'PUT',
      url: `/api/requeriment-items/${added.json().id}/`,
      payload: { quantity: 4 },
      token: t.adminToken,
    });
    expect(await show()).toMatchObject({ total_positions: 6, open_positions: 6 });
    await t.request({
      method: 'DELETE',
      url: `/api/requeriment-items/${added.json().id}/`,
      token: t.adminToken,
    });
    expect(await show()).toMatchObject({ total_positions: 2, open_positions: 2 });

    // the last item stays (a requirement has at least one position)
    const last = await t.request({
      method: 'DELETE',
      url: `/api/requeriment-items/${item.id}/`,
      token: t.adminToken,
      lang: 'en',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ detail: 'The requirement must have at least one position' });
  });

  it('refuses item changes on a closed or cancelled requirement (409)', async () => {
    const requeriment = (await makeRequirement(t)) as ApiRow & { items: Body[] };
    const item = requeriment.items[0] as Body;
    await t.database.db
      .update(requeriments)
      .set({ status: 'Closed' })
      .where(eq(requeriments.id, requeriment.id));
    const add = await t.request({
      method: 'POST',
      url: '/api/requeriment-items/',
      payload: {
        requeriment: requeriment.id,
        position: item.position,
        gender: 'any',
        shift_type: item.shift_type,
        category: item.category,
        quantity: 1,
      },
      token: t.adminToken,
    });
    expect(add.statusCode).toBe(409);
    const change = await t.request({
      method: 'PUT',
      url: `/api/requeriment-items/${item.id}/`,
      payload: { quantity: 9 },
      token: t.adminToken,
    });
    expect(change.statusCode).toBe(409);
    const edit = await t.request({
      method: 'PUT',
      url: `/api/requeriments/${requeriment.id}/`,
      payload: { additional_comments: 'x' },
      token: t.adminToken,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ detail: 'El requerimiento está cerrado o cancelado.' });
  });

  it('copies the file name and extension into a vacancy document', async () => {
    const file = await makeFileRecord(t, { filename: 'Oferta firmada.pdf' });
    const vacancy = await makeVacancy(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/vacancy-documents/',
      payload: { vacancy: vacancy.id, document: file.id },
      token: t.adminToken,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      document: file.id,
      original_name: 'Oferta firmada.pdf',
      extension: 'pdf',
    });
  });

  it('keeps candidate.is_black_list in step with its active black-list rows', async () => {
    const ids = await seedIds(t);
    const candidate = await makeCandidate(t);
    const entry = await t.request({
      method: 'POST',
      url: '/api/black-list/',
      payload: { candidate: candidate.id, reason: ids.catalog(5) },
      token: t.adminToken,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const isBlack = async () =>
      (
        await t.request({ method: 'GET', url: `/api/candidates/${candidate.id}/`, token: t.adminToken })
      ).json().is_black_list;
    expect(await isBlack()).toBe(true);
    await t.request({
      method: 'PUT',
      url: `/api/black-list/${entry.json().id}/`,
      payload: { is_active: false, note_return: 'Aclarado' },
      token: t.adminToken,
    });
    expect(await isBlack()).toBe(false);
    await t.request({
      method: 'PUT',
      url: `/api/black-list/${entry.json().id}/`,
      payload: { is_active: true },
      token: t.adminToken,
    });
    expect(await isBlack()).toBe(true);
    await t.request({ method: 'DELETE', url: `/api/black-list/${entry.json().id}/`, token: t.adminToken });
    expect(await isBlack()).toBe(false);
  });
});

describe('operations', () => {
  it('answers the health check', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the OpenAPI document of the whole API', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of resourcePaths) {
      expect(doc.paths, path).toHaveProperty([`/api/${path}/`]);
      expect(doc.paths, path).toHaveProperty([`/api/${path}/{id}/`]);
    }
    expect(doc.paths).toHaveProperty(['/api/login/']);
    const ui = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('answers unknown API paths with a localised JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing-here/', lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('serves the built web app and falls back to index.html for client routes', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'rp-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>RP</title>');
    writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
    const app = await buildApp({ config: { ...t.config, webDist }, database: t.database, logger: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/requeriments/direct/12' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>RP</title>');
      const asset = await app.inject({ method: 'GET', url: '/app.js' });
      expect(asset.body).toBe('console.log(1)');
      const api = await app.inject({ method: 'GET', url: '/api/nothing-here/' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ detail: 'No encontrado.' });
      const health = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
