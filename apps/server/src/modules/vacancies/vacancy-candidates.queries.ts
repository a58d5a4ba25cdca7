import type { SaveDraftCandidateBody } from '@rp/contract/entities';
import type { FollowUpStatus } from '@rp/contract/enums';
import { openFollowUpStatuses } from '@rp/contract/rules/follow-up';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  candidates,
  vacancies,
  vacancyCandidateHistory,
  vacancyCandidateStatus,
  vacancyCandidates,
} from '../../db/schema/index';
import { candidateFullNameSql } from '../../resources/names';

/**
 * The statements of the actions on candidates of a vacancy (vacancy-candidates.service.ts holds
 * their rules, order and transactions; docs/architecture.md "Where each kind of code lives"). A
 * `scope` parameter is the caller's data scope condition on vacancies, none for a superuser.
 */

type VacancyCandidateRow = typeof vacancyCandidates.$inferSelect;

/** A vacancy and a candidate of the database. */
export type VacancyCandidatePair = { vacancy: number; candidate: number };

/** The columns an assignment writes besides its status and time. */
export type AssignmentValues = {
  interview_date: string | null;
  interview_time: string | null;
  follow_user: number;
};

/** The details of a draft: the save_draft_candidate body without its pair. */
export type DraftDetails = Omit<SaveDraftCandidateBody, 'vacancy' | 'candidate'>;

/** The columns a close writes besides its time (docs/domain.md#statuses-and-transitions). */
export type CloseValues = {
  status: FollowUpStatus;
  follow_user: number;
  follow_up?: string;
  reject_reason?: number | null;
  /** Who hired the candidate; `hired_at` is then written too. */
  hired_user?: number;
};

/** The columns a system rejection writes besides its status and time. */
export type RejectionValues = { reject_reason: number | null; follow_user: number; follow_up: string | null };

/** The medical columns of a medical service (an omitted one keeps its value). */
export type MedicalValues = {
  medical_status: VacancyCandidateRow['medical_status'];
  medical_user: number;
  /** The day of the exam (yyyy-mm-dd), else the moment it is recorded. */
  medical_day: string | null | undefined;
  require_medical?: boolean;
  medical_notes?: string | null;
};

/** The integration columns of a hired candidate (omitted notes keep their value). */
export type IntegrationValues = { integration_date: string | null; integration_notes?: string | null };

// ---------------------------------------------------------------------------------------------
// Reads and locks shared by the actions

/** Reads the vacancy of a vacancy candidate (no lock). */
export async function findVacancyOfVacancyCandidate(db: Executor, id: number) {
  const [ref] = await db
    .select({ vacancy: vacancyCandidates.vacancy })
    .from(vacancyCandidates)
    .where(eq(vacancyCandidates.id, id));
  return ref;
}

/** Reads and locks (`for update`) a vacancy candidate's row. */
export async function lockVacancyCandidate(db: Executor, id: number) {
  const [row] = await db.select().from(vacancyCandidates).where(eq(vacancyCandidates.id, id)).for('update');
  return row;
}

/** Reads a candidate's full name. */
export async function findCandidateName(db: Executor, candidateId: number) {
  const [row] = await db
    .select({ name: candidateFullNameSql() })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row;
}

/** Reads the full name of a vacancy candidate's candidate. */
export async function findVacancyCandidateName(db: Executor, id: number) {
  const [row] = await db
    .select({ name: candidateFullNameSql() })
    .from(vacancyCandidates)
    .innerJoin(candidates, eq(candidates.id, vacancyCandidates.candidate))
    .where(eq(vacancyCandidates.id, id));
  return row;
}

/** Writes the vacancy's counters from its rows: candidates (not drafts) and hired ones. */
export async function recountVacancy(db: Executor, vacancyId: number) {
  await db.execute(sql`
    update vacancies v set
      total_candidates = (select count(*)::int from vacancy_candidates vc where vc.vacancy = v.id and not vc.is_draft),
      hired_candidates = (select count(*)::int from vacancy_candidates vc where vc.vacancy = v.id and not vc.is_draft and vc.status = 'Hired'),
      hired = (select count(*)::int from vacancy_candidates vc where vc.vacancy = v.id and not vc.is_draft and vc.status = 'Hired')
    where v.id = ${vacancyId}`);
}

/** Reads a vacancy's hired count and quantity of positions. */
export async function findHiredAndQuantity(db: Executor, vacancyId: number) {
  const [row] = await db
    .select({ hired: vacancies.hired, quantity: vacancies.quantity })
    .from(vacancies)
    .where(eq(vacancies.id, vacancyId));
  return row;
}

