import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { askFigure } from '../../test/dashboard-ask';
import {
  makeCompany,
  makeRequirement,
  makeRequirementCandidate,
  makeSentVacancy,
  makeVacancy,
} from '../../test/factories';
import { planOf, statementCallsOf } from '../../test/statements';

/**
 * The company aging reads from the tables only the open items of the last 61 days, by their date
 * (migration 0042; docs/performance.md "The company aging from the kept figures"): at full scale a
 * scan of every vacancy cost 70 ms a call, a read of every open item 19 ms. Scans of whole tables are made dear (at test sizes they cost least): the question is which
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
  it("reads the young open vacancies and requirements from their date's indexes", async () => {
    const calls = await statementCallsOf(t.database, async () => {
      expect((await askFigure<unknown[]>(t, 'get_company_aging')).length).toBeGreaterThan(0);
    });
    const aging = calls.find((call) => call.text.includes('current_date - r.requeriment_date'));
    if (!aging) throw new Error('no aging statement');
    const plan = await planOf(t.database, aging, ['enable_seqscan = off', 'enable_bitmapscan = off']);
    expect(plan).toMatch(
      /Index Only Scan using vacancies_open_since_idx on vacancies v.*\n\s*Index Cond: \(created_at > /,
    );
    expect(plan).toMatch(
      /Index Only Scan using requeriments_open_since_idx on requeriments r.*\n\s*Index Cond: \(requeriment_date > /,
    );
  });

  it('counts each open item in its bucket at the edges of the last 61 days', async () => {
    const company = (await makeCompany(t)).id as number;
    // vacancies created this many hours ago (whole days open: 7, 8, 60, 61, 400; one in the future)
    const vacancyHours = [7 * 24 + 23, 8 * 24 + 1, 60 * 24 + 23, 61 * 24 + 1, 400 * 24, -2];
    for (const hours of vacancyHours) {
      const vacancy = (await makeVacancy(t, { company })).id as number;
      await t.database.db.execute(
        sql`update vacancies set created_at = now() - make_interval(hours => ${hours}::int) where id = ${vacancy}`,
      );
    }
    // a closed vacancy and a deleted one of the last days count nowhere
    const closed = (await makeVacancy(t, { company })).id as number;
    await t.database.db.execute(sql`update vacancies set status = 'Complete' where id = ${closed}`);
    const deleted = (await makeVacancy(t, { company })).id as number;
    await t.database.db.execute(sql`update vacancies set is_deleted = true where id = ${deleted}`);
    // requirements dated this many days before today (a negative one is dated ahead)
    for (const days of [-5, 8, 60, 61]) {
      const requirement = (await makeRequirement(t, { company })).id as number;
      await t.database.db.execute(
        sql`update requeriments set requeriment_date = current_date - ${days}::int where id = ${requirement}`,
      );
    }
    const res = await t.request({
      method: 'POST',
      url: '/api/dashboard/get_company_aging/',
      payload: { company },
      token: t.adminToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ company, b0_7: 3, b8_15: 2, b16_30: 0, b31_60: 2, b61: 3 }),
    ]);
  });
});

describe("the direct board's weeks", () => {
  // the figures of a year's weeks read from migration 0043's index alone, the candidate counts with
  // them: reading each week row from the table was half of the page's statement at full scale
  // (docs/performance.md "The company aging from the kept figures"). The table vacuumed, as
  // autovacuum keeps it: an index-only scan reads the table only for pages changed since.
  const settings = ['enable_seqscan = off', 'enable_bitmapscan = off'];
  beforeAll(async () => {
    await t.database.db.execute(sql`vacuum analyze dashboard_requirement_figures`);
  });
  for (const [figure, body] of [
    ['get_direct_status_page', { year: new Date().getFullYear(), page: 1, page_size: 25 }],
    ['get_direct_status_weeks', { year: new Date().getFullYear() }],
    ['get_direct_status', { year: new Date().getFullYear() }],
  ] as const)
    it(`${figure} reads the week rows from their covering index`, async () => {
      const calls = await statementCallsOf(t.database, () => askFigure(t, figure, body));
      const call = calls.find((c) => c.text.includes('dashboard_requirement_figures'));
      if (!call) throw new Error(`no figures statement for ${figure}`);
      const plan = await planOf(t.database, call, settings);
      expect(plan).toMatch(
        /Index Only Scan using dashboard_requirement_figures_weeks_idx on dashboard_requirement_figures s/,
      );
      expect(plan).not.toMatch(/Seq Scan on dashboard_requirement_figures/);
    });
});
