import { followUpStatusLabelKey, translate } from '@rp/contract';
import type {
  AssignCandidateBody,
  AssignFromStatusBody,
  CloseCandidateBody,
  CloseMassiveCandidateBody,
  UpdateMedicalServiceBody,
} from '@rp/contract/entities';
import { clas, type FollowUpStatus } from '@rp/contract/enums';
import {
  canMove,
  isFinalStatus,
  isOpenAssignment,
  isRemovable,
  notAttendCall,
  openFollowUpStatuses,
  takesCandidates,
  typeNotAttendFrom,
} from '@rp/contract/rules/follow-up';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../context';
import {
  candidates,
  catalogs,
  companies,
  requeriments,
  requirementCandidates,
  requirementItems,
} from '../../db/schema/index';
import { ApiError, conflict, FieldErrors, notFound } from '../../lib/errors';
import { inTransaction, type TxCtx } from '../../lib/transaction';
import { candidateFullNameSql, localizedNameSql } from '../../resources/names';
import { assertAssignable, assertNotInProcess, hireCandidate } from '../candidates/candidates.service';
import { queueInterviewInvitation } from '../mail/interview-invitation';
import { recountAndAdvance, writeLog } from './requirement-counters';
import {
  callerScope,
  lockAssignment,
  lockRequirement,
  requirementCandidateScope,
  requirementScope,
} from './requirement-scope';

/**
 * The follow-up actions of a requirement's candidates (docs/domain.md#statuses-and-transitions): assign, close,
 * close many, not attended, medical service, delete; each in one transaction that locks the
 * requirement first, then the assignment.
 */

// ---------------------------------------------------------------------------------------------
// Follow-up actions

const candidateName = candidateFullNameSql();

async function describe(ctx: TxCtx, candidateId: number, positionId: number | null) {
  const [row] = await ctx.db
    .select({
      candidate: candidateName,
      es: sql<string>`coalesce((select p.name_es from positions p where p.id = ${positionId}), '')`,
      en: sql<string>`coalesce((select ${localizedNameSql('en', sql`p.name_es`, sql`p.name_en`)} from positions p where p.id = ${positionId}), '')`,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return {
    candidate: row?.candidate ?? String(candidateId),
    position: { es: row?.es ?? '', en: row?.en ?? '' },
  };
}

/** assign_candidate: a live, not blacklisted candidate without another open assignment, to an item. */
export async function assignCandidate(ctx: Ctx, body: AssignCandidateBody): Promise<number> {
  return inTransaction(ctx, (tx) => assignIn(tx, body));
}

async function assignIn(ctx: TxCtx, body: AssignCandidateBody): Promise<number> {
  const [item] = await ctx.db
    .select({
      id: requirementItems.id,
      requeriment: requirementItems.requeriment,
      position: requirementItems.position,
    })
    .from(requirementItems)
    .innerJoin(requeriments, eq(requeriments.id, requirementItems.requeriment))
    .where(
      and(
        eq(requirementItems.id, body.requeriment),
        eq(requeriments.is_deleted, false),
        callerScope(ctx, requirementScope),
      ),
    );
  if (!item) throw FieldErrors.one('requeriment', 'validation.not_found_ref');
  const requeriment = await lockRequirement(ctx, item.requeriment);
  if (!takesCandidates(requeriment.status)) throw conflict('errors.requeriment_closed');
  await assertAssignable(ctx, body.candidate, { field: 'candidate' });
  await assertNotInProcess(ctx, body.candidate);
  const [inserted] = await ctx.db
    .insert(requirementCandidates)
    .values({
      requeriment: item.id,
      candidate: body.candidate,
      interview_date: body.interview_date,
      interview_time: body.interview_time,
      status: 'Pending',
      position: item.position,
      company: requeriment.company,
      requeriment_id: requeriment.id,
      user_appointment: ctx.actor.id,
    })
    .returning({ id: requirementCandidates.id });
  const names = await describe(ctx, body.candidate, item.position);
  await writeLog(ctx, {
    requeriment: requeriment.id,
    status: 'Assigned',
    event: { kind: 'assigned', ...names, date: body.interview_date, time: body.interview_time },
  });
  const [company] = await ctx.db
    .select({ name: companies.name_es })
    .from(companies)
    .where(eq(companies.id, requeriment.company));
  await queueInterviewInvitation(ctx.db, {
    candidate: body.candidate,
    position: names.position.es,
    company: company?.name ?? '',
    date: body.interview_date,
    time: body.interview_time,
  });
  await recountAndAdvance(ctx, requeriment.id);
  return inserted!.id;
}

/** assign_from_status: the candidate of an assignment, to another item (a new assignment). */
export async function assignFromStatus(ctx: Ctx, body: AssignFromStatusBody): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const [source] = await tx.db
      .select({ candidate: requirementCandidates.candidate })
      .from(requirementCandidates)
      .where(and(eq(requirementCandidates.id, body.id), callerScope(tx, requirementCandidateScope)));
    if (!source) throw notFound();
    return assignIn(tx, { ...body, candidate: source.candidate });
  });
}

