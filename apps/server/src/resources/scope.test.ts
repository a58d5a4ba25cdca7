import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancyHistory, vacancyLogs } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-app';
import {
  type ApiRow,
  makeCandidate,
  makeCompany,
  makeRegion,
  makeRequirement,
  makeRole,
  makeSentVacancy,
  makeSignedInUser,
  makeSite,
  makeVacancyCandidate,
  post,
  type SignedIn,
  seedIds,
} from '../test/factories';

/** Routes granting companies, sites, targets, the direct process, vacancies and candidates. */
const everyArea = [
  'index',
  'clients-companies',
  'clients-targets',
  'requeriments-direct',
  'requeriments-direct-new-id_company',
  'new_vacancies-admin',
  'database-direct_indirect',
];

type World = {
  region: ApiRow;
  otherRegion: ApiRow;
  a: ApiRow;
  b: ApiRow;
  siteA1: ApiRow;
  siteA2: ApiRow;
  siteB: ApiRow;
  reqA1: ApiRow & { items: ApiRow[] };
  reqA2: ApiRow & { items: ApiRow[] };
  reqANoSite: ApiRow & { items: ApiRow[] };
  reqB: ApiRow & { items: ApiRow[] };
  vacA: ApiRow;
  vacB: ApiRow;
  vcB: ApiRow;
  targetB: ApiRow;
};

let t: TestApp;
let w: World;
/** Sees company A only. */
let scoped: SignedIn;
/** Sees company A, site A1 only. */
let siteScoped: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  const region = await makeRegion(t);
  const otherRegion = await makeRegion(t);
  const a = await makeCompany(t, { region: region.id });
  const b = await makeCompany(t, { region: otherRegion.id });
  const siteA1 = await makeSite(t, { company: a.id });
  const siteA2 = await makeSite(t, { company: a.id });
  const siteB = await makeSite(t, { company: b.id });
  const req = async (company: ApiRow, site?: ApiRow) =>
    (await makeRequirement(t, { company: company.id, site: site?.id ?? null })) as World['reqA1'];
  const vacB = await makeSentVacancy(t, { company: b.id });
  const ids = await seedIds(t);
  w = {
    region,
    otherRegion,
    a,
    b,
    siteA1,
    siteA2,
    siteB,
    reqA1: await req(a, siteA1),
    reqA2: await req(a, siteA2),
    reqANoSite: await req(a),
    reqB: await req(b, siteB),
    vacA: await makeSentVacancy(t, { company: a.id }),
    vacB,
    vcB: await makeVacancyCandidate(t, { vacancy: vacB.id }),
    targetB: await post(t, '/api/targets/', {
      company: b.id,
      category: ids.category.DIRECT,
      values: { year: 2026, months: Array(12).fill(1) },
    }),
  };
  scoped = await makeSignedInUser(t, { routes: everyArea, companies: [a.id] });
  siteScoped = await makeSignedInUser(t, { routes: everyArea, companies: [a.id], sites: [siteA1.id] });
});
afterAll(async () => t?.close());

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const ids = async (url: string, token: string) => {
  const res = await get(url, token);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (res.json() as ApiRow[]).map((r) => r.id);
};

