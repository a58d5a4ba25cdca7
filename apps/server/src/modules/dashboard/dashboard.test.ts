import { isoWeek } from '@rp/contract/rules/dashboard';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../context';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { askFigure } from '../../test/dashboard-ask';
import {
  type ApiRow,
  makeCandidate,
  makeCompany,
  makeRegion,
  makeRequirement,
  makeSignedInUser,
  makeSite,
  makeVacancy,
  post,
  type SignedIn,
  seedIds,
} from '../../test/factories';
import { printed } from '../../test/pdf-text';
import { recount } from '../requirements/requirement-counters';
import { boardContent, boardPdfDefinition } from './dashboard.report';

/**
 * The dashboard figures (docs/domain.md#dashboards) against hand-computed fixtures: two regions,
 * three companies (A and B in region RA, C in RB), two recruiters, vacancies of every status and
 * requirements of several weeks. Dates are fixed in March 2025 for the period filters, and relative
 * to today for the aging buckets.
 */

let t: TestApp;
const id: Record<string, number> = {};
let r1: SignedIn;
let r2: SignedIn;
let staffA: SignedIn;
let siteUser: SignedIn;

const daysAgo = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

async function exec(query: ReturnType<typeof sql>) {
  await t.database.db.execute(query);
}

async function vacancy(
  name: string,
  company: string,
  set: {
    vacancy_type?: string;
    recruiter?: number | null;
    status: string;
    created: ReturnType<typeof sql>;
    quantity: number;
    hired?: number;
    closed?: ReturnType<typeof sql>;
    approved?: ReturnType<typeof sql>;
  },
) {
  const row = await makeVacancy(t, {
    company: id[company],
    vacancy_type: set.vacancy_type ?? 'clients',
    quantity: set.quantity,
  });
  id[name] = row.id;
  await exec(sql`update vacancies set status = ${set.status}, recruiter = ${set.recruiter ?? null},
    created_at = ${set.created}, hired = ${set.hired ?? 0},
    closed_at = ${set.closed ?? null}, approved_at = ${set.approved ?? null}
    where id = ${row.id}`);
}

async function vacancyCandidate(
  vacancyName: string,
  set: { is_viable: boolean | null; status?: string; is_draft?: boolean; hired_at?: string },
) {
  const ids = await seedIds(t);
  const candidate = await makeCandidate(t, { category: ids.category.ADMINISTRATIVE });
  await exec(sql`insert into vacancy_candidates (candidate, vacancy, is_viable, status, is_draft, hired_at)
    values (${candidate.id}, ${id[vacancyName]}, ${set.is_viable}, ${set.status ?? 'Pending'},
            ${set.is_draft ?? false}, ${set.hired_at ?? null})`);
}

async function approval(vacancyName: string, created: ReturnType<typeof sql>, approved: boolean) {
  await exec(sql`insert into vacancy_approvals (vacancy, full_name, email, created_at, approve_at)
    values (${id[vacancyName]}, 'Aprobador', 'aprobador@example.com', ${created},
            ${approved ? sql`now()` : null})`);
  // as send_emails keeps it: the creation time of the vacancy's approvals
  await exec(sql`update vacancies set approvals_sent_at =
    (select min(a.created_at) from vacancy_approvals a where a.vacancy = ${id[vacancyName]})
    where id = ${id[vacancyName]}`);
}

