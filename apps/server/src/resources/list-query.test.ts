import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import {
  type ApiRow,
  makeCandidate,
  makeCompany,
  makeRegion,
  makeRequirement,
  makeSentVacancy,
  makeSite,
  makeVacancy,
  makeVacancyCandidate,
  post,
  unique,
} from '../test/factories';

let t: TestApp;
/** Regions created for these tests, by name. */
const regionIds: Record<string, number> = {};
/** Narrows a region list to the regions above (other tests add regions through their companies). */
const ours = () => `id__in=${Object.values(regionIds).join(',')}`;
beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, area] of [
    ['Bajío', 'Centro'],
    ['Baja California', 'Noroeste'],
    ['Sonora', 'Noroeste'],
    ['Chihuahua', 'Norte'],
    ['Zona 100%', 'Especial'],
    ['Zona 1000', 'Especial'],
    ['Under_score', null],
  ] as const) {
    regionIds[name] = (await makeRegion(t, { name, area, status: name !== 'Sonora' })).id;
  }
});
afterAll(async () => t?.close());

async function list(url: string) {
  const res = await t.request({ method: 'GET', url, token: t.adminToken });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}
const names = (rows: ApiRow[]) => rows.map((r) => r.name);

describe('search', () => {
  it('matches substrings from 3 characters, case-insensitively', async () => {
    expect(names(await list('/api/regions/?search=AJA'))).toEqual(['Baja California']);
    expect(names(await list('/api/regions/?search=noroes&ordering=name'))).toEqual([
      'Baja California',
      'Sonora',
    ]);
    expect(names(await list('/api/regions/?search=%20ahua%20'))).toEqual(['Chihuahua']);
  });

  it('matches prefixes below 3 characters', async () => {
    expect(names(await list('/api/regions/?search=ba&ordering=name'))).toEqual(['Baja California', 'Bajío']);
    // "ua" is inside Chihuahua but starts nothing
    expect(await list('/api/regions/?search=ua')).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    expect(names(await list('/api/regions/?search=100%25'))).toEqual(['Zona 100%']);
    expect(names(await list('/api/regions/?search=r_s'))).toEqual(['Under_score']);
    expect(await list('/api/regions/?search=%25%25%25')).toEqual([]);
    expect(await list('/api/regions/?search=%5C%5C%5C')).toEqual([]);
  });

  it('searches a candidate by any of its names, e-mail and phone', async () => {
    await makeCandidate(t, {
      names: 'Guadalupe',
      last_name: 'Hernández',
      second_name: 'Soto',
      email: 'lupita@example.com',
      phone_number: '(664) 555-0101',
    });
    for (const term of ['guadalupe hern', 'hernández', 'lupita@', '6645550101', 'Gu']) {
      const found = await list(`/api/candidates/?search=${encodeURIComponent(term)}`);
      expect(
        found.map((c: ApiRow) => c.full_name),
        term,
      ).toEqual(['Hernández Soto Guadalupe']);
    }
    expect(await list('/api/candidates/?search=ad')).toEqual([]);
  });

  it('matches every word in any order, accents and case aside (issue 10, finding 13)', async () => {
    const valeria = await makeCandidate(t, {
      names: 'Valeria',
      last_name: 'Quintanilla',
      second_name: 'Treviño',
    });
    const decoy = await makeCandidate(t, {
      names: 'Valeria',
      last_name: 'Quintanilla',
      second_name: 'Garza',
    });
    const ours = `id__in=${valeria.id},${decoy.id}`;
    const found = async (term: string) =>
      (await list(`/api/candidates/?${ours}&search=${encodeURIComponent(term)}`)).map((c: ApiRow) => c.id);
    // as the list shows it (surnames first), given name first, upper-cased without the accent
    for (const term of ['Quintanilla Treviño Valeria', 'TREVINO valeria', ' treviño   QUINT '])
      expect(await found(term), term).toEqual([valeria.id]);
    // short words match the start of any word: 'va' (Valeria), 'tr' (Treviño)
    expect(await found('tr va'), 'tr va').toEqual([valeria.id]);
    expect((await found('valeria quintanilla')).sort(), 'both').toEqual([decoy.id, valeria.id].sort());
    // a word that matches nothing excludes the row
    expect(await found('Quintanilla Treviño Valeria Zzyzx')).toEqual([]);
    expect(await found('ri va')).toEqual([]);
  });
});

