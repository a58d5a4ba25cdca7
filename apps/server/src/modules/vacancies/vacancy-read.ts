import type { Lang } from '@rp/contract';
import type { VacancyDashboard, VacancyFromKey } from '@rp/contract/entities';
import type { VacancyType } from '@rp/contract/enums';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { vacancies, vacancyApprovals, vacancyLogs } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { findText } from '../../lib/product-text';
import { localizedNameSql, userNameOf } from '../../resources/names';
import { callerScope, type VacancyRow } from './vacancy-stages';

/** The administrative process's read models: the approvers, a vacancy described, its timeline and counts. */

/** The approvers of a vacancy in their order (no e-mail, no key). */
export function approvalList(db: Executor, vacancyId: number) {
  return db
    .select({
      id: vacancyApprovals.id,
      full_name: vacancyApprovals.full_name,
      title: vacancyApprovals.title,
      approve_at: vacancyApprovals.approve_at,
      declined_at: vacancyApprovals.declined_at,
    })
    .from(vacancyApprovals)
    .where(eq(vacancyApprovals.vacancy, vacancyId))
    .orderBy(asc(vacancyApprovals.sort_item), asc(vacancyApprovals.id));
}

/** A vacancy's request fields with names instead of ids, in `lang` (the approve page and the PDF). */
export async function describeVacancy(
  db: Executor,
  lang: Lang,
  vacancy: VacancyRow,
): Promise<Omit<VacancyFromKey, 'approvals'>> {
  const catalogName = (id: number | null) =>
    id == null
      ? sql<string | null>`null`
      : sql<
          string | null
        >`(select ${localizedNameSql(lang, sql`c.name`, sql`c.name_en`)} from catalogs c where c.id = ${id})`;
  const userName = (id: number | null) => userNameOf(sql`${id}`);
  const [names] = await db
    .select({
      company: sql<string>`(select ${localizedNameSql(lang, sql`x.name_es`, sql`x.name_en`)} from companies x where x.id = ${vacancy.company})`,
      categoryCode: sql<string | null>`(select x.code from categories x where x.id = ${vacancy.category})`,
      categoryDescription: sql<
        string | null
      >`(select x.description from categories x where x.id = ${vacancy.category})`,
      department:
        vacancy.department == null
          ? sql<string | null>`null`
          : sql<
              string | null
            >`(select ${localizedNameSql(lang, sql`x.name_es`, sql`x.name_en`)} from departments x where x.id = ${vacancy.department})`,
      salaryType: catalogName(vacancy.salary_type),
      reason: catalogName(vacancy.reason),
      scholar: catalogName(vacancy.scholar_level),
      english: catalogName(vacancy.english_level),
      requestBy: userName(vacancy.request_by),
      stage: sql<string | null>`(select s.name from vacancy_status s where s.id = ${vacancy.current_status})`,
    })
    .from(sql`(select 1) as one`);
  const money = (value: string | number | null) => (value == null ? null : Number(value));
  return {
    code: vacancy.code,
    vacancy_type: vacancy.vacancy_type,
    status: vacancy.status,
    stage: names?.stage ?? null,
    company_name: names?.company ?? '',
    // a category reads as its code's label in the reader's language, else its description
    category_name:
      (names?.categoryCode && findText(lang, `common.enums.category.${names.categoryCode}`)) ||
      (names?.categoryDescription ?? null),
    position: vacancy.position,
    quantity: vacancy.quantity,
    expected_date: vacancy.expected_date,
    salary_type_name: names?.salaryType ?? null,
    salary_from: money(vacancy.salary_from),
    salary_to: money(vacancy.salary_to),
    department_name: names?.department ?? null,
    plant: vacancy.plant,
    shift_description: vacancy.shift_description,
    type_hiring: vacancy.type_hiring,
    temporal_time: vacancy.temporal_time,
    reason_name: names?.reason ?? null,
    employee_substitution: vacancy.employee_substitution,
    is_foreign: vacancy.is_foreign,
    is_confidential: vacancy.is_confidential,
    experience: vacancy.experience,
    responsabilities: vacancy.responsabilities,
    additional_comments: vacancy.additional_comments,
    scholar_level_name: names?.scholar ?? null,
    scholar_speciality: vacancy.scholar_speciality,
    english_level_name: names?.english ?? null,
    require_visa: vacancy.require_visa,
    require_passport: vacancy.require_passport,
    genre: vacancy.genre,
    requisitor_name: vacancy.requisitor_name,
    request_by_name: names?.requestBy ?? null,
    created_at: vacancy.created_at,
  };
}

/** A live vacancy the caller may see (no lock), or 404. */
export async function findVacancy(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.is_deleted, false), callerScope(ctx)));
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Reads

/** get_timeline: the vacancy's log rows oldest first, with the stage each stage entry reached. */
export async function vacancyTimeline(ctx: Ctx, id: number) {
  const [vacancy] = await ctx.db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.is_deleted, false), callerScope(ctx)));
  if (!vacancy) throw notFound();
  const rows = await ctx.db
    .select({
      id: vacancyLogs.id,
      vacancy: vacancyLogs.vacancy,
      requeriment: vacancyLogs.requeriment,
      status: vacancyLogs.status,
      comment: vacancyLogs.comment,
      event: vacancyLogs.event,
      user: vacancyLogs.user,
      user_name: userNameOf(sql`${vacancyLogs.user}`),
      days: vacancyLogs.days,
      created_at: vacancyLogs.created_at,
      updated_at: vacancyLogs.updated_at,
    })
    .from(vacancyLogs)
    .where(eq(vacancyLogs.vacancy, id))
    .orderBy(asc(vacancyLogs.created_at), asc(vacancyLogs.id));
  return rows.map((row) => ({
    ...row,
    stage: row.event?.kind === 'vacancy_stage' ? row.event.to : null,
  }));
}

/** get_dashboard: counts per status in the caller's scope (one grouped query). */
export async function vacancyDashboard(
  ctx: Ctx,
  body: { vacancy_type?: VacancyType | null; region?: number | null },
): Promise<VacancyDashboard> {
  const where: (SQL | undefined)[] = [eq(vacancies.is_deleted, false), callerScope(ctx)];
  if (body.vacancy_type) where.push(eq(vacancies.vacancy_type, body.vacancy_type));
  if (body.region)
    where.push(sql`${vacancies.company} in (select c.id from companies c where c.region = ${body.region})`);
  const rows = await ctx.db
    .select({ status: vacancies.status, n: sql<number>`count(*)::int` })
    .from(vacancies)
    .where(and(...where))
    .groupBy(vacancies.status);
  const counts: VacancyDashboard = { New: 0, Pending: 0, Complete: 0, Cancel: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** get_distinct_positions: titles already used in the caller's scope (at most 20, most used first). */
export async function distinctPositions(ctx: Ctx, query: { vacancy_type?: VacancyType; search?: string }) {
  const where: (SQL | undefined)[] = [eq(vacancies.is_deleted, false), callerScope(ctx)];
  if (query.vacancy_type) where.push(eq(vacancies.vacancy_type, query.vacancy_type));
  if (query.search)
    where.push(sql`${vacancies.position} ilike ${`%${query.search.replace(/[\\%_]/g, '\\$&')}%`}`);
  const rows = await ctx.db
    .select({ position: vacancies.position })
    .from(vacancies)
    .where(and(...where))
    .groupBy(vacancies.position)
    .orderBy(sql`count(*) desc`, asc(vacancies.position))
    .limit(20);
  return rows.map((r) => r.position);
}