async function requirement(
  name: string,
  company: string,
  set: {
    site?: string;
    date: string;
    quantity: number;
    status: string;
    candidates: Array<{ status: string; hired_at?: string }>;
  },
) {
  const row = (await makeRequirement(t, {
    company: id[company],
    ...(set.site ? { site: id[set.site] } : {}),
    requeriment_date: set.date,
    quantity: set.quantity,
  })) as ApiRow & { items: ApiRow[] };
  id[name] = row.id;
  const item = row.items[0]?.id as number;
  for (const c of set.candidates) {
    const candidate = await makeCandidate(t);
    await exec(sql`insert into requeriment_candidates (requeriment, candidate, status, hired_at, company, requeriment_id)
      values (${item}, ${candidate.id}, ${c.status}, ${c.hired_at ?? null}, ${id[company]}, ${row.id})`);
  }
  await exec(sql`update requeriments set status = ${set.status} where id = ${row.id}`);
  await recount(t.database.db, row.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  const ids = await seedIds(t);
  id.RA = (await makeRegion(t, { name: 'Dashboard Norte' })).id;
  id.RB = (await makeRegion(t, { name: 'Dashboard Sur' })).id;
  id.A = (await makeCompany(t, { region: id.RA, name_es: 'Empresa A', name_en: 'Company A' })).id;
  id.B = (await makeCompany(t, { region: id.RA, name_es: 'Empresa B' })).id;
  id.C = (await makeCompany(t, { region: id.RB, name_es: 'Empresa C' })).id;
  id.A1 = (await makeSite(t, { company: id.A, name: 'Planta A1' })).id;
  id.A2 = (await makeSite(t, { company: id.A, name: 'Planta A2' })).id;
  r1 = await makeSignedInUser(t, { companies: [id.A], over: { first_name: 'Rosa', last_name: 'Uno' } });
  r2 = await makeSignedInUser(t, { companies: [id.B], over: { first_name: 'Raúl', last_name: 'Dos' } });
  staffA = await makeSignedInUser(t, { companies: [id.A], over: { is_staff: true } });
  siteUser = await makeSignedInUser(t, { companies: [id.A], sites: [id.A1] });
  id.R1 = r1.user.id;
  id.R2 = r2.user.id;

  // --- vacancies ------------------------------------------------------------------------------
  await vacancy('V1', 'A', {
    recruiter: id.R1,
    status: 'Pending',
    created: sql`now() - interval '3 days'`,
    quantity: 2,
  });
  await vacancy('V2', 'A', {
    recruiter: id.R1,
    status: 'Complete',
    created: sql`'2025-03-03T10:00:00Z'::timestamptz`,
    closed: sql`'2025-03-13T10:00:00Z'::timestamptz`,
    approved: sql`'2025-03-05T10:00:00Z'::timestamptz`,
    quantity: 1,
    hired: 1,
  });
  await vacancy('V3', 'A', {
    vacancy_type: 'shelter',
    recruiter: id.R2,
    status: 'Cancel',
    created: sql`'2025-03-05T12:00:00Z'::timestamptz`,
    quantity: 3,
  });
  await vacancy('V4', 'B', {
    recruiter: id.R1,
    status: 'New',
    created: sql`now() - interval '20 days'`,
    quantity: 1,
  });
  await vacancy('V5', 'A', {
    vacancy_type: 'shelter_indirect',
    status: 'New',
    created: sql`now() - interval '40 days'`,
    quantity: 2,
  });
  await vacancy('V6', 'C', {
    recruiter: id.R2,
    status: 'Complete',
    created: sql`'2025-03-10T12:00:00Z'::timestamptz`,
    closed: sql`'2025-03-16T00:00:00Z'::timestamptz`,
    approved: sql`'2025-03-11T12:00:00Z'::timestamptz`,
    quantity: 2,
    hired: 2,
  });
  await vacancy('V7', 'B', {
    recruiter: id.R2,
    status: 'Pending',
    created: sql`now() - interval '70 days'`,
    approved: sql`now() - interval '67 days'`,
    quantity: 1,
  });
  // approvals: V1 waits for one of two; V2 sent 12 h after creation (1.5 days to approve), V6 at
  // creation (1.0), V7 a day after creation (2.0)
  await approval('V1', sql`now() - interval '2 days'`, true);
  await approval('V1', sql`now() - interval '2 days'`, false);
  await approval('V2', sql`'2025-03-03T22:00:00Z'::timestamptz`, true);
  await approval('V6', sql`'2025-03-10T12:00:00Z'::timestamptz`, true);
  await approval('V7', sql`now() - interval '69 days'`, true);

  await vacancyCandidate('V1', { is_viable: true });
  await vacancyCandidate('V1', { is_viable: false, status: 'Rejected' });
  await vacancyCandidate('V1', { is_viable: null });
  await vacancyCandidate('V1', { is_viable: true, is_draft: true });
  await vacancyCandidate('V2', { is_viable: true, status: 'Hired', hired_at: '2025-03-12T12:00:00Z' });
  await vacancyCandidate('V6', { is_viable: true, status: 'Hired', hired_at: '2025-03-14T12:00:00Z' });
  await vacancyCandidate('V6', { is_viable: true, status: 'Hired', hired_at: '2025-04-02T12:00:00Z' });
  await vacancyCandidate('V5', { is_viable: null });

  // --- requirements ---------------------------------------------------------------------------
  await requirement('Q1', 'A', {
    site: 'A1',
    date: '2025-03-04',
    quantity: 5,
    status: 'Recruiting',
    candidates: [
      { status: 'Hired', hired_at: '2025-03-06T12:00:00Z' },
      { status: 'Hired', hired_at: '2025-03-06T12:00:00Z' },
      { status: 'Accepted' },
      { status: 'Rejected' },
      { status: 'Pending' },
    ],
  });
  await requirement('Q2', 'A', {
    site: 'A2',
    date: '2025-03-11',
    quantity: 3,
    status: 'Cancel',
    candidates: [{ status: 'Rejected' }, { status: 'NotAttend' }],
  });
  await requirement('Q3', 'B', {
    date: '2025-03-05',
    quantity: 4,
    status: 'Closed',
    candidates: Array.from({ length: 4 }, () => ({ status: 'Hired', hired_at: '2025-04-01T12:00:00Z' })),
  });
  await requirement('Q4', 'C', { date: daysAgo(10), quantity: 2, status: 'New', candidates: [] });
  await requirement('Q5', 'A', {
    site: 'A1',
    date: daysAgo(35),
    quantity: 1,
    status: 'Approved',
    candidates: [{ status: 'Pending' }],
  });

  // --- targets --------------------------------------------------------------------------------
  const months = (values: number[]) => [...values, ...Array(12 - values.length).fill(0)];
  await post(t, '/api/targets/', {
    company: id.A,
    category: ids.category.DIRECT,
    values: { year: 2025, months: months([10, 10, 10, 10]) },
  });
  await post(t, '/api/targets/', {
    company: id.C,
    category: ids.category.ADMINISTRATIVE,
    values: { year: 2025, months: Array(12).fill(1) },
  });
  await post(t, '/api/targets/', {
    company: id.A,
    category: ids.category.DIRECT,
    values: { year: 2024, months: Array(12).fill(7) },
  });
});
afterAll(() => t?.close());

