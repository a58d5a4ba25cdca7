import type { WeeklySummaryRow } from '@rp/contract/entities';
import { fillRate, requestedRequirementStatuses, summaryTotals } from '@rp/contract/rules/summary';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { askFigure } from '../../test/dashboard-ask';
import {
  type ApiRow,
  makeCandidate,
  makeCompany,
  makeRegion,
  makeRequirement,
  makeSite,
} from '../../test/factories';
import { recount } from '../requirements/requirement-counters';

/**
 * Every direct-board figure opens a list of the same count (docs/domain.md#dashboards, drill-down),
 * and "requested" and the fill rate have one definition on the board and in the weekly summary
 * (docs/domain.md#fill-rate). The fixture has what made them differ: a cancelled requirement with a
 * hire, a requirement dated outside the month whose hires fall in it, another region's company.
 */

let t: TestApp;
const id: Record<string, number> = {};

async function requirement(
  company: string,
  set: { site?: string; date: string; quantity: number; status: string; candidates: string[] },
) {
  const row = (await makeRequirement(t, {
    company: id[company],
    ...(set.site ? { site: id[set.site] } : {}),
    requeriment_date: set.date,
    quantity: set.quantity,
  })) as ApiRow & { items: ApiRow[] };
  const item = row.items[0]?.id as number;
  for (const status of set.candidates) {
    const candidate = await makeCandidate(t);
    const hiredAt = status === 'Hired' ? '2025-03-20T12:00:00Z' : null;
    await t.database.db.execute(sql`insert into requeriment_candidates
      (requeriment, candidate, status, hired_at, company, requeriment_id)
      values (${item}, ${candidate.id}, ${status}, ${hiredAt}, ${id[company]}, ${row.id})`);
  }
  await t.database.db.execute(sql`update requeriments set status = ${set.status} where id = ${row.id}`);
  await recount(t.database.db, row.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  id.RX = (await makeRegion(t, { name: 'Cifras Norte' })).id;
  id.RY = (await makeRegion(t, { name: 'Cifras Sur' })).id;
  id.X = (await makeCompany(t, { region: id.RX, name_es: 'Cifras X' })).id;
  id.Y = (await makeCompany(t, { region: id.RY, name_es: 'Cifras Y' })).id;
  id.S = (await makeSite(t, { company: id.X, name: 'Planta Cifras' })).id;
  await requirement('X', {
    site: 'S',
    date: '2025-03-04',
    quantity: 5,
    status: 'Recruiting',
    candidates: ['Hired', 'Hired', 'Accepted', 'Rejected', 'Pending', 'NotAttend'],
  });
  // cancelled after a hire: its positions are "canceled", not requested, and its hire not "hired"
  await requirement('X', {
    site: 'S',
    date: '2025-03-05',
    quantity: 3,
    status: 'Cancel',
    candidates: ['Hired', 'Rejected'],
  });
  // dated in February, hired in March: the direct board's period is the requirement's date
  await requirement('X', {
    date: '2025-02-10',
    quantity: 2,
    status: 'Closed',
    candidates: ['Hired', 'Hired'],
  });
  await requirement('Y', { date: '2025-03-04', quantity: 2, status: 'Recruiting', candidates: ['Hired'] });
});

afterAll(() => t?.close());

type Body = {
  year?: number;
  month?: number;
  week?: number;
  company?: number;
  site?: number;
  region?: number;
};

const ask = <T>(name: string, body: Body) => askFigure<T>(t, name, body);

/**
 * The list parameters a board's link reaches (apps/web drill-down.ts → the follow-up list's
 * address → its api/requeriment-candidates/ query): year, week, company and site as they are, the
 * month as the requirement's dates, the top bar's region, and for the positions' figures the
 * requirements whose positions are requested.
 */