type CloseInput = Omit<CloseCandidateBody, 'id'>;

async function closeIn(ctx: TxCtx, id: number, input: CloseInput) {
  const { requeriment, item, assignment } = await lockAssignment(ctx, id);
  const from = assignment.status;
  const statusLabel = (s: FollowUpStatus) => translate(ctx.lang, followUpStatusLabelKey(s));
  if (isFinalStatus(from)) throw conflict('errors.assignment_final', { status: statusLabel(from) });
  if (!canMove(from, input.status))
    throw conflict('errors.transition_not_allowed', {
      from: statusLabel(from),
      to: statusLabel(input.status),
    });
  if (!takesCandidates(requeriment.status)) throw conflict('errors.requeriment_closed');
  const values: PgUpdateSetSource<typeof requirementCandidates> = {
    status: input.status,
    follow_user: ctx.actor.id,
    follow_date: sql`now()`,
    updated_at: sql`now()`,
  };
  if (input.follow_up != null) values.follow_up = input.follow_up;
  if (input.status === 'Accepted' && item.accepted >= item.quantity)
    throw conflict('errors.accept_beyond_quantity', { quantity: item.quantity });
  if (input.status === 'Rejected') {
    // the contract requires a reason with Rejected (closeCandidateSchema)
    const reasonId = input.reject_reason ?? 0;
    const [reason] = await ctx.db
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(and(eq(catalogs.id, reasonId), eq(catalogs.clas_id, clas.rejectReasons)));
    if (!reason) throw FieldErrors.one('reject_reason', 'validation.not_found_ref');
    values.reject_reason = reason.id;
  }
  if (input.status === 'Hired') {
    await hireCandidate(ctx, assignment, input.employee_code);
    values.hired_at = sql`now()`;
    values.hired_user = ctx.actor.id;
  }
  if (input.status === 'NotAttend') values.type_not_attend = typeNotAttendFrom(from);
  await ctx.db.update(requirementCandidates).set(values).where(eq(requirementCandidates.id, id));
  const names = await describe(ctx, assignment.candidate, assignment.position);
  await writeLog(ctx, {
    requeriment: requeriment.id,
    status: input.status,
    event: { kind: 'follow_up', ...names, from, to: input.status },
    stageSince: assignment.follow_date ?? assignment.created_at,
  });
  await recountAndAdvance(ctx, requeriment.id);
}

/**
 * The open assignments (Pending or Accepted) of a candidate in requirements the caller sees end as
 * Rejected with the system reason `reasonCode` and `note`, each with its timeline entry and
 * recount, inside the caller's transaction (blacklisting a candidate in process). Returns how many.
 */
export async function rejectOpenAssignmentsOf(
  ctx: TxCtx,
  candidateId: number,
  reasonCode: string,
  note: string | null,
): Promise<number> {
  const [reason] = await ctx.db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.clas_id, clas.rejectReasons), eq(catalogs.code, reasonCode)));
  const open = await ctx.db
    .select({ id: requirementCandidates.id })
    .from(requirementCandidates)
    .where(
      and(
        eq(requirementCandidates.candidate, candidateId),
        inArray(requirementCandidates.status, [...openFollowUpStatuses]),
        callerScope(ctx, requirementCandidateScope),
      ),
    )
    .orderBy(requirementCandidates.id);
  for (const { id } of open)
    await closeIn(ctx, id, { status: 'Rejected', reject_reason: reason?.id ?? 0, follow_up: note });
  return open.length;
}