// ---------------------------------------------------------------------------------------------
// Assignment and drafts

/** Reads and locks (`for update`) the id of the pair's draft. */
export async function lockDraftOfPair(db: Executor, pair: VacancyCandidatePair) {
  const [draft] = await db
    .select({ id: vacancyCandidates.id })
    .from(vacancyCandidates)
    .where(
      and(
        eq(vacancyCandidates.vacancy, pair.vacancy),
        eq(vacancyCandidates.candidate, pair.candidate),
        eq(vacancyCandidates.is_draft, true),
      ),
    )
    .for('update');
  return draft;
}

/** The columns of an assignment: Pending, not a draft, followed now. */
const assignmentColumns = (values: AssignmentValues) => ({
  status: 'Pending' as const,
  is_draft: false,
  interview_date: values.interview_date,
  interview_time: values.interview_time,
  follow_user: values.follow_user,
  follow_date: sql`now()`,
  updated_at: sql`now()`,
});

/** Writes a draft as a Pending assignment. */
export async function updateDraftToAssignment(db: Executor, draftId: number, values: AssignmentValues) {
  await db.update(vacancyCandidates).set(assignmentColumns(values)).where(eq(vacancyCandidates.id, draftId));
}

/** Inserts a Pending assignment of the pair and returns its id. */
export async function insertAssignment(
  db: Executor,
  assignment: VacancyCandidatePair & AssignmentValues & { created_by: number },
) {
  const { vacancy, candidate, created_by, ...values } = assignment;
  const [inserted] = await db
    .insert(vacancyCandidates)
    .values({ vacancy, candidate, created_by, ...assignmentColumns(values) })
    .returning({ id: vacancyCandidates.id });
  return inserted!.id;
}

/** Writes the moment a vacancy started recruiting (`recruited_at`, now). */
export async function markVacancyRecruited(db: Executor, vacancyId: number) {
  await db.update(vacancies).set({ recruited_at: sql`now()` }).where(eq(vacancies.id, vacancyId));
}

/** Reads and locks (`for update`) the pair's draft or open assignment, the assignment first. */
export async function lockDraftOrOpenOfPair(db: Executor, pair: VacancyCandidatePair) {
  const [existing] = await db
    .select({ id: vacancyCandidates.id, is_draft: vacancyCandidates.is_draft })
    .from(vacancyCandidates)
    .where(
      and(
        eq(vacancyCandidates.vacancy, pair.vacancy),
        eq(vacancyCandidates.candidate, pair.candidate),
        or(
          eq(vacancyCandidates.is_draft, true),
          inArray(vacancyCandidates.status, [...openFollowUpStatuses]),
        ),
      ),
    )
    .orderBy(vacancyCandidates.is_draft)
    .limit(1)
    .for('update');
  return existing;
}

/** Writes a draft's details. */
export async function updateDraftDetails(db: Executor, id: number, details: DraftDetails) {
  await db
    .update(vacancyCandidates)
    .set({ ...details, updated_at: sql`now()` })
    .where(eq(vacancyCandidates.id, id));
}

/** Inserts a draft of the pair with its details and returns its id. */
export async function insertDraft(
  db: Executor,
  draft: VacancyCandidatePair & { details: DraftDetails; created_by: number },
) {
  const [inserted] = await db
    .insert(vacancyCandidates)
    .values({
      ...draft.details,
      vacancy: draft.vacancy,
      candidate: draft.candidate,
      is_draft: true,
      created_by: draft.created_by,
    })
    .returning({ id: vacancyCandidates.id });
  return inserted!.id;
}

// ---------------------------------------------------------------------------------------------
// Follow-up

/** Reads the working stages (vacancy_candidate_status) with these ids. */
export async function findCandidateStages(db: Executor, ids: number[]) {
  return db
    .select({ id: vacancyCandidateStatus.id, name: vacancyCandidateStatus.name })
    .from(vacancyCandidateStatus)
    .where(inArray(vacancyCandidateStatus.id, ids));
}

/** Writes a vacancy candidate's working stage. */
export async function updateStageOf(db: Executor, id: number, stageId: number) {
  await db
    .update(vacancyCandidates)
    .set({ current_status: stageId, updated_at: sql`now()` })
    .where(eq(vacancyCandidates.id, id));
}