describe('ordering', () => {
  it('orders by a field, descending with -, and by several fields', async () => {
    const asc = names(await list('/api/regions/?ordering=name'));
    expect(asc).toEqual([...asc].sort((a, b) => String(a).localeCompare(String(b), 'en')));
    expect(names(await list('/api/regions/?ordering=-name'))).toEqual([...asc].reverse());
    const byArea = await list('/api/regions/?ordering=area,-name&area__in=Noroeste,Especial');
    expect(names(byArea)).toEqual(['Zona 1000', 'Zona 100%', 'Sonora', 'Baja California']);
  });

  // docs/decisions.md "Names in the order people read them"
  it('orders names as people read them: accents and case second to the letters', async () => {
    const token = unique('Orden');
    const lastNames = ['Zapata', 'Murillo', 'Álvarez', 'Bueno', 'alvarez', 'Muñoz', 'Ávila', 'Ñúñez'];
    for (const last_name of lastNames) await makeCandidate(t, { names: token, last_name });
    const readingOrder = ['alvarez', 'Álvarez', 'Ávila', 'Bueno', 'Muñoz', 'Murillo', 'Ñúñez', 'Zapata'];
    const lastNamesOf = (rows: ApiRow[]) => rows.map((row) => row.last_name);
    // a search's page (its matches read first) and the whole list's, both ways
    const page = async (ordering: string) =>
      lastNamesOf((await list(`/api/candidates/?page=1&ordering=${ordering}&search=${token}`)).data);
    expect(await page('last_name')).toEqual(readingOrder);
    expect(await page('-last_name')).toEqual([...readingOrder].reverse());
    const all = lastNamesOf(await list('/api/candidates/?ordering=last_name'));
    const ours = all.filter((name) => lastNames.includes(String(name)));
    expect(ours).toEqual(readingOrder);
  });

  it('answers 400 for an unknown or unorderable field', async () => {
    const res = await t.request({ method: 'GET', url: '/api/regions/?ordering=-nope', token: t.adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ordering: ['Orden no válido: nope'] });
    const en = await t.request({
      method: 'GET',
      url: '/api/regions/?ordering=name,password',
      token: t.adminToken,
      lang: 'en',
    });
    expect(en.json()).toEqual({ ordering: ['Invalid ordering: password'] });
    const json = await t.request({
      method: 'GET',
      url: '/api/companies/?ordering=rotations',
      token: t.adminToken,
    });
    expect(json.statusCode).toBe(400);
  });

  it('never orders by a column the read shape hides', async () => {
    for (const url of [
      '/api/users/?ordering=password',
      '/api/servers/?ordering=password',
      '/api/vacancy-approvals/?ordering=key',
      '/api/file-records/?ordering=-document',
    ]) {
      const res = await t.request({ method: 'GET', url, token: t.adminToken });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('filters', () => {
  it('filters by field=, __in, __gte, __lte, __isnull and booleans', async () => {
    expect(names(await list('/api/regions/?area=Norte'))).toEqual(['Chihuahua']);
    expect(names(await list('/api/regions/?status=false'))).toEqual(['Sonora']);
    expect(
      names(await list(`/api/regions/?id__in=${regionIds.Sonora},${regionIds.Chihuahua}&ordering=name`)),
    ).toEqual(['Chihuahua', 'Sonora']);
    expect(names(await list('/api/regions/?area__isnull=true'))).toEqual(['Under_score']);
    expect(names(await list('/api/regions/?area=null'))).toEqual(['Under_score']);
    const from = regionIds.Sonora as number;
    const to = regionIds['Zona 100%'] as number;
    expect(names(await list(`/api/regions/?id__gte=${from}&id__lte=${to}&ordering=id`))).toEqual([
      'Sonora',
      'Chihuahua',
      'Zona 100%',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`/api/regions/?created_at__gte=${today}&${ours()}`)).length).toBe(7);
    expect(await list('/api/regions/?created_at__lte=2000-01-01')).toEqual([]);
    expect(await list('/api/regions/?id__in=')).toEqual([]);
  });

  it('ignores unknown parameters and answers 400 for malformed values', async () => {
    expect((await list(`/api/regions/?colour=blue&${ours()}`)).length).toBe(7);
    const bad: Array<[string, string]> = [
      ['id=abc', 'id'],
      ['id__in=1,x', 'id__in'],
      ['status=maybe', 'status'],
      ['created_at__gte=not-a-date', 'created_at__gte'],
      ['name__regex=.*', 'name__regex'],
    ];
    for (const [query, field] of bad) {
      const res = await t.request({ method: 'GET', url: `/api/regions/?${query}`, token: t.adminToken });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ [field]: [`Filtro no válido: ${field}`] });
    }
    // an enumerated field accepts only its values: a typo is an error, not an empty list
    for (const [url, field] of [
      ['/api/candidates/?status=Hired', 'status'],
      ['/api/requeriments/?status__in=New,Nuevo', 'status__in'],
      ['/api/audit-logs/?action=drop_table', 'action'],
    ]) {
      const res = await t.request({ method: 'GET', url: `${url}`, token: t.adminToken });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ [`${field}`]: [`Filtro no válido: ${field}`] });
    }
    expect(await list('/api/requeriments/?status__in=New,Approved')).toBeDefined();
    const json = await t.request({ method: 'GET', url: '/api/companies/?rotations=1', token: t.adminToken });
    expect(json.statusCode).toBe(400);
    for (const query of ['created_at__gte=1', 'id=99999999999999', 'id__gte=1e400', 'birthdate=2026-02-30']) {
      const res = await t.request({ method: 'GET', url: `/api/candidates/?${query}`, token: t.adminToken });
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('never filters by a column the read shape hides (no oracle on secrets)', async () => {
    for (const [path, column] of [
      ['users', 'password'],
      ['servers', 'password'],
      ['vacancy-approvals', 'key'],
      ['file-records', 'document'],
    ]) {
      const all = await list(`/api/${path}/`);
      for (const filter of [
        `${column}__gte=zzzz`,
        `${column}__lte=0`,
        `${column}__isnull=true`,
        `${column}=x`,
      ]) {
        expect(await list(`/api/${path}/?${filter}`), `${path} ${filter}`).toEqual(all);
      }
    }
  });

  it('filters computed values (days_open, is_past_due)', async () => {
    const old = await makeRequirement(t, { requeriment_date: '2020-01-06' });
    const future = await makeRequirement(t, { requeriment_date: '2099-01-05' });
    const pastDue = await list('/api/requeriments/?is_past_due=true');
    expect(pastDue.map((r: ApiRow) => r.id)).toContain(old.id);
    expect(pastDue.map((r: ApiRow) => r.id)).not.toContain(future.id);
    const longOpen = await list('/api/requeriments/?days_open__gte=365&ordering=-days_open');
    expect(longOpen.map((r: ApiRow) => r.id)).toEqual([old.id]);
    expect(old.days_open).toBeGreaterThan(365);
  });

  it('narrows company-scoped lists by the region selector', async () => {
    const north = await makeRegion(t, { name: 'Región norte' });
    const south = await makeRegion(t, { name: 'Región sur' });
    const a = await makeCompany(t, { region: north.id });
    const b = await makeCompany(t, { region: south.id });
    const siteA = await makeSite(t, { company: a.id });
    await makeSite(t, { company: b.id });
    expect((await list(`/api/companies/?region=${north.id}`)).map((c: ApiRow) => c.id)).toEqual([a.id]);
    expect((await list(`/api/companies/?region=${south.id}`)).map((c: ApiRow) => c.id)).toEqual([b.id]);
    expect((await list(`/api/sites/?region=${north.id}`)).map((s: ApiRow) => s.id)).toEqual([siteA.id]);
    const all = await list('/api/companies/?region=all');
    expect(all.map((c: ApiRow) => c.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const paged = await list(`/api/companies/?region=${north.id}&page=1`);
    expect(paged).toMatchObject({ elements: 1, pages: 1 });
  });
});

describe('paging', () => {
  it('pages with page and page_size', async () => {
    const url = `/api/regions/?${ours()}&ordering=name`;
    const first = await list(`${url}&page=1&page_size=3`);
    expect(first).toMatchObject({ pages: 3, elements: 7 });
    expect(first.data).toHaveLength(3);
    const third = await list(`${url}&page=3&page_size=3`);
    expect(third.data).toHaveLength(1);
    const beyond = await list(`${url}&page=9&page_size=3`);
    expect(beyond).toMatchObject({ data: [], pages: 3, elements: 7 });
    const all = names(await list(url));
    const second = await list(`${url}&page=2&page_size=3`);
    expect([...names(first.data), ...names(second.data), ...names(third.data)]).toEqual(all);
    expect((await list(`${url}&page=1&page_size=200`)).data).toHaveLength(7);
    const defaultSize = await list('/api/cities/?page=1');
    expect(defaultSize.data.length).toBe(Math.min(25, defaultSize.elements));
  });

  it('answers 400 for a bad page or page_size', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['page_size=0', { page_size: ['Debe ser mayor o igual a 1'] }],
      ['page_size=201', { page_size: ['Debe ser menor o igual a 200'] }],
      ['page_size=abc', { page_size: ['Debe ser mayor o igual a 1'] }],
      ['page_size=2.5', { page_size: ['Debe ser mayor o igual a 1'] }],
      ['page=0', { page: ['Debe ser mayor o igual a 1'] }],
      ['page=-1', { page: ['Debe ser mayor o igual a 1'] }],
      ['page=x', { page: ['Debe ser mayor o igual a 1'] }],
    ];
    for (const [query, body] of cases) {
      const res = await t.request({
        method: 'GET',
        // a parameter sent twice is itself a 400 (plugins/input-guard.ts): page=1 only beside page_size
        url: `/api/regions/?${query.startsWith('page=') ? '' : 'page=1&'}${query}`,
        token: t.adminToken,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual(body);
    }
  });

  it('answers an unpaged list as an array of at most 1000 rows', async () => {
    const rows = await list('/api/cities/');
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.length).toBeLessThanOrEqual(1000);
  });
});

describe('soft delete', () => {
  it('hides deleted candidates, requirements and vacancies from lists, filters and show', async () => {
    const candidate = await makeCandidate(t);
    const requeriment = await makeRequirement(t);
    const vacancy = await makeVacancy(t);
    for (const [path, row] of [
      ['candidates', candidate],
      ['requeriments', requeriment],
      ['vacancies', vacancy],
    ] as const) {
      expect((await list(`/api/${path}/?id=${row.id}`)).length, path).toBe(1);
      const del = await t.request({ method: 'DELETE', url: `/api/${path}/${row.id}/`, token: t.adminToken });
      expect(del.statusCode, path).toBe(204);
      expect(await list(`/api/${path}/?id=${row.id}`), path).toEqual([]);
      expect(await list(`/api/${path}/?is_deleted=true`), path).toEqual([]);
      expect(await list(`/api/${path}/?page=1&id=${row.id}`)).toMatchObject({ elements: 0, data: [] });
      const show = await t.request({ method: 'GET', url: `/api/${path}/${row.id}/`, token: t.adminToken });
      expect(show.statusCode, path).toBe(404);
      const update = await t.request({
        method: 'PUT',
        url: `/api/${path}/${row.id}/`,
        payload: {},
        token: t.adminToken,
      });
      expect(update.statusCode, path).toBe(404);
      const again = await t.request({
        method: 'DELETE',
        url: `/api/${path}/${row.id}/`,
        token: t.adminToken,
      });
      expect(again.statusCode, path).toBe(404);
    }
  });

  it('hides the candidates of a deleted vacancy from their lists and show', async () => {
    // only a vacancy never sent is deleted through the API; one deleted with candidates (older data,
    // a correction by hand) must not leave them in the lists the figures leave them out of
    const sent = await makeSentVacancy(t);
    const assigned = await makeVacancyCandidate(t, { vacancy: sent.id });
    expect(await list(`/api/vacancy-candidates/?vacancy=${sent.id}`)).toHaveLength(1);
    await t.database.db.execute(sql`update vacancies set is_deleted = true where id = ${sent.id}`);
    expect(await list(`/api/vacancy-candidates/?vacancy=${sent.id}`)).toEqual([]);
    expect(await list(`/api/vacancy-candidates/?page=1&id=${assigned.id}`)).toMatchObject({ elements: 0 });
    const show = await t.request({
      method: 'GET',
      url: `/api/vacancy-candidates/${assigned.id}/`,
      token: t.adminToken,
    });
    expect(show.statusCode).toBe(404);
  });

  it('frees the identity numbers of a deleted candidate', async () => {
    const curp = 'GODE561231HDFRRN00';
    const first = await makeCandidate(t, { curp });
    const clash = await t.request({
      method: 'POST',
      url: '/api/candidates/',
      payload: { names: 'Otro', last_name: 'Candidato', category: first.category, curp: curp.toLowerCase() },
      token: t.adminToken,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({
      curp: [`Ya existe el candidato ${first.last_name} López Juan (#${first.id}) con este valor`],
    });
    await t.request({ method: 'DELETE', url: `/api/candidates/${first.id}/`, token: t.adminToken });
    const reused = await post(t, '/api/candidates/', {
      names: 'Otro',
      last_name: 'Candidato',
      category: first.category,
      curp,
    });
    expect(reused.curp).toBe(curp);
  });
});

describe('broad counts', () => {
  it('estimates elements over 10,000 matches and says so; counts exactly below', async () => {
    await t.database.db.execute(
      sql`insert into clasifications (name) select 'Masiva ' || g from generate_series(1, 10050) g`,
    );
    await t.database.db.execute(sql`analyze clasifications`);
    const broad = await list('/api/clasifications/?page=1&page_size=10');
    expect(broad.estimated).toBe(true);
    expect(broad.elements).toBeGreaterThan(10_000);
    expect(broad.pages).toBe(Math.ceil(broad.elements / 10));
    expect(broad.data).toHaveLength(10);
    const narrow = await list('/api/clasifications/?page=1&search=masiva 1000');
    expect(narrow).not.toHaveProperty('estimated');
    // both words match: "masiva 1000", "masiva 10000" … "masiva 10009": 1 + 10
    expect(narrow.elements).toBe(11);
    expect((await list('/api/clasifications/')).length).toBe(1000);
  });
});
