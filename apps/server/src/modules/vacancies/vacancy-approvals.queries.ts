import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, users, vacancies, vacancyApprovals } from '../../db/schema/index';

/**
 * The statements of the approvals by key, their reminders and their mail (vacancy-approval-answers.ts,
 * vacancy-reminders.ts and vacancy-approval-mail.ts hold their rules, order and transactions;
 * docs/architecture.md "Where each kind of code lives").
 */

/** What picks the approvals due for a reminder: after an id, `days` and `max` of the setting. */
export type DueReminders = { after: number; days: number; max: number; batch: number };

// ---------------------------------------------------------------------------------------------
// Answers by key

/** The approval of a key (its hash) with its vacancy, when the vacancy is live. */
const approvalOfKey = (db: Executor, keyHash: string) =>
  db
    .select({ approval: vacancyApprovals, vacancy: vacancies })
    .from(vacancyApprovals)
    .innerJoin(vacancies, eq(vacancies.id, vacancyApprovals.vacancy))
    .where(and(eq(vacancyApprovals.key, keyHash), eq(vacancies.is_deleted, false)));

/** Reads the approval of a key (its hash) and its live vacancy (no lock). */
export async function findApprovalByKey(db: Executor, keyHash: string) {
  const [row] = await approvalOfKey(db, keyHash);
  return row;
}

/** Reads and locks (`for update`) the approval of a key (its hash) and its live vacancy. */
export async function lockApprovalByKey(db: Executor, keyHash: string) {
  const [row] = await approvalOfKey(db, keyHash).for('update');
  return row;
}

/** Reads and locks (`for update`) a vacancy's row: answers to one vacancy wait for each other. */
export async function lockVacancyForAnswer(db: Executor, vacancyId: number) {
  await db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.id, vacancyId)).for('update');
}

/** Writes an approval as approved now. */
export async function markApprovalApproved(db: Executor, approvalId: number) {
  await db
    .update(vacancyApprovals)
    .set({ approve_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(vacancyApprovals.id, approvalId));
}

/** Reads how many approvals of a vacancy are not approved yet. */
export async function countUnapprovedOfVacancy(db: Executor, vacancyId: number) {
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vacancyApprovals)
    .where(and(eq(vacancyApprovals.vacancy, vacancyId), isNull(vacancyApprovals.approve_at)));
  return left?.n ?? 0;
}

/** Writes the transaction's time as the moment a vacancy got all its approvals. */
export async function markVacancyApproved(db: Executor, vacancyId: number) {
  await db.update(vacancies).set({ approved_at: sql`now()` }).where(eq(vacancies.id, vacancyId));
}

/** Writes an approval as declined now, with the approver's comment. */
export async function markApprovalDeclined(db: Executor, approvalId: number, comment: string) {
  await db
    .update(vacancyApprovals)
    .set({ declined_at: sql`now()`, decline_comment: comment, updated_at: sql`now()` })
    .where(eq(vacancyApprovals.id, approvalId));
}

// ---------------------------------------------------------------------------------------------
// Reminders

/**
 * Reads and locks (`for update` of the approvals, skipping locked ones) the next `batch` approvals
 * after `after`, by id, still open in a vacancy waiting for approval, mailed and reminded fewer than
 * `max` times, whose last mail is at least `days` days plus one per reminder old; with their vacancy.
 */
export async function lockDueApprovals(db: Executor, due: DueReminders) {
  return db
    .select({ approval: vacancyApprovals, vacancy: vacancies })
    .from(vacancyApprovals)
    .innerJoin(vacancies, eq(vacancies.id, vacancyApprovals.vacancy))
    .where(
      and(
        gt(vacancyApprovals.id, due.after),
        eq(vacancies.status, 'Pending'),
        isNull(vacancies.approved_at),
        eq(vacancies.is_deleted, false),
        isNull(vacancyApprovals.approve_at),
        isNull(vacancyApprovals.declined_at),
        sql`${vacancyApprovals.mailed_at} is not null`,
        sql`${vacancyApprovals.reminders} < ${due.max}`,
        sql`${vacancyApprovals.mailed_at} <= now() - make_interval(days => ${due.days + 0} + ${vacancyApprovals.reminders})`,
      ),
    )
    .orderBy(vacancyApprovals.id)
    .limit(due.batch)
    .for('update', { of: vacancyApprovals, skipLocked: true });
}

/** Writes an approval's fresh key (its hash) and counts one more reminder. */
export async function renewReminderKey(db: Executor, approvalId: number, keyHash: string) {
  await db
    .update(vacancyApprovals)
    .set({ key: keyHash, reminders: sql`${vacancyApprovals.reminders} + 1`, updated_at: sql`now()` })
    .where(eq(vacancyApprovals.id, approvalId));
}

// ---------------------------------------------------------------------------------------------
// Mail

/** Reads the e-mail and language of the active users among these ids. */
export async function findActiveUsersMail(db: Executor, userIds: number[]) {
  return db
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.is_active, true)));
}

/** Reads a company's Spanish and English names. */
export async function findCompanyNames(db: Executor, companyId: number) {
  const [row] = await db
    .select({ es: companies.name_es, en: companies.name_en })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}
