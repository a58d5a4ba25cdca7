import type { Lang } from '@rp/contract';
import type { VacancyType } from '@rp/contract/enums';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { vacancies, vacancyApprovals, vacancyLogs } from '../../db/schema/index';
import { localizedNameSql, userNameOf } from '../../resources/names';

/**
 * The statements of the administrative process's read models (vacancy-read.ts holds what they
 * answer; docs/architecture.md "Where each kind of code lives"). A `scope` parameter is the
 * caller's data scope condition on vacancies, none for a superuser.
 */

/** The references of a vacancy that its description names. */
export type VacancyReferences = Pick<
  typeof vacancies.$inferSelect,
  | 'company'
  | 'category'
  | 'department'
  | 'salary_type'
  | 'reason'
  | 'scholar_level'
  | 'english_level'
  | 'request_by'
  | 'current_status'
>;

/** The filters of the status counts. */
export type DashboardFilter = { vacancy_type?: VacancyType | null; region?: number | null };

/** The filters of the positions already used. */
export type PositionsFilter = { vacancy_type?: VacancyType; search?: string };

/** Reads the approvers of a vacancy in their order (no e-mail, no key). */
export function findApprovalsOfVacancy(db: Executor, vacancyId: number) {
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

/**
 * Reads the names of a vacancy's references in `lang`: company, category (code and description),
 * department, catalog items, requester and stage.
 */
export async function findVacancyNames(db: Executor, lang: Lang, vacancy: VacancyReferences) {
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
  return names;
}

/** Reads a live vacancy within `scope` (no lock). */
export async function findVisibleVacancyRow(db: Executor, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.is_deleted, false), scope));
  return row;
}

/** Reads a vacancy's timeline rows oldest first, each with its user's name. */
export function findVacancyLogs(db: Executor, vacancyId: number) {
  return db
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
    .where(eq(vacancyLogs.vacancy, vacancyId))
    .orderBy(asc(vacancyLogs.created_at), asc(vacancyLogs.id));
}

/** Reads how many live vacancies within `scope` hold each status, of a type and a region when given. */
export function countVacanciesByStatus(db: Executor, scope: SQL | undefined, filter: DashboardFilter) {
  const where: (SQL | undefined)[] = [eq(vacancies.is_deleted, false), scope];
  if (filter.vacancy_type) where.push(eq(vacancies.vacancy_type, filter.vacancy_type));
  if (filter.region)
    where.push(sql`${vacancies.company} in (select c.id from companies c where c.region = ${filter.region})`);
  return db
    .select({ status: vacancies.status, n: sql<number>`count(*)::int` })
    .from(vacancies)
    .where(and(...where))
    .groupBy(vacancies.status);
}

/**
 * Reads the positions (titles) of live vacancies within `scope`, of a type and containing a text
 * when given: at most 20, the most used first.
 */
export function findDistinctPositions(db: Executor, scope: SQL | undefined, filter: PositionsFilter) {
  const where: (SQL | undefined)[] = [eq(vacancies.is_deleted, false), scope];
  if (filter.vacancy_type) where.push(eq(vacancies.vacancy_type, filter.vacancy_type));
  if (filter.search)
    where.push(sql`${vacancies.position} ilike ${`%${filter.search.replace(/[\\%_]/g, '\\$&')}%`}`);
  return db
    .select({ position: vacancies.position })
    .from(vacancies)
    .where(and(...where))
    .groupBy(vacancies.position)
    .orderBy(sql`count(*) desc`, asc(vacancies.position))
    .limit(20);
}

/** The display names of a vacancy's team: its recruiter, HR manager and program manager. */
export async function findTeamNames(
  db: Executor,
  team: { recruiter: number | null; hr_manager: number | null; program_manager: number | null },
) {
  const [names] = await queryRows<{
    recruiter: string | null;
    hr_manager: string | null;
    program_manager: string | null;
  }>(
    db,
    sql`select
      ${userNameOf(sql`${team.recruiter}::int`)} as recruiter,
      ${userNameOf(sql`${team.hr_manager}::int`)} as hr_manager,
      ${userNameOf(sql`${team.program_manager}::int`)} as program_manager`,
  );
  return names;
}