/** Inserts a vacancy candidate's stage history row. */
export async function insertCandidateHistory(
  db: Executor,
  entry: typeof vacancyCandidateHistory.$inferInsert,
) {
  await db.insert(vacancyCandidateHistory).values(entry);
}

/** Writes a close: the status, who followed and when, and what the status needs. */
export async function updateClosedCandidate(db: Executor, id: number, values: CloseValues) {
  await db
    .update(vacancyCandidates)
    .set({
      ...values,
      follow_date: sql`now()`,
      updated_at: sql`now()`,
      ...(values.hired_user === undefined ? {} : { hired_at: sql`now()` }),
    })
    .where(eq(vacancyCandidates.id, id));
}

/** Reads a candidate's open assignments (not drafts) in live vacancies within `scope`, by vacancy. */
export async function findOpenCandidaciesOf(db: Executor, candidateId: number, scope: SQL | undefined) {
  return db
    .select({ id: vacancyCandidates.id, vacancy: vacancyCandidates.vacancy })
    .from(vacancyCandidates)
    .innerJoin(vacancies, eq(vacancies.id, vacancyCandidates.vacancy))
    .where(
      and(
        eq(vacancyCandidates.candidate, candidateId),
        eq(vacancyCandidates.is_draft, false),
        inArray(vacancyCandidates.status, [...openFollowUpStatuses]),
        eq(vacancies.is_deleted, false),
        scope,
      ),
    )
    .orderBy(vacancyCandidates.vacancy, vacancyCandidates.id);
}

/** Writes a vacancy candidate as Rejected with its reason, who followed and when. */
export async function updateRejectedCandidate(db: Executor, id: number, values: RejectionValues) {
  await db
    .update(vacancyCandidates)
    .set({
      status: 'Rejected',
      reject_reason: values.reject_reason,
      follow_user: values.follow_user,
      follow_date: sql`now()`,
      follow_up: values.follow_up,
      updated_at: sql`now()`,
    })
    .where(eq(vacancyCandidates.id, id));
}

// ---------------------------------------------------------------------------------------------
// Medical service and integration

/** Writes whether a vacancy candidate needs the medical exam before hiring. */
export async function updateRequireMedicalOf(db: Executor, id: number, requireMedical: boolean) {
  await db
    .update(vacancyCandidates)
    .set({ require_medical: requireMedical, updated_at: sql`now()` })
    .where(eq(vacancyCandidates.id, id));
}

/** Writes a vacancy candidate's medical service: result, notes, who and when. */
export async function updateMedicalServiceOf(db: Executor, id: number, values: MedicalValues) {
  const { medical_day, ...medical } = values;
  await db
    .update(vacancyCandidates)
    .set({
      ...medical,
      // a given day is kept at noon UTC, so it reads as that day in the users' time zones
      medical_date: medical_day ? sql`(${medical_day}::date + time '12:00') at time zone 'UTC'` : sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(vacancyCandidates.id, id));
}

/** Writes a hired candidate's integration date and notes. */
export async function updateIntegrationOf(db: Executor, id: number, values: IntegrationValues) {
  await db
    .update(vacancyCandidates)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(vacancyCandidates.id, id));
}

// ---------------------------------------------------------------------------------------------
// Summary

/** Reads the id of a live vacancy within `scope`. */
export async function findVisibleVacancy(db: Executor, vacancyId: number, scope: SQL | undefined) {
  const [vacancy] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.id, vacancyId), eq(vacancies.is_deleted, false), scope));
  return vacancy;
}

/** Reads how many of a vacancy's candidates (not drafts) hold each follow-up status. */
export async function countByStatusOfVacancy(db: Executor, vacancyId: number) {
  return db
    .select({ status: vacancyCandidates.status, n: sql<number>`count(*)::int` })
    .from(vacancyCandidates)
    .where(and(eq(vacancyCandidates.vacancy, vacancyId), eq(vacancyCandidates.is_draft, false)))
    .groupBy(vacancyCandidates.status);
}

/** Reads how many of a vacancy's candidates (not drafts) hold one of `statuses`. */
export async function countOfVacancyIn(db: Executor, vacancyId: number, statuses: readonly FollowUpStatus[]) {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vacancyCandidates)
    .where(
      and(
        eq(vacancyCandidates.vacancy, vacancyId),
        eq(vacancyCandidates.is_draft, false),
        inArray(vacancyCandidates.status, [...statuses]),
      ),
    );
  return counted?.n ?? 0;
}
