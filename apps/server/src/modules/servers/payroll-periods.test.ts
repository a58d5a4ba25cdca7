import type { DashboardFilters } from '@rp/contract/entities';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, queryRows } from '../../db/client';
import { periodConditions } from './payroll-dashboards';

/**
 * A hire's period is read as a range of dates where it can be (payroll-dashboards.ts
 * `periodConditions`, docs/performance.md "The company aging from the kept figures"): the same hires
 * as the calendar and ISO-week parts of `hired_at` say, at the edges of years and ISO weeks, in the
 * session's zone whatever it is.
 */
let database: Database;

beforeAll(async () => {
  database = await openPglite('memory://');
}, 60_000);
afterAll(async () => {
  await database?.close();
});

/** What the filters meant before: the parts of the hire's date. */
function byParts(at: SQL, f: DashboardFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.week != null) {
    parts.push(sql`extract(week from ${at}) = ${f.week}`);
    if (f.year != null) parts.push(sql`extract(isoyear from ${at}) = ${f.year}`);
  } else if (f.year != null) parts.push(sql`extract(year from ${at}) = ${f.year}`);
  if (f.month != null) parts.push(sql`extract(month from ${at}) = ${f.month}`);
  return sql.join(parts, sql` and `);
}

const filters: DashboardFilters[] = [
  { year: 2025 },
  { year: 2026 },
  { year: 2027 },
  { year: 2026, month: 1 },
  { year: 2026, month: 12 },
  { month: 1 },
  { year: 2026, week: 1 },
  { year: 2026, week: 53 },
  { year: 2025, week: 1 },
  { year: 2027, week: 1 },
  { year: 2020, week: 53 },
  { year: 2026, week: 52, month: 12 },
  { week: 1 },
];

describe('a hire period as a range of dates', () => {
  for (const zone of ['UTC', 'America/Tijuana', 'Asia/Tokyo'])
    it(`keeps the hires the date's parts keep (session zone ${zone})`, async () => {
      const db = database.db;
      await db.execute(sql`set timezone = ${sql.raw(`'${zone}'`)}`);
      const at = sql`h.at`;
      for (const f of filters) {
        const mine = sql.join([sql`true`, ...periodConditions(at, f)], sql` and `);
        // every 7 hours over the turns of 2019–2028, and a minute either side of each midnight
        const [row] = await queryRows<{ kept: number; differ: number; first: string | null }>(
          db,
          sql`with h as (
                select generate_series('2019-12-20'::timestamptz, '2028-01-12'::timestamptz, interval '7 hours') as at
                union all
                select d + o from generate_series('2019-12-20'::timestamptz, '2028-01-12'::timestamptz, interval '1 day') d,
                       (values (interval '-1 minute'), (interval '0'), (interval '1 minute')) v(o)
              )
              select count(*) filter (where ${mine})::int as kept,
                     count(*) filter (where (${mine}) is distinct from (${byParts(at, f)}))::int as differ,
                     min(h.at::text) filter (where (${mine}) is distinct from (${byParts(at, f)})) as first
                from h`,
        );
        expect({ f, zone, differ: row?.differ, first: row?.first }).toEqual({
          f,
          zone,
          differ: 0,
          first: null,
        });
        expect(row?.kept, JSON.stringify(f)).toBeGreaterThan(0);
      }
    });
});