describe('403: a signed-in user whose roles lack the route', () => {
  it('answers 403 for reads and writes the routes do not grant', async () => {
    const user = await makeSignedInUser(t, { routes: ['index', 'clients-targets'] });
    const cases: Array<[string, string, unknown?]> = [
      ['GET', '/api/candidates/'],
      ['GET', `/api/requeriments/${w.reqA1.id}/`],
      ['GET', '/api/vacancies/export/'],
      ['GET', '/api/users/'],
      ['GET', '/api/servers/'],
      ['POST', '/api/regions/', { name: 'Nueva' }],
      ['PUT', `/api/companies/${w.a.id}/`, { name_es: 'X' }],
      ['DELETE', `/api/sites/${w.siteA1.id}/`],
      ['POST', '/api/catalogs/', { code: 'X', name: 'X', clas_id: 1 }],
      ['POST', '/api/vacancy-status/', { name: 'X' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.request({
        method: method as 'GET',
        url,
        payload: payload as object | undefined,
        token: user.token,
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json()).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
    }
    const en = await t.request({ method: 'GET', url: '/api/candidates/', token: user.token, lang: 'en' });
    expect(en.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('lets every signed-in user read reference data', async () => {
    const user = await makeSignedInUser(t, { routes: ['index'] });
    for (const path of [
      'regions',
      'catalogs',
      'categories',
      'clasifications',
      'countries',
      'states',
      'cities',
    ]) {
      expect((await get(`/api/${path}/?page=1`, user.token)).statusCode, path).toBe(200);
    }
    for (const path of ['departments', 'positions', 'vacancy-status', 'vacancy-candidate-status']) {
      expect((await get(`/api/${path}/`, user.token)).statusCode, path).toBe(200);
    }
  });

  it('grants what the role routes name, and nothing once the role is inactive', async () => {
    const role = await makeRole(t, ['settings-regions']);
    const user = await makeSignedInUser(t, { over: { roles: [role.id] } });
    const create = await t.request({
      method: 'POST',
      url: '/api/regions/',
      payload: { name: 'Costa' },
      token: user.token,
    });
    expect(create.statusCode).toBe(201);
    await t.request({
      method: 'PUT',
      url: `/api/roles/${role.id}/`,
      payload: { status: false },
      token: t.adminToken,
    });
    const after = await t.request({
      method: 'POST',
      url: '/api/regions/',
      payload: { name: 'Costa 2' },
      token: user.token,
    });
    expect(after.statusCode).toBe(403);
  });

  it('a role created through the API grants its routes to the users who hold it', async () => {
    const role = await post(t, '/api/roles/', {
      name: 'Solo candidatos',
      short: 'only_candidates',
      routes: ['database-direct_indirect'],
    });
    const user = await makeSignedInUser(t, { over: { roles: [role.id] } });
    expect((await get('/api/candidates/', user.token)).statusCode).toBe(200);
    expect((await get('/api/requeriments/', user.token)).statusCode).toBe(403);
    const candidate = await t.request({
      method: 'POST',
      url: '/api/candidates/',
      payload: { names: 'Ana', last_name: 'Paz', category: (await seedIds(t)).category.DIRECT },
      token: user.token,
    });
    expect(candidate.statusCode).toBe(201);
  });
});

describe("404: another company's rows (docs/domain.md data scope)", () => {
  it('lists and shows only the companies of the user', async () => {
    expect(await ids('/api/companies/', scoped.token)).toEqual([w.a.id]);
    expect((await get(`/api/companies/${w.b.id}/`, scoped.token)).statusCode).toBe(404);
    expect((await get(`/api/companies/${w.a.id}/`, scoped.token)).statusCode).toBe(200);
    const paged = await get('/api/companies/?page=1', scoped.token);
    expect(paged.json()).toMatchObject({ elements: 1, pages: 1 });
    const noCompanies = await makeSignedInUser(t, { routes: everyArea });
    expect(await ids('/api/companies/', noCompanies.token)).toEqual([]);
  });

  it("answers 404 to another company's site, requirement, vacancy and their children", async () => {
    const urls = [
      `/api/sites/${w.siteB.id}/`,
      `/api/requeriments/${w.reqB.id}/`,
      `/api/requeriment-items/${w.reqB.items[0]?.id}/`,
      `/api/vacancies/${w.vacB.id}/`,
      `/api/vacancy-candidates/${w.vcB.id}/`,
      `/api/targets/${w.targetB.id}/`,
    ];
    for (const url of urls) {
      expect((await get(url, scoped.token)).statusCode, url).toBe(404);
      expect((await get(url, t.adminToken)).statusCode, url).toBe(200);
      const put = await t.request({ method: 'PUT', url, payload: {}, token: scoped.token });
      expect(put.statusCode, `PUT ${url}`).toBe(404);
      const del = await t.request({ method: 'DELETE', url, token: scoped.token });
      expect(del.statusCode, `DELETE ${url}`).toBe(404);
    }
    // nothing was deleted
    expect((await get(`/api/requeriments/${w.reqB.id}/`, t.adminToken)).json().is_deleted).toBe(false);
  });

  it("excludes another company's rows from lists, filters and exports", async () => {
    expect(await ids('/api/sites/?ordering=id', scoped.token)).toEqual([w.siteA1.id, w.siteA2.id]);
    const reqs = await ids('/api/requeriments/', scoped.token);
    expect(reqs.sort()).toEqual([w.reqA1.id, w.reqA2.id, w.reqANoSite.id].sort());
    expect(await ids(`/api/requeriments/?company=${w.b.id}`, scoped.token)).toEqual([]);
    expect(await ids('/api/vacancies/', scoped.token)).toEqual([w.vacA.id]);
    expect(await ids('/api/vacancy-candidates/', scoped.token)).toEqual([]);
    expect(await ids('/api/targets/', scoped.token)).toEqual([]);
    const items = await ids('/api/requeriment-items/', scoped.token);
    expect(items).not.toContain(w.reqB.items[0]?.id);
    expect(items).toContain(w.reqA1.items[0]?.id);
    const csv = await get('/api/requeriments/export/?format=csv', scoped.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(1 + 3);
  });

  it('narrows further by sites where the user has sites', async () => {
    expect(await ids('/api/sites/', siteScoped.token)).toEqual([w.siteA1.id]);
    const reqs = await ids('/api/requeriments/', siteScoped.token);
    expect(reqs.sort()).toEqual([w.reqA1.id, w.reqANoSite.id].sort());
    expect((await get(`/api/requeriments/${w.reqA2.id}/`, siteScoped.token)).statusCode).toBe(404);
    expect((await get(`/api/sites/${w.siteA2.id}/`, siteScoped.token)).statusCode).toBe(404);
  });

  it('scopes history and log rows through their vacancy', async () => {
    const [historyB] = await t.database.db
      .insert(vacancyHistory)
      .values({ vacancy: w.vacB.id, comments: 'B' })
      .returning({ id: vacancyHistory.id });
    const [historyA] = await t.database.db
      .insert(vacancyHistory)
      .values({ vacancy: w.vacA.id, comments: 'A' })
      .returning({ id: vacancyHistory.id });
    const [logB] = await t.database.db
      .insert(vacancyLogs)
      .values({ requeriment: w.reqB.id, status: 'New', days: 1 })
      .returning({ id: vacancyLogs.id });
    expect(await ids('/api/vacancy-history/', scoped.token)).toEqual([historyA?.id]);
    expect((await get(`/api/vacancy-history/${historyB?.id}/`, scoped.token)).statusCode).toBe(404);
    expect((await get(`/api/vacancy-logs/${logB?.id}/`, scoped.token)).statusCode).toBe(404);
    expect((await get(`/api/vacancy-logs/${logB?.id}/`, t.adminToken)).statusCode).toBe(200);
  });

  it("scopes comments and documents through their vacancy or requirement; a candidate's are shared", async () => {
    const candidate = await makeCandidate(t);
    const onB = await post(t, '/api/vacancy-comments/', { vacancy: w.vacB.id, comment: 'B' });
    const onReqB = await post(t, '/api/vacancy-comments/', { requeriment: w.reqB.id, comment: 'RB' });
    const onA = await post(t, '/api/vacancy-comments/', { vacancy: w.vacA.id, comment: 'A' });
    const onCandidate = await post(t, '/api/vacancy-comments/', { candidate: candidate.id, comment: 'C' });
    const visible = await ids('/api/vacancy-comments/', scoped.token);
    expect(visible.sort()).toEqual([onA.id, onCandidate.id].sort());
    expect((await get(`/api/vacancy-comments/${onB.id}/`, scoped.token)).statusCode).toBe(404);
    expect((await get(`/api/vacancy-comments/${onReqB.id}/`, scoped.token)).statusCode).toBe(404);
  });

  it('shares the candidate pool', async () => {
    const candidate = await makeCandidate(t);
    expect((await get(`/api/candidates/${candidate.id}/`, scoped.token)).statusCode).toBe(200);
  });

  it('refuses to create or move rows into another company', async () => {
    const site = await t.request({
      method: 'POST',
      url: '/api/sites/',
      payload: { name: 'Intrusa', company: w.b.id },
      token: scoped.token,
    });
    // another company answers like one that does not exist (docs/domain.md#data-scope: no existence oracle)
    expect(site.statusCode).toBe(400);
    expect(Object.keys(site.json())).toEqual(['company']);
    expect(await ids(`/api/sites/?company=${w.b.id}`, t.adminToken)).toEqual([w.siteB.id]);

    const moved = await t.request({
      method: 'PUT',
      url: `/api/requeriments/${w.reqANoSite.id}/`,
      payload: { company: w.b.id },
      token: scoped.token,
    });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json())).toEqual(['company']);
    expect((await get(`/api/requeriments/${w.reqANoSite.id}/`, t.adminToken)).json().company).toBe(w.a.id);

    const item = await t.request({
      method: 'POST',
      url: '/api/requeriment-items/',
      payload: { ...w.reqB.items[0], id: undefined, requeriment: w.reqB.id },
      token: scoped.token,
    });
    expect(item.statusCode).toBe(400);
    expect(Object.keys(item.json())).toEqual(['requeriment']);
    const reqB = await get(`/api/requeriments/${w.reqB.id}/`, t.adminToken);
    expect(reqB.json().items).toHaveLength(1);

    const vc = await t.request({
      method: 'POST',
      url: '/api/vacancy-candidates/',
      payload: { vacancy: w.vacB.id, candidate: (await makeCandidate(t)).id },
      token: scoped.token,
    });
    expect(vc.statusCode).toBe(400);
    expect(Object.keys(vc.json())).toEqual(['vacancy']);
  });

  it('applies the region selector on top of the scope', async () => {
    expect(await ids(`/api/companies/?region=${w.region.id}`, scoped.token)).toEqual([w.a.id]);
    expect(await ids(`/api/companies/?region=${w.otherRegion.id}`, scoped.token)).toEqual([]);
    expect(await ids(`/api/requeriments/?region=${w.otherRegion.id}`, scoped.token)).toEqual([]);
  });
});