function listQuery(body: Body, status: string, options: { requestedOnly?: boolean } = {}) {
  const params = new URLSearchParams({ page: '1', status });
  for (const key of ['year', 'week', 'company', 'site', 'region'] as const)
    if (body[key] !== undefined) params.set(key, String(body[key]));
  if (body.year !== undefined && body.month !== undefined) {
    const month = String(body.month).padStart(2, '0');
    const last = new Date(Date.UTC(body.year, body.month, 0)).getUTCDate();
    params.set('requeriment_date__gte', `${body.year}-${month}-01`);
    params.set('requeriment_date__lte', `${body.year}-${month}-${last}`);
  }
  if (options.requestedOnly) params.set('requeriment_status__in', requestedRequirementStatuses.join(','));
  return params.toString();
}

async function listTotal(query: string) {
  const res = await t.request({
    method: 'GET',
    url: `/api/requeriment-candidates/?${query}`,
    token: t.adminToken,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { elements: number }).elements;
}

type Positions = {
  requested: number;
  accepted: number;
  hired: number;
  canceled: number;
  fill_rate: number | null;
};
const statuses = ['Pending', 'Accepted', 'Rejected', 'Hired', 'NotAttend'] as const;

const periods: [string, Body][] = [
  ['the year', { year: 2025 }],
  ['a month', { year: 2025, month: 3 }],
  ['a week, company and site', { year: 2025, week: 10, company: 0, site: 0 }],
  ['a region', { year: 2025, region: 0 }],
];
const resolved = (body: Body): Body => ({
  ...body,
  ...(body.company === 0 ? { company: id.X } : {}),
  ...(body.site === 0 ? { site: id.S } : {}),
  ...(body.region === 0 ? { region: id.RX } : {}),
});

describe('a direct-board figure opens a list of the same count', () => {
  it.each(periods)(
    'the hired positions (%s): the Hired list of the requirements not cancelled',
    async (_, given) => {
      const body = resolved(given);
      const positions = await ask<Positions>('get_direct_positions_total', body);
      expect(await listTotal(listQuery(body, 'Hired', { requestedOnly: true }))).toBe(positions.hired);
    },
  );

  it.each(periods)('every status box (%s): the list of that status', async (_, given) => {
    const body = resolved(given);
    const totals = await ask<Record<(typeof statuses)[number], number>>('get_direct_status_total', body);
    for (const status of statuses)
      expect(await listTotal(listQuery(body, status)), status).toBe(totals[status]);
  });

  it('every line of the by-week table: the list of its week, company and site', async () => {
    const rows = await ask<Array<Record<string, number | null>>>('get_direct_status', { year: 2025 });
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const line: Body = { year: Number(row.year), week: Number(row.week), company: Number(row.company) };
      const query =
        listQuery(line, 'Hired') + (row.site === null ? '&site__isnull=true' : `&site=${row.site}`);
      expect(await listTotal(query)).toBe(row.Hired);
    }
  });

  it('the month counts requirements of the month, whenever they were hired', async () => {
    const positions = await ask<Positions>('get_direct_positions_total', {
      year: 2025,
      month: 3,
      company: id.X,
    });
    // 2 hires of the March requirement; not the cancelled one's, not the February one's
    expect(positions).toMatchObject({ requested: 5, hired: 2, canceled: 3, fill_rate: 40 });
  });
});

describe('requested positions and the fill rate: one definition (without cancelled positions)', () => {
  it('the weekly summary’s totals row and the direct board agree, each rate from its own columns', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/requeriments/get_weekly_summary/?year=2025&company=${id.X}`,
      token: t.adminToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as WeeklySummaryRow[];
    const totals = summaryTotals(rows);
    const board = await ask<Positions>('get_direct_positions_total', { year: 2025, company: id.X });
    // 5 + 2 requested (the cancelled requirement's 3 apart), 2 + 2 hired
    expect(board).toMatchObject({ requested: 7, hired: 4, canceled: 3, fill_rate: 57.1 });
    expect(totals).toMatchObject({
      total_positions: board.requested,
      accepted: board.accepted,
      hired: board.hired,
      canceled: board.canceled,
      fill_rate: board.fill_rate,
    });
    expect(totals.fill_rate).toBe(fillRate(totals.hired, totals.total_positions));
    for (const row of rows) expect(row.fill_rate).toBe(fillRate(row.hired, row.total_positions));
  });
});
