import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  type Body,
  makeCompany,
  makeRequirementCandidate,
  makeSentVacancy,
  makeSignedInUser,
  makeVacancyCandidate,
  post,
  type SignedIn,
  unique,
} from '../../test/factories';

/**
 * Headcount by department and hired turnover (docs/domain.md#dashboards): from the `headcount` and
 * `turnover` payroll queries (real PostgreSQL and MariaDB), else from the platform's own hires in
 * the caller's data scope. The numbers are counted by hand from the fixtures below.
 */

const suffix = randomBytes(4).toString('hex');
const pgDb = `rp_payroll_dash_${suffix}`;
const myTable = `rp_payroll_dash_${suffix}`;
const myUser = `rp_dash_${suffix}`;
const myPassword = `Dash-Secret-${suffix}`;
const pgAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const myAdmin = { host: '127.0.0.1', port: 3306, user: 'root', password: '', database: 'test' };

let t: TestApp;
let companyA: ApiRow;
let companyB: ApiRow;
/** A recruiter of company A only (not staff). */
let scoped: SignedIn;

/** Hired on that day (a candidate added before the approval is a draft: made a real assignment here). */
async function hire(table: 'vacancy_candidates' | 'requeriment_candidates', id: number, at: string) {
  const draft = table === 'vacancy_candidates' ? sql`, is_draft = false` : sql``;
  await t.database.db.execute(
    sql`update ${sql.identifier(table)} set status = 'Hired', hired_at = ${`${at}T15:00:00Z`}::timestamptz${draft} where id = ${id}`,
  );
}

async function vacancyHires(company: number, department: number | null, dates: string[]) {
  const vacancy = await makeSentVacancy(t, { company, department });
  for (const at of dates) {
    const vc = await makeVacancyCandidate(t, { vacancy: vacancy.id });
    await hire('vacancy_candidates', vc.id, at);
  }
  // a candidate still in process does not count
  await makeVacancyCandidate(t, { vacancy: vacancy.id });
}

async function requirementHire(company: number, at: string) {
  const rc = await makeRequirementCandidate(t, {});
  await t.database.db.execute(
    sql`update requeriments set company = ${company} where id = (select requeriment_id from requeriment_candidates where id = ${rc.id})`,
  );
  await t.database.db.execute(
    sql`update requeriment_candidates set company = ${company} where id = ${rc.id}`,
  );
  await hire('requeriment_candidates', rc.id, at);
}

const figure = (name: string, body: Body, token = t.adminToken) =>
  t.request({ method: 'POST', url: `/api/dashboard/${name}/`, payload: body, token });

