import { clas } from '@rp/contract';
import type { DashboardFilters, DirectStatusRow } from '@rp/contract/entities/dashboard';
import { followUpStatuses, requirementStatuses, vacancyStatuses, vacancyTypes } from '@rp/contract/enums';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, Ctx } from '../../context';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import * as recount from '../../test/dashboard-recount';
import {
  makeCandidate,
  makeCompany,
  makePosition,
  makeRegion,
  makeSignedInUser,
  makeSite,
  post,
  seedIds,
  unique,
} from '../../test/factories';
import { loadActor } from '../auth/auth.service';
import { createPayrollCache } from '../servers/payroll.service';
import { headcount, turnover } from '../servers/payroll-dashboards';
import * as service from './dashboard.service';

/**
 * The figures kept by the database (docs/decisions.md#dashboard-figures-kept-by-the-database) equal
 * a fresh count: random sequences of writes to vacancies, their candidates and approvals,
 * requirements and their assignments — single and multi-row statements, as any write path would
 * send them (the triggers sit below the services) — then every dashboard answer the service reads
 * from the figures must equal the one src/test/dashboard-recount.ts counts from the tables, for a superuser,
 * a staff user and a non-staff user scoped to two companies and one site, unfiltered and under every
 * kind of filter (the ISO week-year edge of 2025/2026 included), and every kept row must equal the
 * migration's backfill of the rows there are (so a drift no filter reads is caught too).
 */

let t: TestApp;
let ctxs: Record<'superuser' | 'staff' | 'scoped', Ctx>;
const id = {
  companies: [] as number[],
  regions: [] as number[],
  sites: [] as number[],
  users: [] as number[],
  candidates: [] as number[],
  categories: [] as number[],
  departments: [] as number[],
  position: 0,
  shift: 0,
};

