import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { makeRequirementCandidate, makeSentVacancy, makeVacancy } from '../../test/factories';
import { planOf, statementCallsOf } from '../../test/statements';

/**
 * The company aging reads only the open items' company and date (migration 0040; docs/performance.md
 * "Every dashboard figure at ten connections"): at full scale a scan of every vacancy cost 70 ms a
 * call. Scans of whole tables are made dear (at test sizes they cost least): the question is which
 * index each side of the statement, as the request ran it, reads.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await makeVacancy(t);
  await makeSentVacancy(t);
  await makeRequirementCandidate(t);
});
afterAll(async () => t?.close());

describe('the company aging', () => {
  it("reads the open vacancies' and requirements' age indexes", async () => {
    const calls = await statementCallsOf(t.database, async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/dashboard/get_company_aging/',
        payload: {},
        token: t.adminToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().length).toBeGreaterThan(0);
    });
    const aging = calls.find((call) => call.text.includes('current_date - r.requeriment_date'));
    if (!aging) throw new Error('no aging statement');
    const plan = await planOf(t.database, aging, ['enable_seqscan = off', 'enable_bitmapscan = off']);
    expect(plan).toMatch(/Index Only Scan using vacancies_open_age_idx on vacancies v/);
    expect(plan).toMatch(/Index Only Scan using requeriments_open_age_idx on requeriments r/);
  });
});
