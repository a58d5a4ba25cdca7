import type { LogEvent } from '@rp/contract/entities';
import type { VacancyStatus } from '@rp/contract/enums';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client';
import { vacancies, vacancyHistory, vacancyLogs, vacancyStatus } from '../../db/schema/index';

/**
 * The statements of the vacancy's status machine (vacancy-stages.ts holds its rules and order; the
 * caller's transaction runs them; docs/architecture.md "Where each kind of code lives"). A `scope`
 * parameter is the caller's data scope condition on vacancies, none for a superuser.
 */

/** A timeline row of a vacancy, besides its days in the stage left. */
export type NewVacancyLog = {
  vacancy: number;
  status: string;
  event: LogEvent;
  comment: string;
  user: number | null;
};

/** Reads and locks (`for update`) a live vacancy within `scope`. */
export async function lockVisibleVacancy(db: Executor, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.is_deleted, false), scope))
    .for('update');
  return row;
}

/** Reads the id of the working stage (vacancy_status) named `name`. */
export async function findVacancyStageId(db: Executor, name: string) {
  const [row] = await db
    .select({ id: vacancyStatus.id })
    .from(vacancyStatus)
    .where(eq(vacancyStatus.name, name));
  return row;
}

/** Reads the name of a working stage (vacancy_status). */
export async function findVacancyStageName(db: Executor, id: number) {
  const [row] = await db
    .select({ name: vacancyStatus.name })
    .from(vacancyStatus)
    .where(eq(vacancyStatus.id, id));
  return row;
}

/**
 * Inserts a timeline row of a vacancy with the whole days spent in the stage left: since its last
 * stage entry, else its creation.
 */
export async function insertVacancyLog(db: Executor, log: NewVacancyLog) {
  await db.insert(vacancyLogs).values({
    ...log,
    days: sql`greatest(0, current_date - coalesce(
      (select max(h.created_at) from vacancy_history h where h.vacancy = ${log.vacancy} and h.status is not null),
      (select v.created_at from vacancies v where v.id = ${log.vacancy}))::date)`,
  });
}

/** Inserts a vacancy's history row (a stage entered, or a comment when `status` is null). */
export async function insertVacancyHistory(db: Executor, entry: typeof vacancyHistory.$inferInsert) {
  await db.insert(vacancyHistory).values(entry);
}

/** Writes a vacancy's working stage. */
export async function updateVacancyStage(db: Executor, id: number, stageId: number) {
  await db
    .update(vacancies)
    .set({ current_status: stageId, updated_at: sql`now()` })
    .where(eq(vacancies.id, id));
}

/** Writes a vacancy's business status with the extra columns of the move. */
export async function updateVacancyStatus(
  db: Executor,
  id: number,
  status: VacancyStatus,
  extra: PgUpdateSetSource<typeof vacancies>,
) {
  await db
    .update(vacancies)
    .set({ status, updated_at: sql`now()`, ...extra })
    .where(eq(vacancies.id, id));
}

/** Reads a vacancy's type. */
export async function findVacancyType(db: Executor, id: number) {
  const [row] = await db.select({ type: vacancies.vacancy_type }).from(vacancies).where(eq(vacancies.id, id));
  return row;
}

/** Writes a vacancy's code. */
export async function updateVacancyCode(db: Executor, id: number, code: string) {
  await db.update(vacancies).set({ code }).where(eq(vacancies.id, id));
}

/** Takes the transaction-scoped advisory lock of a code prefix (`CLI-2026-`). */
export async function lockCodePrefix(db: Executor, prefix: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`vacancy-code:${prefix}`}))`);
}

/** Reads the number after the highest code of a prefix (1 when it has none). */
export async function findNextCodeNumber(db: Executor, prefix: string) {
  const [row] = await queryRows<{ next: number }>(
    db,
    sql`select coalesce(max(substr(code, ${prefix.length + 1}::int)::int), 0) + 1 as next
          from vacancies where code like ${`${prefix}%`} and substr(code, ${prefix.length + 1}::int) ~ '^[0-9]+$'`,
  );
  return row;
}
