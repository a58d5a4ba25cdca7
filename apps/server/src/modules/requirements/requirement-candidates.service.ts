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
  takesCandidates,
  typeNotAttendFrom,
} from '@rp/contract/rules/follow-up';
import type { Ctx } from '../../context';
import { conflict, FieldErrors, notFound } from '../../lib/errors';
import { actOnEachOrNone, inTransaction, type TxCtx } from '../../lib/transaction';
import { assertAssignable, assertNotInProcess, hireCandidate } from '../candidates/candidates.service';
import { findCompanyName } from '../clients/company.queries';
import { queueInterviewInvitation } from '../mail/interview-invitation';
import { findCatalogItem, findCatalogItemByCode } from '../reference/catalog.queries';
import {
  deleteAssignmentRow,
  type FollowUpChange,
  findAssignableItem,
  findAssignmentCandidate,
  findAssignmentCandidateName,
  findAssignmentStatus,
  findCandidateAndPositionNames,
  findOpenAssignmentIds,
  insertAssignment,
  type MedicalChange,
  updateAssignmentFollowUp,
  updateAssignmentMedical,
} from './requirement-candidates.queries';
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

async function describe(ctx: TxCtx, candidateId: number, positionId: number | null) {
  const row = await findCandidateAndPositionNames(ctx.db, candidateId, positionId);
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
  const item = await findAssignableItem(ctx.db, body.requeriment, callerScope(ctx, requirementScope));
  if (!item) throw FieldErrors.one('requeriment', 'validation.not_found_ref');
  const requeriment = await lockRequirement(ctx, item.requeriment);
  if (!takesCandidates(requeriment.status)) throw conflict('errors.requeriment_closed');
  await assertAssignable(ctx, body.candidate, { field: 'candidate' });
  await assertNotInProcess(ctx, body.candidate);
  const inserted = await insertAssignment(ctx.db, {
    requeriment: item.id,
    candidate: body.candidate,
    interview_date: body.interview_date,
    interview_time: body.interview_time,
    status: 'Pending',
    position: item.position,
    company: requeriment.company,
    requeriment_id: requeriment.id,
    user_appointment: ctx.actor.id,
  });
  const names = await describe(ctx, body.candidate, item.position);
  await writeLog(ctx, {
    requeriment: requeriment.id,
    status: 'Assigned',
    event: { kind: 'assigned', ...names, date: body.interview_date, time: body.interview_time },
  });
  const company = await findCompanyName(ctx.db, requeriment.company);
  await queueInterviewInvitation(ctx.db, {
    candidate: body.candidate,
    position: names.position.es,
    company: company?.name ?? '',
    date: body.interview_date,
    time: body.interview_time,
    timeZone: ctx.config.timeZone,
  });
  await recountAndAdvance(ctx, requeriment.id);
  return inserted!.id;
}

/** assign_from_status: the candidate of an assignment, to another item (a new assignment). */
export async function assignFromStatus(ctx: Ctx, body: AssignFromStatusBody): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const source = await findAssignmentCandidate(tx.db, body.id, callerScope(tx, requirementCandidateScope));
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
  const change: FollowUpChange = { status: input.status, follow_user: ctx.actor.id };
  if (input.follow_up != null) change.follow_up = input.follow_up;
  if (input.status === 'Accepted' && item.accepted >= item.quantity)
    throw conflict('errors.accept_beyond_quantity', { quantity: item.quantity });
  if (input.status === 'Rejected') {
    // the contract requires a reason with Rejected (closeCandidateSchema)
    const reasonId = input.reject_reason ?? 0;
    const reason = await findCatalogItem(ctx.db, reasonId, clas.rejectReasons);
    if (!reason) throw FieldErrors.one('reject_reason', 'validation.not_found_ref');
    change.reject_reason = reason.id;
  }
  if (input.status === 'Hired') {
    await hireCandidate(ctx, assignment, input.employee_code);
    change.hired_user = ctx.actor.id;
  }
  if (input.status === 'NotAttend') change.type_not_attend = typeNotAttendFrom(from);
  await updateAssignmentFollowUp(ctx.db, id, change);
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
  const reason = await findCatalogItemByCode(ctx.db, clas.rejectReasons, reasonCode);
  const open = await findOpenAssignmentIds(ctx.db, candidateId, callerScope(ctx, requirementCandidateScope));
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
  return actOnEachOrNone(
    ctx,
    ids,
    (tx, id) => closeIn(tx, id, input),
    async (tx, id) => (await findAssignmentCandidateName(tx.db, id))?.name,
  );
}

/** not_attend_from_accepted: an Accepted candidate did not come to be hired. */
export async function notAttendFromAccepted(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    const row = await findAssignmentStatus(tx.db, id, callerScope(tx, requirementCandidateScope));
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
    const change: MedicalChange = { medical_status: body.medical_status, medical_user: tx.actor.id };
    if (body.require_medical !== undefined) change.require_medical = body.require_medical;
    if (body.medical_notes !== undefined) change.medical_notes = body.medical_notes;
    await updateAssignmentMedical(tx.db, body.id, change);
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
    await deleteAssignmentRow(tx.db, id);
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