beforeAll(async () => {
  t = await buildTestApp();
  companyA = await makeCompany(t);
  companyB = await makeCompany(t);
  const production = await post(t, '/api/departments/', {
    code: unique('D'),
    name_es: 'Producción',
    name_en: 'Production',
  });
  const quality = await post(t, '/api/departments/', {
    code: unique('D'),
    name_es: 'Calidad',
    name_en: 'Quality',
  });
  // A: Producción 2 (Jan, Feb), Calidad 1 (Feb), no department 1 (Feb); B: Producción 3 (Jan, Jan, Mar)
  await vacancyHires(companyA.id, production.id, ['2026-01-10', '2026-02-05']);
  await vacancyHires(companyA.id, quality.id, ['2026-02-20']);
  await vacancyHires(companyA.id, null, ['2026-02-11']);
  await vacancyHires(companyB.id, production.id, ['2026-01-15', '2026-01-16', '2026-03-01']);
  // direct hires: A Jan and Feb, B Feb
  await requirementHire(companyA.id, '2026-01-20');
  await requirementHire(companyA.id, '2026-02-21');
  await requirementHire(companyB.id, '2026-02-02');
  // counted by no figure: a hired draft, and the hire of a requirement deleted since
  const draft = await makeVacancyCandidate(t, {
    vacancy: (await makeSentVacancy(t, { company: companyA.id })).id,
  });
  await hire('vacancy_candidates', draft.id, '2026-02-12');
  await t.database.db.execute(sql`update vacancy_candidates set is_draft = true where id = ${draft.id}`);
  await requirementHire(companyB.id, '2026-03-03');
  await t.database.db.execute(
    sql`update requeriments set is_deleted = true where id = (select max(requeriment_id) from requeriment_candidates)`,
  );
  scoped = await makeSignedInUser(t, { routes: ['index'], companies: [companyA.id] });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/**
 * A superuser's figure read from the kept hire figures (payroll-dashboards.ts hireFigureConditions)
 * against the same filters with a date range that covers every hire (read from the tables), under
 * the filters the figures carry: every company, each company, years, a month, a site and a region.
 */
async function expectKeptAsCounted(name: string, month: Body) {
  const fresh = { date_from: '2000-01-01', date_to: '2099-12-31' };
  const [site] = await queryRows<{ site: number }>(
    t.database.db,
    sql`select r.site from requeriments r join requeriment_candidates rc on rc.requeriment_id = r.id
         where rc.status = 'Hired' and r.site is not null and not r.is_deleted limit 1`,
  );
  const region = (
    await t.request({ method: 'GET', url: `/api/companies/${companyA.id}/`, token: t.adminToken })
  ).json().region as number | null;
  const cases: Body[] = [
    {},
    { company: companyA.id },
    { company: companyB.id },
    { year: 2026 },
    { year: 2025 },
    month,
    { year: 2026, month: 1, company: companyB.id },
    ...(site ? [{ site: site.site }] : []),
    ...(region != null ? [{ region }] : []),
  ];
  for (const filters of cases) {
    const kept = (await figure(name, filters)).json();
    const counted = (await figure(name, { ...filters, ...fresh })).json();
    expect(kept.rows, `${name} ${JSON.stringify(filters)}`).toEqual(counted.rows);
  }
  expect((await figure(name, {})).json().rows.length).toBeGreaterThan(0);
}

describe('fallback: the platform hires', () => {
  it('headcount by the vacancy department, all companies for a superuser', async () => {
    const res = await figure('get_headcount', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      source: 'platform',
      synced_at: null,
      rows: [
        { department: 'Producción', headcount: 5 },
        { department: 'Calidad', headcount: 1 },
        { department: 'Sin departamento', headcount: 1 },
      ],
    });
    const en = await t.request({
      method: 'POST',
      url: '/api/dashboard/get_headcount/',
      payload: { company: companyB.id },
      token: t.adminToken,
      lang: 'en',
    });
    expect(en.json().rows).toEqual([{ department: 'Production', headcount: 3 }]);
  });

  it('headcount in the caller scope: a recruiter of company A sees only A', async () => {
    const res = await figure('get_headcount', {}, scoped.token);
    expect(res.json().rows).toEqual([
      { department: 'Producción', headcount: 2 },
      { department: 'Calidad', headcount: 1 },
      { department: 'Sin departamento', headcount: 1 },
    ]);
    // asking for B's does not widen it
    const other = await figure('get_headcount', { company: companyB.id }, scoped.token);
    expect(other.json().rows).toEqual([]);
  });

  it('turnover: hires per month of both processes, no exits', async () => {
    const res = await figure('get_hired_turnover', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      source: 'platform',
      synced_at: null,
      rows: [
        { period: '2026-01', hired: 4, terminated: null, turnover: null },
        { period: '2026-02', hired: 5, terminated: null, turnover: null },
        { period: '2026-03', hired: 1, terminated: null, turnover: null },
      ],
    });
    const scopedRes = await figure('get_hired_turnover', {}, scoped.token);
    expect(scopedRes.json().rows).toEqual([
      { period: '2026-01', hired: 2, terminated: null, turnover: null },
      { period: '2026-02', hired: 4, terminated: null, turnover: null },
    ]);
    const february = await figure('get_hired_turnover', { year: 2026, month: 2 });
    expect(february.json().rows).toEqual([{ period: '2026-02', hired: 5, terminated: null, turnover: null }]);
    const range = await figure('get_hired_turnover', {
      company: companyB.id,
      date_from: '2026-01-16',
      date_to: '2026-02-28',
    });
    expect(range.json().rows).toEqual([
      { period: '2026-01', hired: 1, terminated: null, turnover: null },
      { period: '2026-02', hired: 1, terminated: null, turnover: null },
    ]);
  });

  // docs/decisions.md "The headcount from the kept hire figures"
  it("headcount: a superuser's hires kept per department agree with the hires counted afresh", async () => {
    await expectKeptAsCounted('get_headcount', { month: 2 });
    const fresh = { date_from: '2000-01-01', date_to: '2099-12-31' };
    // a vacancy moved to another department moves its hires with it
    const [moved] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select v.id from vacancies v join vacancy_candidates vc on vc.vacancy = v.id
           where v.company = ${companyB.id} and vc.status = 'Hired' group by v.id`,
    );
    const quality = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from departments where name_es = 'Calidad'`,
    );
    await t.database.db.execute(
      sql`update vacancies set department = ${quality[0]?.id ?? null} where id = ${moved?.id ?? 0}`,
    );
    expect((await figure('get_headcount', { company: companyB.id })).json().rows).toEqual([
      { department: 'Calidad', headcount: 3 },
    ]);
    expect((await figure('get_headcount', { year: 2026 })).json().rows).toEqual(
      (await figure('get_headcount', { year: 2026, ...fresh })).json().rows,
    );
    await t.database.db.execute(
      sql`update vacancies set department = (select department from vacancies where company = ${companyA.id} and department is not null order by id limit 1) where id = ${moved?.id ?? 0}`,
    );
    expect((await figure('get_headcount', { company: companyB.id })).json().rows).toEqual([
      { department: 'Producción', headcount: 3 },
    ]);
  });

  it("turnover: a superuser's hires kept per month agree with the hires counted afresh", async () => {
    await expectKeptAsCounted('get_hired_turnover', { month: 1 });
  });

  it('bad filters are 400 with field messages', async () => {
    const res = await figure('get_hired_turnover', {
      month: 13,
      date_from: '2026-02-01',
      date_to: '2026-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('month');
  });
});

describe('from the payroll queries', () => {
  let pgServer: ApiRow;
  let myServer: ApiRow;
  let headcountQuery: ApiRow;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`create database "${pgDb}"`);
    await admin.end();
    const scratch = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${pgDb}` });
    await scratch.connect();
    await scratch.query(
      'create table employees (company int not null, dept text not null, hired_on date not null)',
    );
    await scratch.query(
      `insert into employees values ($1, 'Ensamble', '2026-01-02'), ($1, 'Ensamble', '2026-01-03'),
        ($1, 'Mantenimiento', '2026-02-01'), ($2, 'Ensamble', '2026-02-01')`,
      [companyA.id, companyB.id],
    );
    await scratch.end();
    const my = await mysql.createConnection(myAdmin);
    await my.query(
      `create table ${myTable} (company int not null, hired_on date not null, left_on date null)`,
    );
    await my.query(`insert into ${myTable} values ?`, [
      [
        [companyA.id, '2026-01-05', null],
        [companyA.id, '2026-01-06', '2026-01-30'],
        [companyA.id, '2026-01-07', null],
        [companyA.id, '2026-01-08', null],
        [companyA.id, '2026-02-01', '2026-02-20'],
        [companyA.id, '2026-02-02', '2026-02-21'],
        [companyB.id, '2026-02-03', null],
      ],
    ]);
    await my.query(`create user '${myUser}'@'%' identified by '${myPassword}'`);
    await my.query(`grant select on test.${myTable} to '${myUser}'@'%'`);
    await my.end();
    pgServer = await post(t, '/api/servers/', {
      name: 'Nómina PG',
      engine: 'postgres',
      instance: '127.0.0.1',
      database: pgDb,
      username: 'postgres',
      password: 'dash-secret-1',
    });
    myServer = await post(t, '/api/servers/', {
      name: 'Nómina MariaDB',
      engine: 'mysql',
      instance: '127.0.0.1',
      port: 3306,
      database: 'test',
      username: myUser,
      password: myPassword,
    });
    headcountQuery = await post(t, '/api/queries/', {
      server: pgServer.id,
      description: 'Plantilla por departamento',
      endpoint: 'headcount',
      sql: `select dept as department, count(*) as headcount from employees
        where (:company::int is null or company = :company::int) group by dept order by dept`,
    });
    await post(t, '/api/queries/', {
      server: myServer.id,
      description: 'Rotación mensual',
      endpoint: 'turnover',
      sql: `select date_format(hired_on, '%Y-%m') as period, count(*) as hired,
        sum(case when left_on is not null then 1 else 0 end) as \`terminated\`
        from ${myTable} where (:company is null or company = :company) group by 1 order by 1`,
    });
  }, 60_000);

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${pgDb}" with (force)`);
    await admin.end();
    const my = await mysql.createConnection(myAdmin);
    await my.query(`drop table if exists ${myTable}`);
    await my.query(`drop user if exists '${myUser}'@'%'`);
    await my.end();
  });

  it('headcount maps the query columns, with the company filter as :company', async () => {
    const all = await figure('get_headcount', {});
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      source: 'query',
      rows: [
        { department: 'Ensamble', headcount: 3 },
        { department: 'Mantenimiento', headcount: 1 },
      ],
    });
    expect(all.json().synced_at).toEqual(expect.any(String));
    const a = await figure('get_headcount', { company: companyA.id }, scoped.token);
    expect(a.json().rows).toEqual([
      { department: 'Ensamble', headcount: 2 },
      { department: 'Mantenimiento', headcount: 1 },
    ]);
  });

  it('turnover (MariaDB) maps period, hired and terminated and computes the rate', async () => {
    const res = await figure('get_hired_turnover', { company: companyA.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'query',
      rows: [
        { period: '2026-01', hired: 4, terminated: 1, turnover: 25 },
        { period: '2026-02', hired: 2, terminated: 2, turnover: 100 },
      ],
    });
    const all = await figure('get_hired_turnover', {});
    expect(all.json().rows[1]).toEqual({ period: '2026-02', hired: 3, terminated: 2, turnover: 66.7 });
  });

  it('in the caller scope: one run per company of theirs, another company counts nothing', async () => {
    const mine = await figure('get_headcount', {}, scoped.token);
    expect(mine.json().rows).toEqual([
      { department: 'Ensamble', headcount: 2 },
      { department: 'Mantenimiento', headcount: 1 },
    ]);
    const other = await figure('get_headcount', { company: companyB.id }, scoped.token);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ source: 'query', rows: [], synced_at: null });
    const turnover = await figure('get_hired_turnover', {}, scoped.token);
    expect(turnover.json().rows).toEqual([
      { period: '2026-01', hired: 4, terminated: 1, turnover: 25 },
      { period: '2026-02', hired: 2, terminated: 2, turnover: 100 },
    ]);
  });

  it('a failing query is 502 with a message naming the endpoint (not the platform numbers)', async () => {
    const down = await post(t, '/api/servers/', {
      name: 'Caído',
      engine: 'postgres',
      instance: '127.0.0.1',
      port: 1,
      database: 'nada',
      username: 'nadie',
      password: 'down-secret-1',
    });
    await t.request({
      method: 'PUT',
      url: `/api/queries/${headcountQuery.id}/`,
      payload: { server: down.id },
      token: t.adminToken,
    });
    const res = await figure('get_headcount', {});
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toMatch(/headcount/);
    expect(res.json().detail).not.toMatch(/ECONNREFUSED/);
  });

  it('missing columns are 502 naming the expected ones; an inactive query falls back', async () => {
    await t.request({
      method: 'PUT',
      url: `/api/queries/${headcountQuery.id}/`,
      payload: { server: pgServer.id, sql: 'select dept from employees' },
      token: t.adminToken,
    });
    const res = await figure('get_headcount', {}, scoped.token);
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toMatch(/department, headcount/);
    await t.request({
      method: 'PUT',
      url: `/api/queries/${headcountQuery.id}/`,
      payload: { status: false },
      token: t.adminToken,
    });
    const fallback = await figure('get_headcount', {}, scoped.token);
    expect(fallback.json().source).toBe('platform');
    expect(fallback.json().rows[0]).toEqual({ department: 'Producción', headcount: 2 });
  });
});
