import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { buildTestApp, type TestApp } from '../test/build-app';
import {
  type ApiRow,
  makeCompany,
  makeRequirement,
  makeRequirementCandidate,
  makeSentVacancy,
  makeSignedInUser,
  makeVacancyCandidate,
  type SignedIn,
} from '../test/factories';
import { statementCallsOf } from '../test/statements';

/**
 * A user of several companies reads an unsearched page in the default ordering company by company
 * (`ResourceDef.scopeCompany`, `companyPageCondition` in service.ts), and the rows below a vacancy or
 * a requirement through the ids of the few it may see (`ResourceDef.scopeParent`,
 * `parentScopeCondition`): the pages must be exactly the rows of the user's companies in the list's
 * order, page after page, with the same totals.
 */
let t: TestApp;
let user: SignedIn;
const mine: number[] = [];
let outside: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 0; i < 3; i++) mine.push((await makeCompany(t)).id as number);
  outside = (await makeCompany(t)).id as number;
  // the first company has most rows, the third none: the merge must interleave and stop short
  const spread = [
    mine[0],
    mine[1],
    outside,
    mine[0],
    outside,
    mine[1],
    mine[0],
    mine[0],
    outside,
    mine[1],
    mine[0],
  ] as number[];
  for (const company of spread) {
    await makeRequirementCandidate(t, {}, { company });
    const vacancy = await makeSentVacancy(t, { company });
    await makeVacancyCandidate(t, { vacancy: vacancy.id });
    await t.database.db.execute(
      sql`insert into vacancy_approvals (vacancy, full_name, email) values (${vacancy.id}, 'Ana Ruiz', 'ana@example.com')`,
    );
  }
  user = await makeSignedInUser(t, {
    routes: ['requeriments-direct', 'requeriments-clients'],
    companies: mine,
  });
});
afterAll(async () => t?.close());

/** Every page of `path` (page size 2) as the user reads it: the ids in order and the total. */
async function readPages(path: string): Promise<{ ids: number[]; elements: number[] }> {
  const ids: number[] = [];
  const elements: number[] = [];
  for (let page = 1; page <= 10; page++) {
    const res = await t.request({
      method: 'GET',
      url: `${path}?page=${page}&page_size=2`,
      token: user.token,
    });
    if (res.statusCode === 404) break;
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: ApiRow[]; elements: number };
    elements.push(body.elements);
    ids.push(...body.data.map((r) => r.id as number));
    if (body.data.length < 2) break;
  }
  return { ids, elements };
}

/** The rows below a vacancy or a requirement of the user's companies, in the list's order. */
const below = (table: string, parent: string, parentColumn: string, order: string) =>
  `select x.id from ${table} x join ${parent} p on p.id = x.${parentColumn} where p.company in (${mine.join(',')}) order by ${order}`;

const cases = [
  {
    path: '/api/requeriment-candidates/',
    table: 'requeriment_candidates',
    order: 'created_at desc, id desc',
  },
  { path: '/api/requeriments/', table: 'requeriments', order: 'requeriment_date desc, id desc' },
  { path: '/api/vacancies/', table: 'vacancies', order: 'created_at desc, id desc' },
];

describe('a user of few vacancies and requirements', () => {
  it.each([
    [
      '/api/vacancy-candidates/',
      () => below('vacancy_candidates', 'vacancies', 'vacancy', 'x.created_at desc, x.id desc'),
    ],
    ['/api/vacancy-approvals/', () => below('vacancy_approvals', 'vacancies', 'vacancy', 'x.id')],
    ['/api/requeriment-items/', () => below('requeriment_items', 'requeriments', 'requeriment', 'x.id')],
  ])('reads %s through their ids, page after page in its order', async (path, expectedSql) => {
    const expected = await queryRows<{ id: number }>(t.database.db, sql.raw(expectedSql()));
    let read: Awaited<ReturnType<typeof readPages>> = { ids: [], elements: [] };
    const calls = await statementCallsOf(t.database, async () => {
      read = await readPages(path);
    });
    // each page read from the parents' ids, found first
    expect(calls.filter((c) => c.text.startsWith('select array(select')).length).toBe(read.elements.length);
    expect(calls.some((c) => /= any\(\$\d+::int\[\]\)/.test(c.text))).toBe(true);
    expect(read.ids).toEqual(expected.map((r) => r.id));
    expect(read.ids.length).toBeGreaterThan(4);
    for (const total of read.elements) expect(total).toBe(expected.length);
  });

  it('sees the candidacies of a vacancy created a moment ago', async () => {
    const company = (await makeCompany(t)).id as number;
    const newcomer = await makeSignedInUser(t, { routes: ['requeriments-clients'], companies: [company] });
    const read = async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/vacancy-candidates/?page=1',
        token: newcomer.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: ApiRow[]; elements: number }).data.map((r) => r.id);
    };
    expect(await read()).toEqual([]);
    const vacancy = await makeSentVacancy(t, { company });
    const candidacy = await makeVacancyCandidate(t, { vacancy: vacancy.id });
    expect(await read()).toEqual([candidacy.id]);
  });
});

describe('a user of several companies', () => {
  it.each(cases)(
    'reads $path page after page in its order, only its companies',
    async ({ path, table, order }) => {
      const expected = await queryRows<{ id: number }>(
        t.database.db,
        sql.raw(`select id from ${table} where company in (${mine.join(',')}) order by ${order}`),
      );
      let read: Awaited<ReturnType<typeof readPages>> = { ids: [], elements: [] };
      const calls = await statementCallsOf(t.database, async () => {
        read = await readPages(path);
      });
      // read company by company: each page from the companies' own first rows
      expect(calls.filter((c) => c.text.includes('cross join lateral')).length).toBe(read.elements.length);
      const { ids, elements } = read;
      expect(ids).toEqual(expected.map((r) => r.id));
      expect(ids.length).toBeGreaterThan(4);
      for (const total of elements) expect(total).toBe(expected.length);
    },
  );

  it('reads a filtered follow-up list company by company too', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/requeriment-candidates/?page=1&page_size=3&company=${mine[1]}`,
      token: user.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: ApiRow[]; elements: number };
    expect(body.elements).toBe(3);
    expect(body.data.map((r) => r.company)).toEqual([mine[1], mine[1], mine[1]]);
  });

  it('still reads a requirement of its companies created later first', async () => {
    const newest = (await makeRequirement(t, { company: mine[2], requeriment_date: '2031-01-02' })) as ApiRow;
    const res = await t.request({ method: 'GET', url: '/api/requeriments/?page=1', token: user.token });
    expect((res.json() as { data: ApiRow[] }).data[0]?.id).toBe(newest.id);
  });
});
