import { openFollowUpStatuses } from '@rp/contract/rules/follow-up';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidates, requeriments, requirementCandidates, requirementItems } from '../../db/schema/index';
import { candidateFullNameSql, localizedNameSql } from '../../resources/names';

/**
 * The statements of the follow-up actions (requirement-candidates.service.ts holds their rules,
 * order and transactions; docs/architecture.md "Where each kind of code lives"). A `scope`
 * parameter is the caller's data scope condition (docs/domain.md#data-scope), none for a superuser.
 */

type AssignmentRow = typeof requirementCandidates.$inferSelect;

/** The columns a follow-up step writes besides its time (docs/domain.md#statuses-and-transitions). */
export type FollowUpChange = {
  status: AssignmentRow['status'];
  follow_user: number;
  follow_up?: string;
  reject_reason?: number;
  /** Who hired the candidate; `hired_at` is then written too. */
  hired_user?: number;
  type_not_attend?: NonNullable<AssignmentRow['type_not_attend']>;
};

/** The medical columns an assignment's medical service writes besides its time. */
export type MedicalChange = {
  medical_status: AssignmentRow['medical_status'];
  medical_user: number;
  require_medical?: boolean;
  medical_notes?: string | null;
};

const candidateName = candidateFullNameSql();

/** Reads a candidate's full name and a position's name in Spanish and in English (empty without one). */
export async function findCandidateAndPositionNames(
  db: Executor,
  candidateId: number,
  positionId: number | null,
) {
  const [row] = await db
    .select({
      candidate: candidateName,
      es: sql<string>`coalesce((select p.name_es from positions p where p.id = ${positionId}), '')`,
      en: sql<string>`coalesce((select ${localizedNameSql('en', sql`p.name_es`, sql`p.name_en`)} from positions p where p.id = ${positionId}), '')`,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row;
}

/** Reads a requirement item (its id, requirement and position) of a live requirement within `scope`. */
export async function findAssignableItem(db: Executor, itemId: number, scope: SQL | undefined) {
  const [item] = await db
    .select({
      id: requirementItems.id,
      requeriment: requirementItems.requeriment,
      position: requirementItems.position,
    })
    .from(requirementItems)
    .innerJoin(requeriments, eq(requeriments.id, requirementItems.requeriment))
    .where(and(eq(requirementItems.id, itemId), eq(requeriments.is_deleted, false), scope));
  return item;
}

/** Inserts an assignment (requeriment_candidates row) and returns its id. */
export async function insertAssignment(db: Executor, values: typeof requirementCandidates.$inferInsert) {
  const [inserted] = await db
    .insert(requirementCandidates)
    .values(values)
    .returning({ id: requirementCandidates.id });
  return inserted;
}

/** Reads the candidate of an assignment within `scope`. */
export async function findAssignmentCandidate(db: Executor, id: number, scope: SQL | undefined) {
  const [source] = await db
    .select({ candidate: requirementCandidates.candidate })
    .from(requirementCandidates)
    .where(and(eq(requirementCandidates.id, id), scope));
  return source;
}

/** Reads the requirement of an assignment within `scope`. */
export async function findAssignmentRequirement(db: Executor, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select({ requeriment: requirementCandidates.requeriment_id })
    .from(requirementCandidates)
    .where(and(eq(requirementCandidates.id, id), scope));
  return row;
}

/** Reads and locks (`for update`) an assignment. */
export async function lockAssignmentRow(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(requirementCandidates)
    .where(eq(requirementCandidates.id, id))
    .for('update');
  return row;
}

/** Reads the status of an assignment within `scope`. */
export async function findAssignmentStatus(db: Executor, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select({ status: requirementCandidates.status })
    .from(requirementCandidates)
    .where(and(eq(requirementCandidates.id, id), scope));
  return row;
}

/** Reads the ids of a candidate's open assignments (Pending or Accepted) within `scope`, by id. */
export async function findOpenAssignmentIds(db: Executor, candidateId: number, scope: SQL | undefined) {
  return db
    .select({ id: requirementCandidates.id })
    .from(requirementCandidates)
    .where(
      and(
        eq(requirementCandidates.candidate, candidateId),
        inArray(requirementCandidates.status, [...openFollowUpStatuses]),
        scope,
      ),
    )
    .orderBy(requirementCandidates.id);
}

/** Reads the full name of an assignment's candidate. */
export async function findAssignmentCandidateName(db: Executor, id: number) {
  const [row] = await db
    .select({ name: candidateName })
    .from(requirementCandidates)
    .innerJoin(candidates, eq(candidates.id, requirementCandidates.candidate))
    .where(eq(requirementCandidates.id, id));
  return row;
}

/** Writes a follow-up step on an assignment: `change`, with follow_date, updated_at (and hired_at) now. */
export async function updateAssignmentFollowUp(db: Executor, id: number, change: FollowUpChange) {
  await db
    .update(requirementCandidates)
    .set({
      status: change.status,
      follow_user: change.follow_user,
      follow_date: sql`now()`,
      updated_at: sql`now()`,
      follow_up: change.follow_up,
      reject_reason: change.reject_reason,
      hired_at: change.hired_user === undefined ? undefined : sql`now()`,
      hired_user: change.hired_user,
      type_not_attend: change.type_not_attend,
    })
    .where(eq(requirementCandidates.id, id));
}

/** Writes an assignment's medical columns: `change`, with medical_date and updated_at now. */
export async function updateAssignmentMedical(db: Executor, id: number, change: MedicalChange) {
  await db
    .update(requirementCandidates)
    .set({
      medical_status: change.medical_status,
      medical_user: change.medical_user,
      medical_date: sql`now()`,
      updated_at: sql`now()`,
      require_medical: change.require_medical,
      medical_notes: change.medical_notes,
    })
    .where(eq(requirementCandidates.id, id));
}

/** Deletes an assignment (requeriment_candidates row). */
export async function deleteAssignmentRow(db: Executor, id: number) {
  await db.delete(requirementCandidates).where(eq(requirementCandidates.id, id));
}
