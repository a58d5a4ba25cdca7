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
  type SignedIn,
} from '../test/factories';
import { statementCallsOf } from '../test/statements';

/**
 * A user of several companies reads an unsearched page in the default ordering company by company
 * (`ResourceDef.scopeCompany`, `companyPageCondition` in service.ts): the pages must be exactly the
 * rows of the user's companies in the list's order, page after page, with the same totals, for the
 * follow-up list, the requirements and the vacancies.
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
    await makeSentVacancy(t, { company });
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

const cases = [
  {
    path: '/api/requeriment-candidates/',
    table: 'requeriment_candidates',
    order: 'created_at desc, id desc',
  },
  { path: '/api/requeriments/', table: 'requeriments', order: 'requeriment_date desc, id desc' },
  { path: '/api/vacancies/', table: 'vacancies', order: 'created_at desc, id desc' },
];

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