const ask = <T>(name: string, body: Record<string, unknown> = {}, token = t.adminToken, lang?: 'es' | 'en') =>
  askFigure<T>(t, name, body, { token, lang });
type Row = Record<string, unknown>;
const statusTotals = (p: number, a: number, r: number, h: number, n: number) => ({
  Pending: p,
  Accepted: a,
  Rejected: r,
  Hired: h,
  NotAttend: n,
});

describe('the admin board figures (superuser, every row)', () => {
  it('get_total_by_region: vacancies by status and open requirements per region', async () => {
    const rows = await ask<Row[]>('get_total_by_region');
    expect(rows).toEqual([
      {
        region: id.RA,
        region_name: 'Dashboard Norte',
        open: 4,
        complete: 1,
        cancel: 1,
        requirements_open: 2,
        positions_open: 3,
      },
      {
        region: id.RB,
        region_name: 'Dashboard Sur',
        open: 0,
        complete: 1,
        cancel: 0,
        requirements_open: 1,
        positions_open: 2,
      },
    ]);
  });

  it('get_company_aging: open vacancies plus open requirements by days open', async () => {
    const rows = await ask<Row[]>('get_company_aging');
    const zero = { b0_7: 0, b8_15: 0, b16_30: 0, b31_60: 0, b61: 0 };
    expect(rows).toEqual([
      { company: id.A, company_name: 'Empresa A', ...zero, b0_7: 1, b31_60: 2, b61: 1 },
      { company: id.B, company_name: 'Empresa B', ...zero, b16_30: 1, b61: 1 },
      { company: id.C, company_name: 'Empresa C', ...zero, b8_15: 1 },
    ]);
    // the company's name in the caller's language
    const en = await ask<Row[]>('get_company_aging', {}, t.adminToken, 'en');
    expect(en[0]?.company_name).toBe('Company A');
  });

  // docs/decisions.md "Names in the order people read them"
  it('orders companies by their names as people read them (an accented initial with its letter)', async () => {
    const rename = async (name_es: string) => {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/companies/${id.C}/`,
        payload: { name_es },
        token: t.adminToken,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await rename('Ábaco C');
    try {
      const aging = await ask<Row[]>('get_company_aging');
      expect(aging.map((row) => row.company_name)).toEqual(['Ábaco C', 'Empresa A', 'Empresa B']);
    } finally {
      await rename('Empresa C');
    }
  });

  it('get_vacancies_by_recruiter: vacancies by status and mean days to fill', async () => {
    const rows = await ask<Row[]>('get_vacancies_by_recruiter');
    expect(rows).toEqual([
      {
        recruiter: id.R2,
        recruiter_name: 'Raúl Dos',
        open: 1,
        complete: 1,
        cancel: 1,
        avg_days_to_fill: 5.5,
      },
      { recruiter: id.R1, recruiter_name: 'Rosa Uno', open: 2, complete: 1, cancel: 0, avg_days_to_fill: 10 },
      { recruiter: null, recruiter_name: null, open: 1, complete: 0, cancel: 0, avg_days_to_fill: null },
    ]);
  });

  it('get_candidates_viables: non-draft vacancy candidates by viability', async () => {
    const rows = await ask<Row[]>('get_candidates_viables');
    expect(rows).toEqual([
      {
        vacancy_type: 'clients',
        recruiter: id.R2,
        recruiter_name: 'Raúl Dos',
        viable: 2,
        not_viable: 0,
        unanswered: 0,
      },
      {
        vacancy_type: 'clients',
        recruiter: id.R1,
        recruiter_name: 'Rosa Uno',
        viable: 2,
        not_viable: 1,
        unanswered: 1,
      },
      {
        vacancy_type: 'shelter_indirect',
        recruiter: null,
        recruiter_name: null,
        viable: 0,
        not_viable: 0,
        unanswered: 1,
      },
    ]);
  });

  it('get_main_admin_summary: vacancies, positions, candidates and approvals', async () => {
    expect(await ask('get_main_admin_summary')).toEqual({
      vacancies: { New: 2, Pending: 2, Complete: 2, Cancel: 1 },
      positions: { requested: 9, hired: 3, open: 6 },
      candidates: statusTotals(3, 0, 1, 3, 0),
      approvals_waiting: 1,
      avg_days_to_approve: 1.5,
    });
  });
});

describe('the direct board figures (superuser, every row)', () => {
  it('get_direct_status: requirement candidates by status per ISO week, company and site', async () => {
    const q5 = isoWeek(daysAgo(35));
    const rows = await ask<Row[]>('get_direct_status');
    const place = (company: string, site: string | null) => ({
      company: id[company],
      company_name: `Empresa ${company}`,
      site: site ? id[site] : null,
      site_name: site ? `Planta ${site}` : null,
    });
    expect(rows).toEqual([
      { year: 2025, week: 10, ...place('A', 'A1'), ...statusTotals(1, 1, 1, 2, 0) },
      { year: 2025, week: 10, ...place('B', null), ...statusTotals(0, 0, 0, 4, 0) },
      { year: 2025, week: 11, ...place('A', 'A2'), ...statusTotals(0, 0, 1, 0, 1) },
      { year: q5.year, week: q5.week, ...place('A', 'A1'), ...statusTotals(1, 0, 0, 0, 0) },
    ]);
  });

  it("get_direct_status_weeks: get_direct_status's rows summed per week", async () => {
    const weeks = await ask<Row[]>('get_direct_status_weeks');
    const q5 = isoWeek(daysAgo(35));
    expect(weeks).toEqual([
      { year: 2025, week: 10, ...statusTotals(1, 1, 1, 6, 0) },
      { year: 2025, week: 11, ...statusTotals(0, 0, 1, 0, 1) },
      { year: q5.year, week: q5.week, ...statusTotals(1, 0, 0, 0, 0) },
    ]);
    expect(await ask<Row[]>('get_direct_status_weeks', { year: 2025, week: 11 })).toEqual([
      { year: 2025, week: 11, ...statusTotals(0, 0, 1, 0, 1) },
    ]);
  });

  it("get_direct_status_page: get_direct_status's rows a page at a time, in its order", async () => {
    const every = await ask<Row[]>('get_direct_status');
    const first = await ask<{ data: Row[]; pages: number; elements: number }>('get_direct_status_page', {
      page_size: 3,
    });
    expect(first).toEqual({ data: every.slice(0, 3), pages: 2, elements: 4 });
    const second = await ask<{ data: Row[] }>('get_direct_status_page', { page: 2, page_size: 3 });
    expect(second).toEqual({ data: every.slice(3), pages: 2, elements: 4 });
    // every page size: the pages laid end to end are every row, whichever weeks a page spans
    for (let size = 1; size <= every.length + 1; size++) {
      const pages = Math.ceil(every.length / size);
      const rows: Row[] = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await ask<{ data: Row[]; pages: number; elements: number }>('get_direct_status_page', {
          page,
          page_size: size,
        });
        expect({ pages: answer.pages, elements: answer.elements }).toEqual({ pages, elements: every.length });
        rows.push(...answer.data);
      }
      expect(rows, `page size ${size}`).toEqual(every);
    }
    // past the last page: no rows, and still how many there are
    expect(await ask('get_direct_status_page', { page: 9, page_size: 3 })).toEqual({
      data: [],
      pages: 2,
      elements: 4,
    });
    // 25 rows unless asked, with the board's filters
    expect(await ask('get_direct_status_page', { company: id.B })).toEqual({
      data: every.filter((row) => row.company === id.B),
      pages: 1,
      elements: 1,
    });
    expect(await ask('get_direct_status_page', { year: 1999 + 1, week: 1 })).toEqual({
      data: [],
      pages: 1,
      elements: 0,
    });
  });

  it('get_direct_positions_total: the weekly summary formulas', async () => {
    expect(await ask('get_direct_positions_total')).toEqual({
      requested: 12,
      accepted: 7,
      hired: 6,
      open: 5,
      canceled: 3,
      fill_rate: 50,
    });
  });

  it('get_direct_status_total: requirement candidates by status', async () => {
    expect(await ask('get_direct_status_total')).toEqual(statusTotals(2, 1, 2, 6, 1));
  });

  it('get_targets_vs_hires: the year’s monthly targets beside both processes’ hires', async () => {
    const ids = await seedIds(t);
    const month = (values: Record<number, number>) =>
      Array.from({ length: 12 }, (_, i) => values[i + 1] ?? 0);
    const rows = await ask<Row[]>('get_targets_vs_hires', { year: 2025 });
    const row = (
      company: string,
      category: 'DIRECT' | 'ADMINISTRATIVE',
      targets: number[],
      hires: number[],
    ) => ({
      company: id[company],
      company_name: `Empresa ${company}`,
      category: ids.category[category],
      category_name: expect.any(String),
      targets,
      hires,
    });
    const sorted = [...rows].sort(
      (a, b) => Number(a.company) - Number(b.company) || Number(a.category) - Number(b.category),
    );
    const expected = [
      row('A', 'DIRECT', month({ 1: 10, 2: 10, 3: 10, 4: 10 }), month({ 3: 2 })),
      row('A', 'ADMINISTRATIVE', month({}), month({ 3: 1 })),
      row('B', 'DIRECT', month({}), month({ 4: 4 })),
      row('C', 'ADMINISTRATIVE', Array(12).fill(1), month({ 3: 1, 4: 1 })),
    ].sort((a, b) => a.company - b.company || Number(a.category) - Number(b.category));
    expect(sorted).toEqual(expected);
    expect(await ask('get_targets_vs_hires', { year: 2025, region: id.RB })).toEqual([
      row('C', 'ADMINISTRATIVE', Array(12).fill(1), month({ 3: 1, 4: 1 })),
    ]);
    const ofA = await ask<Row[]>('get_targets_vs_hires', { year: 2025, company: id.A });
    expect(ofA.map((r) => r.company)).toEqual([id.A, id.A]);
    // another year: the 2024 target, no hires
    expect(await ask('get_targets_vs_hires', { year: 2024 })).toEqual([
      row('A', 'DIRECT', Array(12).fill(7), month({})),
    ]);
  });
});

describe('filters', () => {
  it('year and ISO week: the requirement’s week, the vacancy’s creation week', async () => {
    const week10 = { year: 2025, week: 10 };
    expect(await ask('get_total_by_region', week10)).toEqual([
      {
        region: id.RA,
        region_name: 'Dashboard Norte',
        open: 0,
        complete: 1,
        cancel: 1,
        requirements_open: 1,
        positions_open: 2,
      },
    ]);
    expect(await ask('get_direct_positions_total', week10)).toEqual({
      requested: 9,
      accepted: 7,
      hired: 6,
      open: 2,
      canceled: 0,
      fill_rate: 66.7,
    });
    expect(await ask('get_direct_status_total', week10)).toEqual(statusTotals(1, 1, 1, 6, 0));
    // V6 was created on the Monday of week 11
    expect(await ask<Row>('get_main_admin_summary', { year: 2025, week: 11 })).toMatchObject({
      vacancies: { New: 0, Pending: 0, Complete: 1, Cancel: 0 },
    });
    // 2025 has 52 ISO weeks: its week 53 has no days
    expect(await ask<Row>('get_main_admin_summary', { year: 2025, week: 53 })).toMatchObject({
      vacancies: { New: 0, Pending: 0, Complete: 0, Cancel: 0 },
    });
    // a week without a year: that week of any year
    expect(await ask<Row>('get_main_admin_summary', { week: 10 })).toMatchObject({
      vacancies: { New: 0, Pending: 0, Complete: 1, Cancel: 1 },
    });
  });

  it('month (with or without a year) and an inclusive date range', async () => {
    const march = await ask<Row>('get_main_admin_summary', { year: 2025, month: 3 });
    expect(march.vacancies).toEqual({ New: 0, Pending: 0, Complete: 2, Cancel: 1 });
    expect(await ask('get_direct_status_total', { year: 2025, month: 3 })).toEqual(
      statusTotals(1, 1, 2, 6, 1),
    );
    expect(await ask('get_direct_status_total', { month: 3 })).toEqual(statusTotals(1, 1, 2, 6, 1));
    expect(await ask('get_direct_status_total', { year: 2025, month: 4 })).toEqual(
      statusTotals(0, 0, 0, 0, 0),
    );
    const range = { date_from: '2025-03-05', date_to: '2025-03-10' };
    expect(await ask<Row>('get_main_admin_summary', range)).toMatchObject({
      vacancies: { New: 0, Pending: 0, Complete: 1, Cancel: 1 },
      positions: { requested: 2, hired: 2, open: 0 },
    });
    expect(await ask('get_direct_positions_total', range)).toEqual({
      requested: 4,
      accepted: 4,
      hired: 4,
      open: 0,
      canceled: 0,
      fill_rate: 100,
    });
  });

  it('region, through the company', async () => {
    expect(await ask('get_main_admin_summary', { region: id.RB })).toEqual({
      vacancies: { New: 0, Pending: 0, Complete: 1, Cancel: 0 },
      positions: { requested: 2, hired: 2, open: 0 },
      candidates: statusTotals(0, 0, 0, 2, 0),
      approvals_waiting: 0,
      avg_days_to_approve: 1,
    });
    expect(await ask('get_direct_positions_total', { region: id.RB })).toEqual({
      requested: 2,
      accepted: 0,
      hired: 0,
      open: 2,
      canceled: 0,
      fill_rate: 0,
    });
    const aging = await ask<Row[]>('get_company_aging', { region: id.RA });
    expect(aging.map((r) => r.company)).toEqual([id.A, id.B]);
  });

  it('company', async () => {
    expect(await ask('get_vacancies_by_recruiter', { company: id.B })).toEqual([
      {
        recruiter: id.R2,
        recruiter_name: 'Raúl Dos',
        open: 1,
        complete: 0,
        cancel: 0,
        avg_days_to_fill: null,
      },
      {
        recruiter: id.R1,
        recruiter_name: 'Rosa Uno',
        open: 1,
        complete: 0,
        cancel: 0,
        avg_days_to_fill: null,
      },
    ]);
    expect(await ask('get_direct_status_total', { company: id.B })).toEqual(statusTotals(0, 0, 0, 4, 0));
  });

  it('site narrows only the direct process', async () => {
    expect(await ask('get_direct_positions_total', { site: id.A1 })).toEqual({
      requested: 6,
      accepted: 3,
      hired: 2,
      open: 3,
      canceled: 0,
      fill_rate: 33.3,
    });
    const rows = await ask<Row[]>('get_total_by_region', { site: id.A1 });
    expect(
      rows.map((r) => [r.region, r.open, r.complete, r.cancel, r.requirements_open, r.positions_open]),
    ).toEqual([
      [id.RA, 4, 1, 1, 2, 3],
      [id.RB, 0, 1, 0, 0, 0],
    ]);
  });

  it('recruiter and vacancy type narrow only the administrative process', async () => {
    const rows = await ask<Row[]>('get_total_by_region', { recruiter: id.R1 });
    expect(
      rows.map((r) => [r.region, r.open, r.complete, r.cancel, r.requirements_open, r.positions_open]),
    ).toEqual([
      [id.RA, 2, 1, 0, 2, 3],
      [id.RB, 0, 0, 0, 1, 2],
    ]);
    expect(await ask('get_candidates_viables', { vacancy_type: 'shelter' })).toEqual([]);
    expect(await ask<Row>('get_main_admin_summary', { vacancy_type: 'shelter' })).toMatchObject({
      vacancies: { New: 0, Pending: 0, Complete: 0, Cancel: 1 },
      positions: { requested: 0, hired: 0, open: 0 },
    });
    const clients = await ask<Row[]>('get_vacancies_by_recruiter', { vacancy_type: 'clients' });
    expect(clients.map((r) => [r.recruiter, r.open, r.complete, r.cancel, r.avg_days_to_fill])).toEqual([
      [id.R2, 1, 1, 0, 5.5],
      [id.R1, 2, 1, 0, 10],
    ]);
    expect(await ask('get_direct_status_total', { recruiter: id.R1, vacancy_type: 'shelter' })).toEqual(
      statusTotals(2, 1, 2, 6, 1),
    );
  });
});

describe('data scope', () => {
  it('a user of company A counts only company A, and a New vacancy only when on its team', async () => {
    expect(await ask('get_total_by_region', {}, r1.token)).toEqual([
      {
        region: id.RA,
        region_name: 'Dashboard Norte',
        open: 1,
        complete: 1,
        cancel: 1,
        requirements_open: 2,
        positions_open: 3,
      },
    ]);
    // V5 (company A, New, asked by someone else, no team) is not counted; V4 is company B's
    expect(await ask('get_main_admin_summary', {}, r1.token)).toEqual({
      vacancies: { New: 0, Pending: 1, Complete: 1, Cancel: 1 },
      positions: { requested: 3, hired: 1, open: 2 },
      candidates: statusTotals(2, 0, 1, 1, 0),
      approvals_waiting: 1,
      avg_days_to_approve: 1.5,
    });
    expect(await ask<Row[]>('get_candidates_viables', {}, r1.token)).toEqual([
      {
        vacancy_type: 'clients',
        recruiter: id.R1,
        recruiter_name: 'Rosa Uno',
        viable: 2,
        not_viable: 1,
        unanswered: 1,
      },
    ]);
    const aging = await ask<Row[]>('get_company_aging', {}, r1.token);
    expect(aging).toEqual([
      { company: id.A, company_name: 'Empresa A', b0_7: 1, b8_15: 0, b16_30: 0, b31_60: 1, b61: 1 },
    ]);
    expect(await ask('get_direct_status_total', {}, r1.token)).toEqual(statusTotals(2, 1, 2, 2, 1));
    const targets = await ask<Row[]>('get_targets_vs_hires', { year: 2025 }, r1.token);
    expect(new Set(targets.map((r) => r.company))).toEqual(new Set([id.A]));
  });

  it('asking for another company’s rows answers nothing of them', async () => {
    expect(await ask('get_total_by_region', { company: id.B }, r1.token)).toEqual([]);
    expect(await ask('get_direct_positions_total', { company: id.B }, r1.token)).toEqual({
      requested: 0,
      accepted: 0,
      hired: 0,
      open: 0,
      canceled: 0,
      fill_rate: null,
    });
    expect(await ask('get_targets_vs_hires', { year: 2025, company: id.C }, r1.token)).toEqual([]);
    // company B's recruiter sees B's Pending vacancy, not the New one it is not on the team of
    expect(await ask<Row>('get_main_admin_summary', {}, r2.token)).toMatchObject({
      vacancies: { New: 0, Pending: 1, Complete: 0, Cancel: 0 },
    });
  });

  it('staff see the New vacancies of their companies; a user with sites sees those sites', async () => {
    expect(await ask<Row>('get_main_admin_summary', {}, staffA.token)).toMatchObject({
      vacancies: { New: 1, Pending: 1, Complete: 1, Cancel: 1 },
    });
    expect(await ask('get_direct_positions_total', {}, siteUser.token)).toEqual({
      requested: 6,
      accepted: 3,
      hired: 2,
      open: 3,
      canceled: 0,
      fill_rate: 33.3,
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.request({ method: 'POST', url: '/api/dashboard/get_total_by_region/', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad input answers 400 with field messages', () => {
  it.each([
    ['get_total_by_region', { week: 60 }, 'week'],
    ['get_company_aging', { date_from: '2025-03-10', date_to: '2025-03-01' }, 'date_to'],
    ['get_main_admin_summary', { vacancy_type: 'clients\u0000' }, 'vacancy_type'],
    ['get_direct_status', { date_from: '2025-03-01\u0000' }, 'date_from'],
    ['get_direct_status_total', { month: 13 }, 'month'],
    ['get_direct_status_page', { page: 0 }, 'page'],
    ['get_direct_status_page', { page_size: 101 }, 'page_size'],
    ['get_direct_status_page', { page: 'dos' }, 'page'],
    ['get_direct_status_weeks', { week: 54 }, 'week'],
    ['get_vacancies_by_recruiter', { recruiter: 'uno' }, 'recruiter'],
    ['get_targets_vs_hires', {}, 'year'],
    ['get_targets_vs_hires', { year: 1999 }, 'year'],
    ['export_board', { board: 'other', format: 'xlsx' }, 'board'],
    ['export_board', { board: 'admin', format: 'csv' }, 'format'],
  ])('%s %j', async (name, body, field) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/dashboard/${name}/`,
      payload: body,
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });
});

describe('export_board', () => {
  async function exportBoard(body: Record<string, unknown>, lang: 'es' | 'en') {
    const res = await t.request({
      method: 'POST',
      url: '/api/dashboard/export_board/',
      payload: body,
      token: t.adminToken,
      lang,
    });
    expect(res.statusCode).toBe(200);
    return res;
  }
  const readBook = async (bytes: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    return book;
  };
  const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
    const rows: unknown[][] = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    return rows;
  };

  it('the admin board as xlsx in Spanish: one sheet per figure, the filters at the top', async () => {
    const res = await exportBoard({ board: 'admin', format: 'xlsx', region: id.RA, year: 2025 }, 'es');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="board-admin-.*\.xlsx"/);
    const book = await readBook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Totales por región',
      'Antigüedad por empresa',
      'Vacantes por reclutador',
      'Viabilidad de candidatos',
      'Resumen administrativo',
    ]);
    const regions = rowsOf(book.worksheets[0]);
    expect(regions.slice(0, 4)).toEqual([
      ['Tablero administrativo'],
      ['Totales por región'],
      ['Región: Dashboard Norte'],
      ['Año: 2025'],
    ]);
    // 2025 in region RA: V2 (complete) and V3 (cancel); Q1 open with 2 open positions
    expect(regions.at(-1)).toEqual(['Dashboard Norte', 0, 1, 1, 1, 2]);
    const summary = rowsOf(book.worksheets[4]);
    expect(summary).toContainEqual(['Vacantes: Completa', 1]);
  });

  it('the direct board as xlsx in English, targets vs hires of the filter’s year', async () => {
    const res = await exportBoard({ board: 'direct', format: 'xlsx', year: 2025, company: id.A }, 'en');
    const book = await readBook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Direct positions total',
      'Candidates by status',
      'Status by week and site',
      'Targets vs hires',
    ]);
    const positions = rowsOf(book.worksheets[0]);
    expect(positions[0]).toEqual(['Direct Dashboard']);
    expect(positions).toContainEqual(['Company: Company A']);
    // Q1 (5 positions) and Q2 (3, cancelled)
    expect(positions).toContainEqual(['Requested', 5]);
    expect(positions).toContainEqual(['Canceled', 3]);
    expect(positions).toContainEqual(['Fill rate (%)', 40]);
    // how "Requested" is counted, under its table (as the board says it)
    expect(positions).toContainEqual([
      'Requested leaves out canceled requirements: their positions are counted only under Canceled.',
    ]);
    const targets = rowsOf(book.worksheets[3]);
    expect(targets).toContainEqual(['Targets and hires of 2025']);
    expect(targets).toContainEqual([
      'Company A',
      'Direct',
      'Target',
      10,
      10,
      10,
      10,
      ...Array(8).fill(0),
      40,
    ]);
    expect(targets).toContainEqual(['Company A', 'Direct', 'Hires', 0, 0, 2, ...Array(9).fill(0), 2]);
  });

  it('writes a region named like a formula as text, never a formula (issue 27 item 2)', async () => {
    const name = '=HYPERLINK("http://evil.example/?x","click")';
    await exec(sql`update regions set name = ${name} where id = ${id.RB}`);
    try {
      const res = await exportBoard({ board: 'admin', format: 'xlsx', region: id.RB, year: 2025 }, 'es');
      const book = await readBook(res.rawPayload);
      const regions = rowsOf(book.worksheets[0]);
      expect(regions.at(-1)?.[0]).toBe(`'${name}`);
      // the counts stay numbers
      expect(
        regions
          .at(-1)
          ?.slice(1)
          .every((cell) => typeof cell === 'number'),
      ).toBe(true);
      for (const sheet of book.worksheets)
        for (const cell of rowsOf(sheet).flat())
          if (typeof cell === 'string') expect(cell, sheet.name).not.toMatch(/^[=+\-@\t\r]/);
    } finally {
      await exec(sql`update regions set name = 'Dashboard Sur' where id = ${id.RB}`);
    }
  });

  it('the PDF writes the title, the filters and a section per figure in the reader’s language', async () => {
    const ctxOf = (lang: 'es' | 'en') =>
      ({ db: t.database.db, lang, config: t.config, actor: { is_superuser: true } }) as unknown as Ctx;
    const texts = async (lang: 'es' | 'en', board: 'admin' | 'direct') => {
      const content = await boardContent(ctxOf(lang), { board, region: id.RB, week: 11, year: 2025 });
      return printed(
        boardPdfDefinition(lang, content.title, content.filters, content.sections, t.config.timeZone).content,
      ).join('\n');
    };
    const admin = await texts('es', 'admin');
    for (const text of [
      'Tablero administrativo',
      'Región: Dashboard Sur',
      'Año: 2025',
      'Semana: 11',
      'Totales por región',
      'Antigüedad por empresa',
      'Vacantes por reclutador',
      'Viabilidad de candidatos',
      'Resumen administrativo',
      'Raúl Dos',
    ])
      expect(admin).toContain(text);
    const direct = await texts('en', 'direct');
    for (const text of [
      'Direct Dashboard',
      'Region: Dashboard Sur',
      'Week: 11',
      'Direct positions total',
      'Candidates by status',
      'Status by week and site',
      'Targets vs hires',
      'Targets and hires of 2025',
      'Administrative',
      'Requested leaves out canceled requirements',
    ])
      expect(direct).toContain(text);
    expect(direct).not.toContain('Tablero');
  });

  it.each([
    ['admin', 'es'],
    ['admin', 'en'],
    ['direct', 'es'],
    ['direct', 'en'],
  ] as const)('the %s board as PDF in %s', async (board, lang) => {
    const res = await exportBoard({ board, format: 'pdf', region: id.RA }, lang);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });
});
