import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { makeCompany } from '../test/factories';
import { statementsOf as statementsOfDatabase } from '../test/statements';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const statementsOf = (run: () => Promise<unknown>) => statementsOfDatabase(t.database, run);
const counts = (texts: string[]) =>
  texts.filter((text) => text.startsWith('select count(*)::int as n')).length;

// docs/decisions.md "A list's count kept while nothing is written (embedded database)"
describe("a list's count on the embedded database", () => {
  it('is counted once while nothing is written, and again after any write, never stale', async (ctx) => {
    if (t.database.kind !== 'pglite') ctx.skip();
    for (let i = 0; i < 3; i++) await makeCompany(t);
    const page = async (n: number) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/companies/?page=${n}&page_size=1`,
        token: t.adminToken,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { elements: number; estimated?: true };
    };
    const first = await page(1);
    expect(first.estimated).toBeUndefined();
    // the same list read again, and its next page: no count runs
    expect(counts(await statementsOf(() => page(1)))).toBe(0);
    expect(counts(await statementsOf(() => page(2)))).toBe(0);
    // a company added in plain SQL is counted at the next read
    await makeCompany(t);
    let next: { elements: number } | undefined;
    expect(
      counts(
        await statementsOf(async () => {
          next = await page(1);
        }),
      ),
    ).toBe(1);
    expect(next?.elements).toBe(first.elements + 1);
    await t.database.db.execute(sql`update regions set name = name where false`);
    expect(counts(await statementsOf(() => page(1)))).toBe(1);
  });
});