beforeAll(async () => {
  t = await buildTestApp();
  const ids = await seedIds(t);
  id.categories = [ids.category.DIRECT, ids.category.ADMINISTRATIVE];
  id.shift = ids.catalog(clas.shiftType);
  for (const name of ['Producción', 'Calidad'])
    id.departments.push((await post(t, '/api/departments/', { code: unique('D'), name_es: name })).id);
  id.regions = [(await makeRegion(t)).id, (await makeRegion(t)).id];
  for (const region of [id.regions[0], id.regions[1], id.regions[0]]) {
    id.companies.push((await makeCompany(t, { region })).id);
  }
  const [a, b, c] = id.companies;
  id.sites = [(await makeSite(t, { company: a })).id, (await makeSite(t, { company: a })).id];
  id.sites.push((await makeSite(t, { company: b })).id);
  id.position = (await makePosition(t)).id;
  for (let i = 0; i < 4; i++) id.candidates.push((await makeCandidate(t)).id);
  const user = await makeSignedInUser(t, {
    companies: [a as number, b as number],
    sites: [id.sites[0] as number],
  });
  const [admin] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from users where username = 'admin'`,
  );
  id.users = [admin?.id as number, user.user.id];
  const scoped = (await loadActor(t.database.db, user.user.id)) as Actor;
  const superuser = (await loadActor(t.database.db, admin?.id as number)) as Actor;
  const ctxOf = (actor: Actor): Ctx => ({ db: t.database.db, actor, lang: 'es', config: t.config });
  ctxs = {
    superuser: ctxOf(superuser),
    staff: ctxOf({ ...scoped, is_staff: true, companies: [a as number, c as number], sites: [] }),
    scoped: ctxOf(scoped),
  };
});
afterAll(async () => t?.close());

// ---------------------------------------------------------------------------------------------
// Actions: each picks its rows by index among the rows there are (modulo), so any sequence runs

const day = fc.integer({ min: 0, max: 480 }).map((n) => {
  const d = new Date(Date.UTC(2024, 10, 1 + n, n % 24, 30));
  return d.toISOString();
});
/** A day near today (ten days ahead to 90 back, at any minute): the aging's young buckets and their edges. */
const recentDay = fc
  .record({ days: fc.integer({ min: -10, max: 90 }), minute: fc.integer({ min: 1, max: 1439 }) })
  .map(({ days, minute }) => new Date(Date.now() - days * 86_400_000 - minute * 60_000).toISOString());
/** When a vacancy was created or a requirement is dated: in the fixed history or near today. */
const opened = fc.oneof(day, recentDay);
const pick = fc.nat(50);
const maybeUser = fc.option(pick, { nil: null });

const action = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('vacancy' as const),
      company: pick,
      type: fc.constantFrom(...vacancyTypes),
      status: fc.constantFrom(...vacancyStatuses),
      recruiter: maybeUser,
      at: opened,
      quantity: fc.integer({ min: 1, max: 4 }),
      department: fc.option(pick, { nil: null }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('vacancy-edit' as const),
      row: pick,
      change: fc.oneof(
        fc.record({ status: fc.constantFrom(...vacancyStatuses) }),
        fc.record({ company: pick }),
        fc.record({ recruiter: maybeUser }),
        fc.record({ vacancy_type: fc.constantFrom(...vacancyTypes) }),
        fc.record({ created_at: opened }),
        fc.record({ is_deleted: fc.boolean() }),
        fc.record({ hired: fc.integer({ min: 0, max: 3 }) }),
        fc.record({ category: pick }),
        fc.record({ department: fc.option(pick, { nil: null }) }),
        fc.record({ sent: day, approved: fc.option(day, { nil: null }) }),
        fc.record({ closed_at: fc.option(day, { nil: null }) }),
      ),
    }),
  },
  // one statement over many rows: every vacancy of a company moves or changes status
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('vacancies-bulk' as const),
      company: pick,
      to: pick,
      status: fc.option(fc.constantFrom(...vacancyStatuses), { nil: null }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('vacancy-candidate' as const),
      vacancy: pick,
      candidate: pick,
      status: fc.constantFrom(...followUpStatuses),
      is_draft: fc.boolean(),
      is_viable: fc.option(fc.boolean(), { nil: null }),
      hired_at: day,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('vacancy-candidate-edit' as const),
      row: pick,
      change: fc.oneof(
        fc.record({ status: fc.constantFrom(...followUpStatuses) }),
        fc.record({ is_draft: fc.boolean() }),
        fc.record({ is_viable: fc.option(fc.boolean(), { nil: null }) }),
        fc.record({ vacancy: pick }),
        fc.record({ hired_at: day }),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('vacancy-candidate-delete' as const), row: pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('approval' as const), vacancy: pick, answered: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('approval-answer' as const),
      vacancy: pick,
      answer: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('approval-delete' as const), vacancy: pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('requirement' as const),
      company: pick,
      site: fc.option(pick, { nil: null }),
      status: fc.constantFrom(...requirementStatuses),
      at: opened,
      total: fc.integer({ min: 1, max: 5 }),
      accepted: fc.integer({ min: 0, max: 5 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('requirement-edit' as const),
      row: pick,
      change: fc.oneof(
        fc.record({ status: fc.constantFrom(...requirementStatuses) }),
        fc.record({ company: pick }),
        fc.record({ site: fc.option(pick, { nil: null }) }),
        fc.record({ at: opened }),
        fc.record({ is_deleted: fc.boolean() }),
        fc.record({ accepted: fc.integer({ min: 0, max: 5 }), hired: fc.integer({ min: 0, max: 5 }) }),
        fc.record({ category: pick }),
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('assignment' as const),
      requirement: pick,
      candidate: pick,
      status: fc.constantFrom(...followUpStatuses),
      hired_at: day,
      /** The copied company, once in a while not the requirement's (the filters read both). */
      company: fc.option(pick, { nil: null, freq: 4 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('assignment-edit' as const),
      row: pick,
      change: fc.oneof(
        fc.record({ status: fc.constantFrom(...followUpStatuses) }),
        fc.record({ hired_at: fc.option(day, { nil: null }) }),
        fc.record({ company: pick }),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('assignment-delete' as const), row: pick }) },
  // one statement over many rows: every assignment of a requirement closes
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('assignments-bulk' as const),
      requirement: pick,
      status: fc.constantFrom(...followUpStatuses),
    }),
  },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

const of = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

async function idsOf(table: 'vacancies' | 'vacancy_candidates' | 'requeriments' | 'requeriment_candidates') {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from ${sql.identifier(table)} order by id`,
  );
  return rows.map((r) => r.id);
}

/** An ISO week-year and week of a timestamp, as the server stores them on a requirement. */
const isoOf = (at: string) =>
  sql`extract(isoyear from ${at}::timestamptz)::int, extract(week from ${at}::timestamptz)::int`;

