import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  makeCompany,
  makeRequirementCandidate,
  makeSentVacancy,
  makeSignedInUser,
  makeVacancyCandidate,
  type SignedIn,
} from '../../test/factories';
import { planOf, statementCallsOf } from '../../test/statements';

/**
 * A scoped user's hires are read through their vacancies' and requirements' ids (`fewIdsCondition`,
 * migration 0039; docs/performance.md "Hires read by their parents"): with many hires in another
 * company, the hired turnover's statement enters each side's hires-by-parent index at the user's
 * parents, instead of reading every company's hires from the hires' date index and keeping the user's.
 */
let t: TestApp;
let mine: ApiRow;
let scoped: SignedIn;

/** Hired on 2026-02-10 (a candidate added before the approval is a draft: made a real assignment here). */
async function hire(table: 'vacancy_candidates' | 'requeriment_candidates', id: number) {
  const draft = table === 'vacancy_candidates' ? sql`, is_draft = false` : sql``;
  await t.database.db.execute(
    sql`update ${sql.identifier(table)} set status = 'Hired', hired_at = '2026-02-10T15:00:00Z'::timestamptz${draft} where id = ${id}`,
  );
}

/** A hire of each process in `company`, and `copies` more of each as copies of them. */
async function hires(company: number, copies: number) {
  const vacancy = await makeSentVacancy(t, { company });
  const vc = await makeVacancyCandidate(t, { vacancy: vacancy.id });
  await hire('vacancy_candidates', vc.id);
  const rc = await makeRequirementCandidate(t, {}, { company });
  await hire('requeriment_candidates', rc.id);
  if (copies === 0) return;
  await t.database.db.execute(
    sql`insert into vacancy_candidates (candidate, vacancy, status, hired_at, is_draft)
        select candidate, vacancy, status, hired_at, false from vacancy_candidates, generate_series(1, ${copies})
         where id = ${vc.id}`,
  );
  await t.database.db.execute(
    sql`insert into requeriment_candidates (requeriment, candidate, company, requeriment_id, status, hired_at)
        select requeriment, candidate, company, requeriment_id, status, hired_at
          from requeriment_candidates, generate_series(1, ${copies}) where id = ${rc.id}`,
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  mine = await makeCompany(t);
  const other = await makeCompany(t);
  await hires(mine.id, 0);
  await hires(other.id, 300);
  await t.database.db.execute(sql`analyze vacancy_candidates`);
  await t.database.db.execute(sql`analyze requeriment_candidates`);
  scoped = await makeSignedInUser(t, { routes: ['index'], companies: [mine.id] });
}, 120_000);

const turnover = () =>
  t.request({ method: 'POST', url: '/api/dashboard/get_hired_turnover/', payload: {}, token: scoped.token });

afterAll(async () => {
  await t?.close();
});

describe("a scoped user's hires", () => {
  it('are counted in the scope, both processes', async () => {
    const res = await turnover();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([{ period: '2026-02', hired: 2, terminated: null, turnover: null }]);
  });

  it("are read through their vacancies' and requirements' ids", async () => {
    const calls = await statementCallsOf(t.database, async () => {
      const res = await turnover();
      expect(res.statusCode).toBe(200);
    });
    const statement = calls.find((call) => call.text.includes("to_char(h.hired_at, 'YYYY-MM')"));
    if (!statement) throw new Error('no hires statement');
    // scans of whole tables made dear (at test sizes they cost least): which index each side enters
    const plan = await planOf(t.database, statement, ['enable_seqscan = off', 'enable_bitmapscan = off']);
    expect(plan).toMatch(
      /Scan using vacancy_candidates_vacancy_hired_idx on vacancy_candidates vc.*\n\s*Index Cond: \(\(vacancy = ANY/,
    );
    expect(plan).toMatch(
      // the ids may follow the join's own key in the condition (the deleted requirements left out)
      /Scan using requeriment_candidates_requeriment_hired_idx on requeriment_candidates rc.*\n\s*Index Cond: \(.*\(requeriment_id = ANY/,
    );
  });
});
