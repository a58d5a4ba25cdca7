import { openFollowUpStatuses } from '@rp/contract/rules/follow-up';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  companies,
  defaultApprovals,
  fileRecords,
  vacancies,
  vacancyApprovals,
  vacancyCandidates,
  vacancyDocuments,
} from '../../db/schema/index';

/**
 * The statements of the signed-in users' status actions on a vacancy (vacancies.service.ts holds
 * their rules, order and transactions) and of the area's resource hooks (vacancies.resources.ts);
 * docs/architecture.md "Where each kind of code lives".
 */

/** The columns of a new approval besides its mail time; `mailed` writes that time as now. */
export type NewApprovalValues = Pick<
  typeof vacancyApprovals.$inferInsert,
  'vacancy' | 'full_name' | 'title' | 'email' | 'sort_item' | 'key' | 'lang'
> & { mailed: boolean };

/** Reads the default approvers of a company's region for a vacancy type, in their order. */
export async function findDefaultApprovers(
  db: Executor,
  companyId: number,
  vacancyType: (typeof defaultApprovals.$inferSelect)['approval_type'],
) {
  return db
    .select({
      full_name: defaultApprovals.full_name,
      title: defaultApprovals.title,
      email: defaultApprovals.email,
      sort_item: defaultApprovals.sort_item,
      send_email: defaultApprovals.send_email,
    })
    .from(defaultApprovals)
    .innerJoin(companies, eq(companies.region, defaultApprovals.region))
    .where(and(eq(companies.id, companyId), eq(defaultApprovals.approval_type, vacancyType)))
    .orderBy(asc(defaultApprovals.sort_item), asc(defaultApprovals.id));
}

/** Deletes every approval of a vacancy. */
export async function deleteApprovalsOfVacancy(db: Executor, vacancyId: number) {
  await db.delete(vacancyApprovals).where(eq(vacancyApprovals.vacancy, vacancyId));
}

/** Writes a new approval of a vacancy. */
export async function insertApproval(db: Executor, values: NewApprovalValues) {
  await db.insert(vacancyApprovals).values({
    vacancy: values.vacancy,
    full_name: values.full_name,
    title: values.title,
    email: values.email,
    sort_item: values.sort_item,
    key: values.key,
    lang: values.lang,
    mailed_at: values.mailed ? sql`now()` : null,
  });
}

/** Writes the transaction's time as the moment a vacancy's approvals were sent. */
export async function markApprovalsSent(db: Executor, vacancyId: number) {
  await db.update(vacancies).set({ approvals_sent_at: sql`now()` }).where(eq(vacancies.id, vacancyId));
}

/** Reads and locks (`for update`) an approval's row. */
export async function lockApproval(db: Executor, approvalId: number) {
  const [approval] = await db
    .select()
    .from(vacancyApprovals)
    .where(eq(vacancyApprovals.id, approvalId))
    .for('update');
  return approval;
}

/** Writes a fresh key (its hash) to an approval mailed alone now, in `lang`, with no reminders yet. */
export async function renewApprovalKey(db: Executor, approvalId: number, keyHash: string, lang: string) {
  await db
    .update(vacancyApprovals)
    .set({
      key: keyHash,
      single_email: true,
      mailed_at: sql`now()`,
      reminders: 0,
      lang,
      updated_at: sql`now()`,
    })
    .where(eq(vacancyApprovals.id, approvalId));
}

/** Writes a vacancy's open candidates (Pending, Accepted; not drafts) as Rejected with a reason. */
export async function rejectOpenCandidatesOfVacancy(
  db: Executor,
  vacancyId: number,
  rejectReason: number | null,
  followUser: number,
) {
  await db
    .update(vacancyCandidates)
    .set({
      status: 'Rejected',
      reject_reason: rejectReason,
      follow_user: followUser,
      follow_date: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(vacancyCandidates.vacancy, vacancyId),
        eq(vacancyCandidates.is_draft, false),
        inArray(vacancyCandidates.status, [...openFollowUpStatuses]),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Resource hooks

/** Writes a vacancy as deleted (soft). */
export async function softDeleteVacancy(db: Executor, vacancyId: number) {
  await db
    .update(vacancies)
    .set({ is_deleted: true, updated_at: sql`now()` })
    .where(eq(vacancies.id, vacancyId));
}

/** Deletes a vacancy candidate's row. */
export async function deleteVacancyCandidate(db: Executor, id: number) {
  await db.delete(vacancyCandidates).where(eq(vacancyCandidates.id, id));
}

/** Deletes a vacancy document's row (its file stays). */
export async function deleteVacancyDocument(db: Executor, id: number) {
  await db.delete(vacancyDocuments).where(eq(vacancyDocuments.id, id));
}

/** Reads a file record's original name and extension. */
export async function findFileNameAndExtension(db: Executor, fileId: number) {
  const [file] = await db
    .select({ original_name: fileRecords.original_name, extension: fileRecords.extension })
    .from(fileRecords)
    .where(eq(fileRecords.id, fileId));
  return file;
}

/** Reads the id of a vacancy, deleted or not. */
export async function findVacancyId(db: Executor, vacancyId: number) {
  const [vacancy] = await db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.id, vacancyId));
  return vacancy;
}