async function run(a: Action) {
  const db = t.database.db;
  const exec = (query: ReturnType<typeof sql>) => db.execute(query);
  const user = (i: number | null) => (i == null ? null : of(id.users, i));
  const department = (i: number | null) => (i == null ? null : of(id.departments, i));
  switch (a.kind) {
    case 'vacancy':
      await exec(sql`insert into vacancies (status, vacancy_type, company, category, position, quantity, recruiter, request_by, created_at, department)
        values (${a.status}, ${a.type}, ${of(id.companies, a.company)}, ${id.categories[0]}, 'Puesto', ${a.quantity},
                ${user(a.recruiter)}, ${id.users[0]}, ${a.at}, ${department(a.department)})`);
      return;
    case 'vacancy-edit': {
      const ids = await idsOf('vacancies');
      if (ids.length === 0) return;
      const v = of(ids, a.row);
      const c = a.change;
      const set =
        'status' in c
          ? sql`status = ${c.status}`
          : 'company' in c
            ? sql`company = ${of(id.companies, c.company)}`
            : 'recruiter' in c
              ? sql`recruiter = ${user(c.recruiter)}`
              : 'vacancy_type' in c
                ? sql`vacancy_type = ${c.vacancy_type}`
                : 'created_at' in c
                  ? sql`created_at = ${c.created_at}`
                  : 'is_deleted' in c
                    ? sql`is_deleted = ${c.is_deleted}`
                    : 'hired' in c
                      ? sql`hired = ${c.hired}`
                      : 'category' in c
                        ? sql`category = ${of(id.categories, c.category)}`
                        : 'department' in c
                          ? sql`department = ${department(c.department)}`
                          : 'sent' in c
                            ? sql`approvals_sent_at = ${c.sent}, approved_at = ${c.approved}`
                            : sql`closed_at = ${c.closed_at}`;
      await exec(sql`update vacancies set ${set} where id = ${v}`);
      return;
    }
    case 'vacancies-bulk':
      await exec(sql`update vacancies set company = ${of(id.companies, a.to)}, status = coalesce(${a.status}, status)
        where company = ${of(id.companies, a.company)}`);
      return;
    case 'vacancy-candidate': {
      const ids = await idsOf('vacancies');
      if (ids.length === 0) return;
      await exec(sql`insert into vacancy_candidates (vacancy, candidate, status, is_draft, is_viable, hired_at)
        values (${of(ids, a.vacancy)}, ${of(id.candidates, a.candidate)}, ${a.status}, ${a.is_draft}, ${a.is_viable},
                ${a.status === 'Hired' ? a.hired_at : null})`);
      return;
    }
    case 'vacancy-candidate-edit': {
      const ids = await idsOf('vacancy_candidates');
      const vacancies = await idsOf('vacancies');
      if (ids.length === 0) return;
      const c = a.change;
      const set =
        'status' in c
          ? sql`status = ${c.status}`
          : 'is_draft' in c
            ? sql`is_draft = ${c.is_draft}`
            : 'is_viable' in c
              ? sql`is_viable = ${c.is_viable}`
              : 'vacancy' in c
                ? sql`vacancy = ${of(vacancies, c.vacancy)}`
                : sql`hired_at = ${c.hired_at}`;
      await exec(sql`update vacancy_candidates set ${set} where id = ${of(ids, a.row)}`);
      return;
    }
    case 'vacancy-candidate-delete': {
      const ids = await idsOf('vacancy_candidates');
      if (ids.length > 0) await exec(sql`delete from vacancy_candidates where id = ${of(ids, a.row)}`);
      return;
    }
    case 'approval': {
      const ids = await idsOf('vacancies');
      if (ids.length === 0) return;
      await exec(sql`insert into vacancy_approvals (vacancy, full_name, email, approve_at)
        values (${of(ids, a.vacancy)}, 'Aprobador', 'aprobador@example.com', ${a.answered ? sql`now()` : sql`null`})`);
      return;
    }
    case 'approval-answer': {
      const ids = await idsOf('vacancies');
      if (ids.length === 0) return;
      await exec(sql`update vacancy_approvals set approve_at = ${a.answer ? sql`now()` : sql`null`}
        where vacancy = ${of(ids, a.vacancy)}`);
      return;
    }
    case 'approval-delete': {
      const ids = await idsOf('vacancies');
      if (ids.length > 0)
        await exec(sql`delete from vacancy_approvals where vacancy = ${of(ids, a.vacancy)}`);
      return;
    }
    case 'requirement': {
      const company = of(id.companies, a.company);
      const sites = await queryRows<{ id: number }>(
        db,
        sql`select id from sites where company = ${company} order by id`,
      );
      const site = a.site == null || sites.length === 0 ? null : of(sites, a.site).id;
      const accepted = Math.min(a.accepted, a.total);
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into requeriments (company, site, category, status, requeriment_date, year, week, total_positions,
              accepted_positions, hired_positions, open_positions)
            values (${company}, ${site}, ${id.categories[0]}, ${a.status}, ${a.at}::date, ${isoOf(a.at)}, ${a.total},
              ${accepted}, ${Math.floor(accepted / 2)}, ${a.total - accepted})
            returning id`,
      );
      await exec(sql`insert into requeriment_items (requeriment, position, shift_type, category, quantity)
        values (${row?.id}, ${id.position}, ${id.shift}, ${id.categories[0]}, ${a.total})`);
      return;
    }
    case 'requirement-edit': {
      const ids = await idsOf('requeriments');
      if (ids.length === 0) return;
      const r = of(ids, a.row);
      const c = a.change;
      const set =
        'status' in c
          ? sql`status = ${c.status}`
          : 'company' in c
            ? sql`company = ${of(id.companies, c.company)}, site = null`
            : 'site' in c
              ? sql`site = ${c.site == null ? null : of(id.sites, c.site)}`
              : 'at' in c
                ? sql`requeriment_date = ${c.at}::date, (year, week) = (${isoOf(c.at)})`
                : 'is_deleted' in c
                  ? sql`is_deleted = ${c.is_deleted}`
                  : 'accepted' in c
                    ? sql`accepted_positions = least(${c.accepted}, total_positions), hired_positions = least(${c.hired}, total_positions),
                          open_positions = total_positions - least(${c.accepted}, total_positions)`
                    : sql`category = ${of(id.categories, c.category)}`;
      await exec(sql`update requeriments set ${set} where id = ${r}`);
      return;
    }
    case 'assignment': {
      const ids = await idsOf('requeriments');
      if (ids.length === 0) return;
      const r = of(ids, a.requirement);
      await exec(sql`insert into requeriment_candidates (requeriment, candidate, status, hired_at, company, requeriment_id)
        select i.id, ${of(id.candidates, a.candidate)}, ${a.status}, ${a.status === 'Hired' ? a.hired_at : null},
               ${a.company == null ? sql`r.company` : sql`${of(id.companies, a.company)}`}, r.id
          from requeriments r join requeriment_items i on i.requeriment = r.id where r.id = ${r} limit 1`);
      return;
    }
    case 'assignment-edit': {
      const ids = await idsOf('requeriment_candidates');
      if (ids.length === 0) return;
      const c = a.change;
      const set =
        'status' in c
          ? sql`status = ${c.status}`
          : 'hired_at' in c
            ? sql`hired_at = ${c.hired_at}`
            : sql`company = ${of(id.companies, c.company)}`;
      await exec(sql`update requeriment_candidates set ${set} where id = ${of(ids, a.row)}`);
      return;
    }
    case 'assignment-delete': {
      const ids = await idsOf('requeriment_candidates');
      if (ids.length > 0) await exec(sql`delete from requeriment_candidates where id = ${of(ids, a.row)}`);
      return;
    }
    case 'assignments-bulk': {
      const ids = await idsOf('requeriments');
      if (ids.length === 0) return;
      await exec(sql`update requeriment_candidates set status = ${a.status}, hired_at = case when ${a.status} = 'Hired' then now() end
        where requeriment_id = ${of(ids, a.requirement)}`);
      return;
    }
  }
}

/** A write the database refuses (a second draft of one candidate for one vacancy) changes nothing. */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

async function attempt(a: Action) {
  try {
    await run(a);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** The key columns of each kept table; a row counts when any other column is not zero. */
const figureKeys = {
  dashboard_vacancy_figures: ['grain', 'day', 'company', 'recruiter', 'vacancy_type', 'is_new'],
  dashboard_requirement_figures: ['grain', 'day', 'year', 'week', 'company', 'site', 'assign_company'],
  dashboard_hire_figures: [
    'month',
    'source',
    'company',
    'category',
    'site',
    'assign_company',
    'is_new',
    'department',
  ],
} as const;

/**
 * Every kept row, whatever filter would read it, equals the migration's backfill of the rows there
 * are: in a transaction rolled back, the kept rows are set aside, the tables emptied and filled again
 * as migration 0027 does, and the two compared both ways (rows whose figures are all zero count
 * nowhere, on either side).
 */
async function keptAgainstBackfill(): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  try {
    await t.database.db.transaction(async (tx) => {
      for (const table of Object.keys(figureKeys)) {
        await tx.execute(sql.raw(`create temp table kept_${table} on commit drop as select * from ${table}`));
        await tx.execute(sql.raw(`delete from ${table}`));
      }
      await tx.execute(sql`select
        dashboard_vacancy_add(array(select dashboard_vacancy_rows(array(select v from vacancies v))), 1),
        dashboard_hire_add(array(select dashboard_vacancy_hire_rows(array(select v from vacancies v))), 1),
        dashboard_requirement_add(array(select dashboard_requirement_rows(array(select r from requeriments r))), 1),
        dashboard_hire_add(array(select dashboard_requirement_hire_rows(array(select r from requeriments r))), 1)`);
      for (const [table, key] of Object.entries(figureKeys)) {
        const keys = `array[${key.map((k) => `'${k}'`).join(', ')}]`;
        const live = (name: string) =>
          `select * from ${name} x where exists (select from jsonb_each(to_jsonb(x) - ${keys}) e where e.value <> '0'::jsonb)`;
        const rows = await queryRows<Record<string, unknown>>(
          tx,
          sql.raw(
            `(${live(table)} except ${live(`kept_${table}`)}) union all (${live(`kept_${table}`)} except ${live(table)})`,
          ),
        );
        if (rows.length > 0) found[table] = rows;
      }
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return found;
}

/** The weekly rows summed per week (get_direct_status_weeks's answer from get_direct_status's). */
function perWeek(rows: DirectStatusRow[]) {
  const weeks = new Map<string, Record<string, number>>();
  for (const { year, week, ...row } of rows) {
    const sum = weeks.get(`${year}-${week}`) ?? {
      year,
      week,
      ...Object.fromEntries(followUpStatuses.map((s) => [s, 0])),
    };
    for (const status of followUpStatuses) sum[status] = (sum[status] ?? 0) + row[status];
    weeks.set(`${year}-${week}`, sum);
  }
  return [...weeks.values()];
}

/** Every page of the weekly table (get_direct_status_page) of 10 rows, laid end to end. */
async function everyPage(ctx: Ctx, f: DashboardFilters) {
  const rows: DirectStatusRow[] = [];
  let elements = 0;
  for (let page = 1; ; page++) {
    const answer = await service.directStatusPage(ctx, { ...f, page, page_size: 10 });
    rows.push(...answer.data);
    elements = answer.elements;
    if (page >= answer.pages) break;
  }
  return rowsAndCount(rows, elements);
}
const rowsAndCount = (rows: DirectStatusRow[], elements = rows.length) => ({ rows, elements });

/** Every figure under every kind of filter, for each user: the kept figures against a fresh count. */
async function compareAll() {
  const cache = createPayrollCache();
  const [a, b] = id.companies;
  const filters: DashboardFilters[] = [
    {},
    { year: 2025 },
    { year: 2026 },
    { year: 2026, week: 1 },
    { year: 2025, week: 53 },
    { week: 1 },
    { month: 12 },
    { year: 2025, month: 12 },
    { date_from: '2025-12-15', date_to: '2026-01-10' },
    { date_from: '2025-02-01', date_to: '2025-11-30' },
    { date_to: '2025-06-30' },
    { date_from: '2025-03-17' },
    { company: a },
    { company: b, year: 2025 },
    { region: id.regions[0] },
    { site: id.sites[0] },
    { recruiter: id.users[1] },
    { vacancy_type: 'clients' },
    { year: 2025, month: 3, company: a },
  ];
  type Figure = (ctx: Ctx, f: DashboardFilters) => Promise<unknown>;
  const calls: [string, Figure, Figure][] = [
    ['totalByRegion', service.totalByRegion, recount.totalByRegion],
    ['companyAging', service.companyAging, recount.companyAging],
    ['vacanciesByRecruiter', service.vacanciesByRecruiter, recount.vacanciesByRecruiter],
    ['candidatesViables', service.candidatesViables, recount.candidatesViables],
    ['mainAdminSummary', service.mainAdminSummary, recount.mainAdminSummary],
    ['directStatus', service.directStatus, recount.directStatus],
    [
      'directStatusWeeks',
      service.directStatusWeeks,
      async (ctx, f) => perWeek(await recount.directStatus(ctx, f)),
    ],
    // the weekly table a page at a time: its pages laid end to end, and how many rows it says
    ['directStatusPage', everyPage, async (ctx, f) => rowsAndCount(await recount.directStatus(ctx, f))],
    ['directPositionsTotal', service.directPositionsTotal, recount.directPositionsTotal],
    ['directStatusTotal', service.directStatusTotal, recount.directStatusTotal],
  ];
  for (const [who, ctx] of Object.entries(ctxs)) {
    for (const f of filters) {
      for (const [call, kept, fresh] of calls) {
        expect(await kept(ctx, f), `${call} for the ${who} user with ${JSON.stringify(f)}`).toEqual(
          await fresh(ctx, f),
        );
      }
    }
    // a superuser's headcount and turnover from the kept hire figures, against the same filters with
    // a date range that covers every hire (read from the tables: payroll-dashboards.ts)
    const everyHire = { date_from: '2000-01-01', date_to: '2099-12-31' };
    for (const f of ctx.actor.is_superuser ? filters : []) {
      for (const [call, figure] of [
        ['headcount', headcount],
        ['turnover', turnover],
      ] as const) {
        expect(await figure(ctx, cache, f), `${call} for the ${who} user with ${JSON.stringify(f)}`).toEqual(
          await figure(ctx, cache, { ...everyHire, ...f }),
        );
      }
    }
    for (const body of [
      { year: 2025 },
      { year: 2026 },
      { year: 2025, company: a },
      { year: 2025, region: id.regions[1] },
    ]) {
      const kept = await service.targetsVsHires(ctx, body);
      const fresh = await recount.targetsVsHires(ctx, body);
      expect(kept, `targetsVsHires for the ${who} user with ${JSON.stringify(body)}`).toEqual(fresh);
    }
  }
}

describe('dashboard figures kept by the database', () => {
  it('equal a fresh count after any sequence of writes', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 15, maxLength: 40, size: 'max' }), async (actions) => {
        for (const a of actions) await attempt(a);
        expect(await keptAgainstBackfill()).toEqual({});
        await compareAll();
      }),
      // the rows accumulate over the runs (a later run starts from an earlier one's), so a failure
      // is reported as found, not shrunk
      { numRuns: 12, seed: 20261129, endOnFailure: true },
    );
    // the sequences did reach every kind of row the figures count
    const [rows] = await queryRows<Record<string, number>>(
      t.database.db,
      sql`select (select count(*) from vacancies where not is_deleted)::int as vacancies,
                 (select count(*) from vacancy_candidates where not is_draft and is_viable is not null)::int as answered,
                 (select count(*) from vacancy_candidates where status = 'Hired')::int as hired,
                 (select count(*) from vacancy_approvals where approve_at is null)::int as waiting,
                 (select count(*) from requeriments where not is_deleted)::int as requirements,
                 (select count(*) from requeriment_candidates where status = 'Hired')::int as assigned_hired`,
    );
    for (const [kind, n] of Object.entries(rows ?? {})) expect(n, kind).toBeGreaterThan(0);
  });

  it('leave nothing behind when every row is gone', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from requeriment_candidates`);
    await db.execute(sql`delete from requeriment_items`);
    await db.execute(sql`delete from requeriments`);
    await db.execute(sql`delete from vacancy_approvals`);
    await db.execute(sql`delete from vacancy_candidates`);
    await db.execute(sql`delete from vacancies`);
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select ((select count(*) from dashboard_vacancy_figures where (vacancies_new, vacancies_pending, vacancies_complete,
                    vacancies_cancel, positions_requested, positions_hired, approvals_waiting, approve_seconds, approve_count,
                    fill_seconds, fill_count, candidates_pending, candidates_accepted, candidates_rejected, candidates_hired,
                    candidates_not_attend, candidates_viable, candidates_not_viable, candidates_unanswered)
                    <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
                + (select count(*) from dashboard_requirement_figures where (requirements_open, positions_open, positions_total,
                    positions_accepted, positions_hired, positions_pending, positions_canceled, candidates_pending,
                    candidates_accepted, candidates_rejected, candidates_hired, candidates_not_attend)
                    <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
                + (select count(*) from dashboard_hire_figures where hires <> 0))::int as n`,
    );
    expect(left?.n).toBe(0);
  });
});
