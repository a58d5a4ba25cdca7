import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { buildTestApp, type TestApp } from '../test/build-app';
import {
  makeCompany,
  makeFileRecord,
  makeRequirementCandidate,
  makeSignedInUser,
  makeVacancyCandidate,
} from '../test/factories';
import { statementCallsOf } from '../test/statements';

/**
 * The indexes that serve a list's first page in its order where a scan of the whole table would
 * not show in a small test database (migrations 0035–0038; docs/performance.md "The blacklist
 * filter", "A new company's follow-up list", "A user of several companies"): each page's statement, as the request ran it, planned
 * with scans and sorts made dear, must walk its index.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await makeRequirementCandidate(t);
  await makeVacancyCandidate(t);
});
afterAll(async () => t?.close());

/**
 * The plan of the page statement a request ran (the one ending in `limit 25`), scans and sorts made
 * dear; `exact`: an incremental sort too (a page whose index holds its whole order).
 */
async function pagePlan(url: string, token: string, table: string, exact = false): Promise<string> {
  const calls = await statementCallsOf(t.database, async () => {
    const res = await t.request({ method: 'GET', url, token });
    expect(res.statusCode, res.body).toBe(200);
  });
  const page = calls.find((c) => c.text.includes(`from "${table}"`) && /\blimit 25$/.test(c.text));
  if (!page) throw new Error(`no page statement for ${url}`);
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    if (exact) await tx.execute(sql`set local enable_incremental_sort = off`);
    // the statement's own parameters, written in as literals (EXPLAIN of a text with $n needs types)
    const text = page.text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = page.params[Number(n) - 1];
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : `'${String(value)}'`;
    });
    const plan = await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${text}`));
    return plan.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/**
 * A list's first page sorted by `field` each way (`field`, then `-field`) walks the named index, and
 * never sorts its rows (`exact`: nor sorts the ties of one value, an incremental sort); the plan's
 * head, before the columns' subplans (docs/decisions.md "A header sorts from an index").
 */
async function expectSortedPagesWalk(
  path: string,
  table: string,
  field: string,
  indexes: readonly [ascending: string, descending: string],
  exact = false,
) {
  for (const [ordering, index] of [
    [field, indexes[0]],
    [`-${field}`, indexes[1]],
  ] as const) {
    const plan = await pagePlan(
      `${path}${path.includes('?') ? '&' : '?'}page=1&ordering=${ordering}`,
      t.adminToken,
      table,
      exact,
    );
    const head = plan.split('SubPlan')[0] ?? '';
    expect(head, ordering).toMatch(
      new RegExp(`Index Scan${exact ? '' : '( Backward)?'} using ${index} on ${table} `),
    );
    expect(head, ordering).not.toMatch(exact ? /(^|->\s+)(Incremental )?Sort\b/m : /(^|->\s+)Sort\b/m);
  }
}

describe('a first page walks the index of its order', () => {
  it('for the blacklisted candidates', async () => {
    const plan = await pagePlan('/api/candidates/?page=1&is_black_list=true', t.adminToken, 'candidates');
    expect(plan).toMatch(/Index Scan using candidates_blacklisted_newest_idx/);
  });

  it("for the follow-up list of a user of one company, a new company's too", async () => {
    const company = await makeCompany(t);
    const user = await makeSignedInUser(t, { routes: ['requeriments-direct'], companies: [company.id] });
    const plan = await pagePlan('/api/requeriment-candidates/?page=1', user.token, 'requeriment_candidates');
    expect(plan).toMatch(/Index Scan using requeriment_candidates_company_newest_idx/);
    // the assignments of deleted requirements are found by their own index, not a read of all of them
    expect(plan).not.toMatch(/Seq Scan on requeriments/);
  });

  it.each([
    ['/api/requeriment-candidates/', 'requeriment_candidates'],
    ['/api/requeriments/', 'requeriments'],
    ['/api/vacancies/', 'vacancies'],
  ])('for %s of a user of three new companies, company by company', async (path, table) => {
    const companies = [
      (await makeCompany(t)).id,
      (await makeCompany(t)).id,
      (await makeCompany(t)).id,
    ] as number[];
    const user = await makeSignedInUser(t, {
      routes: ['requeriments-direct', 'requeriments-clients'],
      companies,
    });
    const plan = await pagePlan(`${path}?page=1`, user.token, table);
    expect(plan).toMatch(new RegExp(`Index Scan using ${table}_company_newest_idx`));
  });

  // docs/decisions.md "Names in the order people read them": the index is made in the names' order
  it('for the candidates by last name, either way', async () => {
    const indexes = ['candidates_last_name_idx', 'candidates_last_name_desc_idx'] as const;
    await expectSortedPagesWalk('/api/candidates/', 'candidates', 'last_name', indexes, true);
  });

  // docs/decisions.md "A header sorts from an index": each of the candidate list's sortable headers
  it.each([
    ['curp', 'curp'],
    ['phone_number', 'phone'],
    ['email', 'email'],
    ['birthdate', 'birthdate'],
  ])('for the candidates by %s, either way, empty values last', async (field, index) => {
    const indexes = [`candidates_${index}_sort_idx`, `candidates_${index}_sort_desc_idx`] as const;
    await expectSortedPagesWalk('/api/candidates/', 'candidates', field, indexes, true);
  });

  it.each([
    [
      'candidate_name',
      'requeriment_candidates_candidate_name_idx',
      'requeriment_candidates_candidate_name_idx',
    ],
    ['company_name', 'requeriment_candidates_company_name_idx', 'requeriment_candidates_company_name_idx'],
    ...['company_name_en', 'position_name', 'position_name_en', 'site_name'].map((name) => [
      name,
      `requeriment_candidates_${name}_idx`,
      `requeriment_candidates_${name}_desc_idx`,
    ]),
    ['status', 'requeriment_candidates_status_sort_idx', 'requeriment_candidates_status_sort_desc_idx'],
    [
      'interview_date',
      'requeriment_candidates_interview_date_sort_idx',
      'requeriment_candidates_interview_date_sort_desc_idx',
    ],
    ['hired_at', 'requeriment_candidates_hired_at_sort_idx', 'requeriment_candidates_hired_at_sort_desc_idx'],
    [
      'medical_status',
      'requeriment_candidates_medical_status_sort_idx',
      'requeriment_candidates_medical_status_sort_desc_idx',
    ],
  ])('for the follow-up by %s, either way', async (field, ascending, descending) => {
    // a name that is never empty, read backwards, sorts only its ties by id (an incremental sort)
    const indexes = [ascending, descending] as const;
    await expectSortedPagesWalk('/api/requeriment-candidates/', 'requeriment_candidates', field, indexes);
  });

  it.each(['code', 'position', 'status', 'quantity', 'expected_date', 'requisitor_name', 'plant'])(
    'for the vacancies of one type by %s, either way',
    async (field) => {
      const indexes = [`vacancies_${field}_sort_idx`, `vacancies_${field}_sort_desc_idx`] as const;
      await expectSortedPagesWalk('/api/vacancies/?vacancy_type=clients', 'vacancies', field, indexes, true);
    },
  );

  it('for the CV list', async () => {
    await makeFileRecord(t, { kind: 'cv', filename: 'perez-cv.pdf' });
    const cvs = '/api/file-records/?page=1&kind=cv&owner_type=candidate';
    expect(await pagePlan(cvs, t.adminToken, 'file_records')).toMatch(
      /Index Scan using file_records_newest_idx/,
    );
  });

  it('for every candidacy of the administrative process, without a vacancy', async () => {
    const plan = await pagePlan('/api/vacancy-candidates/?page=1', t.adminToken, 'vacancy_candidates');
    expect(plan).toMatch(/Index Scan using vacancy_candidates_newest_idx/);
    expect(plan).not.toMatch(/Seq Scan on vacancies/);
  });
});
