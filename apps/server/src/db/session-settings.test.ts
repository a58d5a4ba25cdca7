import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { statementCallsOf } from '../test/statements';
import { queryRows } from './client';

// docs/decisions.md "The API's PostgreSQL sessions plan for a cached database"

describe("the API's database sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('plan for a cached database on either database, without JIT on PostgreSQL', async () => {
    // several statements at once: each pooled connection of PostgreSQL opens with the settings
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        queryRows<{ cost: string; jit: string }>(
          t.database.db,
          sql`select current_setting('random_page_cost') as cost, coalesce(current_setting('jit', true), 'off') as jit`,
        ),
      ),
    );
    for (const [row] of settings) {
      expect(row?.cost).toBe('1.1');
      if (t.database.kind === 'postgres') expect(row?.jit).toBe('off');
    }
  });
});

// docs/performance.md "A list's first page prepared"
describe.skipIf(!process.env.TEST_DATABASE_URL)("a list's first page on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const pageStatement = async (url: string) => {
    const calls = await statementCallsOf(t.database, async () => {
      const res = await t.request({ method: 'GET', url, token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
    });
    const page = calls.find(
      (call) => call.text.includes('from "requeriment_candidates"') && /\blimit 25\b/.test(call.text),
    );
    if (!page)
      throw new Error(`no page statement for ${url}: ${calls.map((c) => c.text.slice(0, 80)).join(' | ')}`);
    return page;
  };

  it('is a prepared statement, one name for its text; a later page and a filtered list are not', async () => {
    const first = await pageStatement('/api/requeriment-candidates/?page=1');
    expect(first.name).toMatch(/^rp_/);
    expect((await pageStatement('/api/requeriment-candidates/?page=1')).name).toBe(first.name);
    expect((await pageStatement('/api/requeriment-candidates/?page=2')).name).toBeUndefined();
    expect((await pageStatement('/api/requeriment-candidates/?page=1&company=1')).name).toBeUndefined();
  });

  // docs/decisions.md "A week's follow-up page is prepared once"
  it("is prepared once for a week's page, whatever the week; not with a filter of its own", async () => {
    const week = await pageStatement('/api/requeriment-candidates/?page=1&year=2026&week=47');
    expect(week.name).toMatch(/^rp_/);
    expect((await pageStatement('/api/requeriment-candidates/?page=1&year=2025&week=3')).name).toBe(
      week.name,
    );
    expect(
      (await pageStatement('/api/requeriment-candidates/?page=1&year=2026&week=47&company=1')).name,
    ).toBeUndefined();
  });
});
