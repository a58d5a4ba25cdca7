import { clas } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import {
  type ApiRow,
  makeCandidate,
  makeRequirementCandidate,
  makeVacancyCandidate,
  post,
  seedIds,
} from '../test/factories';
import { phonePatterns, phoneSearchDigits } from './list-query';

/**
 * Phone search ignores punctuation (issue 26, docs/decisions.md#phone-search-and-one-curp-rule-issue-26):
 * a term written as a phone finds the stored phone compared digits-only on both sides, on every list
 * that searches phones.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** How the tester typed the number, and ways people write it. */
const typed = [
  '(664) 357-6568',
  '664-357-6568',
  '6643576568',
  '664 357 6568',
  '+52 664 357 6568',
  '664.357.6568',
];

/**
 * Two candidates whose stored phones carry punctuation (rows written before phones were stored as
 * digits, or by an import), and one with another number. INDIRECT: both requirements and vacancies
 * take them.
 */
async function candidatesWithPhones(): Promise<{ spaced: ApiRow; parens: ApiRow; other: ApiRow }> {
  const category = (await seedIds(t)).category.INDIRECT;
  const [spaced, parens, other] = await Promise.all([1, 2, 3].map(() => makeCandidate(t, { category })));
  if (!spaced || !parens || !other) throw new Error('candidates not created');
  const store = (row: ApiRow, phone: string) =>
    t.database.db.execute(sql`update candidates set phone_number = ${phone} where id = ${row.id}`);
  await store(spaced, '664 357 6568');
  await store(parens, '(664)3576568');
  await store(other, '664 357 6500');
  return { spaced, parens, other };
}

async function idsFound(path: string, search: string, idOf: (row: ApiRow) => unknown): Promise<unknown[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/${path}/?page=1&page_size=200&search=${encodeURIComponent(search)}`,
    token: t.adminToken,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as ApiRow[]).map(idOf);
}

describe('phone search words', () => {
  it('reads a term written as a phone as its digits, and only such a term', () => {
    expect(phoneSearchDigits('(664) 357-6568')).toBe('6643576568');
    expect(phoneSearchDigits('+52 664 357 6568')).toBe('526643576568');
    expect(phoneSearchDigits('66')).toBeNull(); // too short to be a phone search
    expect(phoneSearchDigits('Ana 664')).toBeNull();
    expect(phoneSearchDigits('REQ-0047')).toBeNull();
    // a country code typed: the national 10 digits too
    expect(phonePatterns('526643576568')).toEqual(['%526643576568%', '%6643576568%']);
  });
});

describe('lists that search phones (digits only on both sides)', () => {
  it('candidates', async () => {
    const { spaced, parens, other } = await candidatesWithPhones();
    for (const term of typed) {
      const found = await idsFound('candidates', term, (row) => row.id);
      expect(found, term).toEqual(expect.arrayContaining([spaced.id, parens.id]));
      expect(found, term).not.toContain(other.id);
    }
    // a part of the number, as typed
    expect(await idsFound('candidates', '357-65', (row) => row.id)).toEqual(
      expect.arrayContaining([spaced.id, parens.id]),
    );
  });

  it('black list', async () => {
    const { spaced, parens, other } = await candidatesWithPhones();
    const reason = (await seedIds(t)).catalog(clas.blackListReasons);
    for (const row of [spaced, parens, other]) {
      await post(t, '/api/black-list/', { candidate: row.id, reason, note: 'Abandono' });
    }
    for (const term of typed) {
      const found = await idsFound('black-list', term, (row) => row.candidate);
      expect(found, term).toEqual(expect.arrayContaining([spaced.id, parens.id]));
      expect(found, term).not.toContain(other.id);
    }
  });

  it('vacancy candidates', async () => {
    const { spaced, parens, other } = await candidatesWithPhones();
    for (const row of [spaced, parens, other]) await makeVacancyCandidate(t, { candidate: row.id });
    for (const term of typed) {
      const found = await idsFound('vacancy-candidates', term, (row) => row.candidate);
      expect(found, term).toEqual(expect.arrayContaining([spaced.id, parens.id]));
      expect(found, term).not.toContain(other.id);
    }
  });

  it('requirement candidates', async () => {
    const { spaced, parens, other } = await candidatesWithPhones();
    for (const row of [spaced, parens, other]) await makeRequirementCandidate(t, { candidate: row.id });
    for (const term of typed) {
      const found = await idsFound('requeriment-candidates', term, (row) => row.candidate);
      expect(found, term).toEqual(expect.arrayContaining([spaced.id, parens.id]));
      expect(found, term).not.toContain(other.id);
    }
    // the other searches still work: a name word does not match a phone
    expect(await idsFound('requeriment-candidates', 'Juan 664', (row) => row.candidate)).toEqual(
      expect.arrayContaining([spaced.id, parens.id, other.id]),
    );
  });
});