/** close_candidate: one assignment to Accepted, Rejected, Hired or NotAttend. */
export async function closeCandidate(ctx: Ctx, body: CloseCandidateBody) {
  const { id, ...input } = body;
  await inTransaction(ctx, (tx) => closeIn(tx, id, input));
}

/** close_massive_candidate: all or nothing; a refused one names its candidate. */
export async function closeMassiveCandidate(ctx: Ctx, body: CloseMassiveCandidateBody) {
  const { ids, ...input } = body;
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  await inTransaction(ctx, async (tx) => {
    for (const id of unique) {
      try {
        await closeIn(tx, id, input);
      } catch (err) {
        if (!(err instanceof ApiError) || err.statusCode !== 409) throw err;
        const [row] = await tx.db
          .select({ name: candidateName })
          .from(requirementCandidates)
          .innerJoin(candidates, eq(candidates.id, requirementCandidates.candidate))
          .where(eq(requirementCandidates.id, id));
        throw conflict('errors.assignment_failed', {
          name: row?.name ?? String(id),
          message: translate(ctx.lang, err.key, err.params),
        });
      }
    }
  });
  return { updated: unique.length };
}

/** not_attend_from_accepted: an Accepted candidate did not come to be hired. */
export async function notAttendFromAccepted(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select({ status: requirementCandidates.status })
      .from(requirementCandidates)
      .where(and(eq(requirementCandidates.id, id), callerScope(tx, requirementCandidateScope)));
    if (!row) throw notFound();
    if (notAttendCall(row.status) !== 'not_attend_from_accepted') {
      const statusLabel = (s: FollowUpStatus) => translate(tx.lang, followUpStatusLabelKey(s));
      throw conflict('errors.transition_not_allowed', {
        from: statusLabel(row.status),
        to: statusLabel('NotAttend'),
      });
    }
    await closeIn(tx, id, { status: 'NotAttend' });
  });
}

/** update_medical_service: the medical fields of an assignment (who and when are recorded). */
export async function updateMedicalService(ctx: Ctx, body: UpdateMedicalServiceBody) {
  await inTransaction(ctx, async (tx) => {
    const { requeriment, assignment } = await lockAssignment(tx, body.id);
    const values: PgUpdateSetSource<typeof requirementCandidates> = {
      medical_status: body.medical_status,
      medical_user: tx.actor.id,
      medical_date: sql`now()`,
      updated_at: sql`now()`,
    };
    if (body.require_medical !== undefined) values.require_medical = body.require_medical;
    if (body.medical_notes !== undefined) values.medical_notes = body.medical_notes;
    await tx.db.update(requirementCandidates).set(values).where(eq(requirementCandidates.id, body.id));
    const names = await describe(tx, assignment.candidate, assignment.position);
    await writeLog(tx, {
      requeriment: requeriment.id,
      status: 'Medical',
      event: { kind: 'medical', ...names, status: body.medical_status },
    });
  });
}

/** delete_candidate (and DELETE requeriment-candidates/{id}/): only an assignment still in progress. */
export async function deleteAssignment(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    const { requeriment, assignment } = await lockAssignment(tx, id);
    if (!isRemovable(assignment.status)) throw conflict('errors.only_pending_delete');
    await tx.db.delete(requirementCandidates).where(eq(requirementCandidates.id, id));
    const names = await describe(tx, assignment.candidate, assignment.position);
    await writeLog(tx, {
      requeriment: requeriment.id,
      status: 'Removed',
      event: { kind: 'removed', ...names },
    });
    await recountAndAdvance(tx, requeriment.id);
  });
}

/** Rescheduling an interview (PUT requeriment-candidates/{id}/) only while the assignment is open. */
export function assertReschedulable(status: FollowUpStatus) {
  if (!isOpenAssignment(status)) throw conflict('errors.assignment_final', { status });
}
