import {
  canCloseVacancyCandidate,
  canMove,
  followUpStatusLabelKey,
  isFinalStatus,
  isOpenAssignment,
  translate,
} from '@rp/contract';
import type {
  AssignVacancyCandidateBody,
  CloseCandidateBody,
  CloseMassiveCandidateBody,
  SaveDraftCandidateBody,
  UpdateCandidateStageBody,
  UpdateIntegrationBody,
  UpdateRequireMedicalBody,
  UpdateVacancyMedicalServiceBody,
} from '@rp/contract/entities';
import { clas, type FollowUpStatus, followUpStatuses, isOneOf } from '@rp/contract/enums';
import { acceptedFollowUpStatuses } from '@rp/contract/rules/follow-up';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { REQ_COVERED_CODE } from '../../db/seed/data/catalogs';
import { ApiError, conflict, FieldErrors, notFound } from '../../lib/errors';
import { actOnEachOrNone, inTransaction, type TxCtx } from '../../lib/transaction';
import { assertAssignable, assertNotInProcess, hireCandidate } from '../candidates/candidates.service';
import { findCompanyName } from '../clients/company.queries';
import { queueInterviewInvitation } from '../mail/interview-invitation';
import { findCatalogItem, findCatalogItemByCode } from '../reference/catalog.queries';
import { endOpenCandidates } from './vacancies.service';
import { assertNoPendingApplication } from './vacancy-applications.service';
import {
  type CloseValues,
  countByStatusOfVacancy,
  countOfVacancyIn,
  findCandidateName,
  findCandidateStages,
  findHiredAndQuantity,
  findOpenCandidaciesOf,
  findVacancyCandidateName,
  findVacancyOfVacancyCandidate,
  findVisibleVacancy,
  insertAssignment,
  insertCandidateHistory,
  insertDraft,
  lockDraftOfPair,
  lockDraftOrOpenOfPair,
  lockVacancyCandidate,
  markVacancyRecruited,
  recountVacancy,
  updateClosedCandidate,
  updateDraftDetails,
  updateDraftToAssignment,
  updateIntegrationOf,
  updateMedicalServiceOf,
  updateRejectedCandidate,
  updateRequireMedicalOf,
  updateStageOf,
} from './vacancy-candidates.queries';
import {
  lockVacancy,
  moveStage,
  moveStatus,
  stages,
  type VacancyRow,
  vacancyScope,
  writeLog,
} from './vacancy-stages';

/**
 * Candidates of a vacancy (docs/domain.md#requirement-candidate-and-vacancy-candidate-the-follow-up,
 * docs/decisions.md#vacancy-candidates-issue-14): assignment from the database or a draft, working
 * stages with history, closing with the direct process's transitions and pre-hire medical gate,
 * the medical service and the integration. Every change recounts the vacancy in its transaction;
 * hiring the last position completes the vacancy.
 */

/** The calendar day (UTC) of a moment, yyyy-mm-dd. */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A vacancy takes candidates once approved and while Pending. */
const takesCandidates = (vacancy: VacancyRow) => vacancy.status === 'Pending' && vacancy.approved_at != null;

/** The vacancy a body names: locked, in scope, else 400 on `vacancy` (as a foreign key answers). */
async function vacancyOfBody(ctx: TxCtx, id: number) {
  try {
    return await lockVacancy(ctx, id);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404)
      throw FieldErrors.one('vacancy', 'validation.not_found_ref');
    throw error;
  }
}

/** A vacancy candidate and its vacancy, both locked (the vacancy first, as every action locks). */
async function lockCandidateRow(ctx: TxCtx, id: number) {
  const ref = await findVacancyOfVacancyCandidate(ctx.db, id);
  if (!ref) throw notFound();
  const vacancy = await lockVacancy(ctx, ref.vacancy);
  const row = await lockVacancyCandidate(ctx.db, id);
  if (!row) throw notFound();
  return { vacancy, row };
}

/** Who and what a timeline entry is about: the candidate's name and the vacancy's position. */
async function subjectOf(ctx: TxCtx, candidateId: number, vacancy: VacancyRow) {
  const row = await findCandidateName(ctx.db, candidateId);
  // the position of a vacancy is free text, written once
  return {
    candidate: row?.name ?? String(candidateId),
    position: { es: vacancy.position, en: vacancy.position },
  };
}

/** 400 on `field` unless `id` is an item of catalog classification `clasId`. */
async function assertCatalog(db: Executor, field: string, id: number | null | undefined, clasId: number) {
  if (id == null) return;
  const row = await findCatalogItem(db, id, clasId);
  if (!row) throw FieldErrors.one(field, 'validation.not_found_ref');
}

/** The catalog references of the details (English level 8, recruitment source 9). */
export async function assertDetailCatalogs(
  db: Executor,
  input: { english_level?: number | null; recruit_source?: number | null },
) {
  await assertCatalog(db, 'english_level', input.english_level, clas.englishLevels);
  await assertCatalog(db, 'recruit_source', input.recruit_source, clas.recruitmentSource);
}

/**
 * After a candidate changes: recount; the last position hired completes the vacancy (stage Closed),
 * and the candidates still in progress end as Rejected "Positions covered", as in the direct process.
 */
async function recountAndAdvance(ctx: TxCtx, vacancy: VacancyRow) {
  await recountVacancy(ctx.db, vacancy.id);
  const row = await findHiredAndQuantity(ctx.db, vacancy.id);
  if (!row || vacancy.status !== 'Pending' || row.quantity <= 0 || row.hired < row.quantity) return;
  await endOpenCandidates(ctx, vacancy.id, REQ_COVERED_CODE);
  await recountVacancy(ctx.db, vacancy.id);
  await moveStatus(ctx, vacancy, 'Complete', null, { closed_at: sql`now()` });
  await moveStage(ctx, vacancy, stages.closed);
}

// ---------------------------------------------------------------------------------------------
// Assignment and drafts

/**
 * assign_candidate: a live, not blacklisted candidate not in process elsewhere, to an approved
 * Pending vacancy. A draft of the pair becomes the assignment (409 while a public application on it
 * waits for review). The first one moves the vacancy to the stage Recruiting.
 */
export async function assignVacancyCandidate(ctx: Ctx, body: AssignVacancyCandidateBody): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const vacancy = await vacancyOfBody(tx, body.vacancy);
    if (!takesCandidates(vacancy)) throw conflict('errors.vacancy_not_recruiting');
    await assertAssignable(tx, body.candidate, { field: 'candidate' });
    await assertNotInProcess(tx, body.candidate);
    const values = {
      interview_date: body.interview_date ?? null,
      interview_time: body.interview_time ?? null,
      follow_user: tx.actor.id,
    };
    const pair = { vacancy: vacancy.id, candidate: body.candidate };
    const draft = await lockDraftOfPair(tx.db, pair);
    let id: number;
    if (draft) {
      // a known person's public application is reviewed before the draft becomes an assignment
      await assertNoPendingApplication(tx, draft.id);
      await updateDraftToAssignment(tx.db, draft.id, values);
      id = draft.id;
    } else {
      id = await insertAssignment(tx.db, { ...pair, created_by: tx.actor.id, ...values });
    }
    await writeLog(tx, vacancy.id, 'Assigned', {
      kind: 'assigned',
      ...(await subjectOf(tx, body.candidate, vacancy)),
      date: body.interview_date ?? null,
      time: body.interview_time ?? null,
    });
    if (body.interview_date && body.interview_time) {
      const company = await findCompanyName(tx.db, vacancy.company);
      await queueInterviewInvitation(tx.db, {
        candidate: body.candidate,
        position: vacancy.position,
        company: company?.name ?? '',
        date: body.interview_date,
        time: body.interview_time,
        timeZone: tx.config.timeZone,
      });
    }
    if (vacancy.recruited_at == null) {
      await moveStage(tx, vacancy, stages.recruiting);
      await markVacancyRecruited(tx.db, vacancy.id);
    }
    await recountAndAdvance(tx, vacancy);
    return id;
  });
}

/**
 * save_draft_candidate: the pair kept as a draft (not counted) with the details typed so far, while
 * the vacancy is New or Pending. One draft per pair: saving again updates it; a candidate already in
 * process in this vacancy answers 409.
 */
export async function saveDraftCandidate(ctx: Ctx, body: SaveDraftCandidateBody): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const vacancy = await vacancyOfBody(tx, body.vacancy);
    if (vacancy.status !== 'New' && vacancy.status !== 'Pending') throw conflict('errors.vacancy_not_open');
    await assertAssignable(tx, body.candidate, { field: 'candidate' });
    const { vacancy: _vacancy, candidate: _candidate, ...details } = body;
    await assertDetailCatalogs(tx.db, details);
    const pair = { vacancy: vacancy.id, candidate: body.candidate };
    const existing = await lockDraftOrOpenOfPair(tx.db, pair);
    if (existing && !existing.is_draft) throw conflict('errors.candidate_in_vacancy');
    if (existing) {
      await updateDraftDetails(tx.db, existing.id, details);
      return existing.id;
    }
    return insertDraft(tx.db, { ...pair, details, created_by: tx.actor.id });
  });
}

// ---------------------------------------------------------------------------------------------
// Follow-up

/** 409 unless the row is a real assignment still open in a Pending vacancy. */
function assertOpen(ctx: Ctx, vacancy: VacancyRow, row: { is_draft: boolean; status: string }) {
  if (row.is_draft) throw conflict('errors.candidate_is_draft');
  const status = row.status as (typeof followUpStatuses)[number];
  if (!isOpenAssignment(status))
    throw conflict('errors.assignment_final', {
      status: translate(ctx.lang, followUpStatusLabelKey(status)),
    });
  if (vacancy.status !== 'Pending') throw conflict('errors.vacancy_not_open');
}

/** update_candidate_status: the working stage (not one of the five statuses), with its history row. */
export async function updateCandidateStage(ctx: Ctx, body: UpdateCandidateStageBody) {
  await inTransaction(ctx, async (tx) => {
    const { vacancy, row } = await lockCandidateRow(tx, body.id);
    assertOpen(tx, vacancy, row);
    const stages = await findCandidateStages(tx.db, [
      body.current_status,
      row.current_status ?? body.current_status,
    ]);
    const to = stages.find((stage) => stage.id === body.current_status);
    if (!to) throw FieldErrors.one('current_status', 'validation.not_found_ref');
    if (isOneOf(followUpStatuses, to.name)) throw FieldErrors.one('current_status', 'validation.not_a_stage');
    const from =
      row.current_status == null ? null : (stages.find((s) => s.id === row.current_status)?.name ?? null);
    await updateStageOf(tx.db, row.id, to.id);
    await insertCandidateHistory(tx.db, {
      vacancy_candidate: row.id,
      vacancy: vacancy.id,
      status: to.id,
      comments: body.comments ?? null,
      user: tx.actor.id,
    });
    await writeLog(tx, vacancy.id, to.name, {
      kind: 'candidate_stage',
      ...(await subjectOf(tx, row.candidate, vacancy)),
      from,
      to: to.name,
    });
  });
}

/**
 * close_candidate: the direct process's transitions (followUpTransitions) once viability is
 * answered; a candidate who is not viable is only rejected or marked as not attended. Hiring passes
 * the pre-hire medical gate and records the employee number on the candidate.
 */
export async function closeVacancyCandidate(ctx: Ctx, body: CloseCandidateBody) {
  const { id, ...input } = body;
  await inTransaction(ctx, (tx) => closeIn(tx, id, input));
}

/**
 * close_massive_candidate: the single close's rules for each candidate, in one transaction; all or
 * nothing, a refused one (409) names its candidate, as the direct process's bulk close.
 */
export async function closeMassiveVacancyCandidates(ctx: Ctx, body: CloseMassiveCandidateBody) {
  const { ids, ...input } = body;
  return actOnEachOrNone(
    ctx,
    ids,
    (tx, id) => closeIn(tx, id, input),
    async (tx, id) => (await findVacancyCandidateName(tx.db, id))?.name,
  );
}

type CloseInput = Omit<CloseCandidateBody, 'id'>;

/** One candidate closed inside the caller's transaction (the single and the bulk close). */
async function closeIn(tx: TxCtx, id: number, body: CloseInput) {
  const { vacancy, row } = await lockCandidateRow(tx, id);
  if (row.is_draft) throw conflict('errors.candidate_is_draft');
  if (row.is_viable == null) throw conflict('errors.viability_required');
  const from = row.status;
  const statusLabel = (s: FollowUpStatus) => translate(tx.lang, followUpStatusLabelKey(s));
  if (isFinalStatus(from)) throw conflict('errors.assignment_final', { status: statusLabel(from) });
  if (!canMove(from, body.status))
    throw conflict('errors.transition_not_allowed', {
      from: statusLabel(from),
      to: statusLabel(body.status),
    });
  if (vacancy.status !== 'Pending') throw conflict('errors.vacancy_not_open');
  // what is left of the contract's rule (drafts, viability and transitions are refused above with their own messages)
  if (!canCloseVacancyCandidate(row, body.status)) throw conflict('errors.candidate_not_viable');
  const values: CloseValues = { status: body.status, follow_user: tx.actor.id };
  if (body.follow_up != null) values.follow_up = body.follow_up;
  if (body.status === 'Accepted') {
    const taken = await countOfVacancyIn(tx.db, vacancy.id, acceptedFollowUpStatuses);
    if (taken >= vacancy.quantity)
      throw conflict('errors.vacancy_accept_beyond_quantity', { quantity: vacancy.quantity });
  }
  if (body.status === 'Rejected') {
    await assertCatalog(tx.db, 'reject_reason', body.reject_reason, clas.rejectReasons);
    values.reject_reason = body.reject_reason ?? null;
  }
  if (body.status === 'Hired') {
    await hireCandidate(tx, row, body.employee_code);
    values.hired_user = tx.actor.id;
  }
  await updateClosedCandidate(tx.db, row.id, values);
  await writeLog(tx, vacancy.id, body.status, {
    kind: 'follow_up',
    ...(await subjectOf(tx, row.candidate, vacancy)),
    from,
    to: body.status,
  });
  await recountAndAdvance(tx, vacancy);
}

/**
 * The open candidacies (Pending or Accepted, not drafts) of a candidate in vacancies the caller
 * sees end as Rejected with the system reason `reasonCode` and `note`, each vacancy locked,
 * recounted and with its timeline entry, inside the caller's transaction (blacklisting a candidate
 * in process: no viability or stage is asked of a system close). Returns how many.
 */
export async function rejectOpenCandidaciesOf(
  tx: TxCtx,
  candidateId: number,
  reasonCode: string,
  note: string | null,
): Promise<number> {
  const reason = await findCatalogItemByCode(tx.db, clas.rejectReasons, reasonCode);
  const open = await findOpenCandidaciesOf(
    tx.db,
    candidateId,
    tx.actor.is_superuser ? undefined : vacancyScope(tx.actor),
  );
  for (const { id } of open) {
    const { vacancy, row } = await lockCandidateRow(tx, id);
    if (!isOpenAssignment(row.status)) continue;
    await updateRejectedCandidate(tx.db, row.id, {
      reject_reason: reason?.id ?? null,
      follow_user: tx.actor.id,
      follow_up: note ?? row.follow_up,
    });
    await writeLog(tx, vacancy.id, 'Rejected', {
      kind: 'follow_up',
      ...(await subjectOf(tx, row.candidate, vacancy)),
      from: row.status,
      to: 'Rejected',
    });
    await recountVacancy(tx.db, vacancy.id);
  }
  return open.length;
}

// ---------------------------------------------------------------------------------------------
// Medical service and integration

/** update_require_medical: whether the exam is required before hiring (an open assignment). */
export async function updateRequireMedical(ctx: Ctx, body: UpdateRequireMedicalBody) {
  await inTransaction(ctx, async (tx) => {
    const { vacancy, row } = await lockCandidateRow(tx, body.id);
    assertOpen(tx, vacancy, row);
    await updateRequireMedicalOf(tx.db, row.id, body.require_medical);
  });
}

/** update_medical_service: the result and notes (who and when are recorded), in the timeline too. */
export async function updateVacancyMedicalService(ctx: Ctx, body: UpdateVacancyMedicalServiceBody) {
  // the day of the exam, when given: not after today (a day of slack for the caller's time zone)
  if (body.medical_date && body.medical_date > isoDay(Date.now() + 86_400_000))
    throw FieldErrors.one('medical_date', 'validation.date_not_future');
  await inTransaction(ctx, async (tx) => {
    const { vacancy, row } = await lockCandidateRow(tx, body.id);
    if (row.is_draft) throw conflict('errors.candidate_is_draft');
    await updateMedicalServiceOf(tx.db, row.id, {
      medical_status: body.medical_status,
      medical_user: tx.actor.id,
      medical_day: body.medical_date,
      require_medical: body.require_medical,
      medical_notes: body.medical_notes,
    });
    await writeLog(tx, vacancy.id, 'Medical', {
      kind: 'medical',
      ...(await subjectOf(tx, row.candidate, vacancy)),
      status: body.medical_status,
    });
  });
}

/** update_integration (*added*): the start date and notes of a hired candidate. */
export async function updateIntegration(ctx: Ctx, body: UpdateIntegrationBody) {
  await inTransaction(ctx, async (tx) => {
    const { row } = await lockCandidateRow(tx, body.id);
    if (row.status !== 'Hired') throw conflict('errors.integration_needs_hire');
    await updateIntegrationOf(tx.db, row.id, {
      integration_date: body.integration_date,
      integration_notes: body.integration_notes,
    });
  });
}

/** get_summary_status: counts per follow-up status of a vacancy's candidates (drafts left out). */
export async function vacancySummaryStatus(ctx: Ctx, vacancyId: number) {
  const scope = ctx.actor.is_superuser ? undefined : vacancyScope(ctx.actor);
  const vacancy = await findVisibleVacancy(ctx.db, vacancyId, scope);
  if (!vacancy) throw notFound();
  const rows = await countByStatusOfVacancy(ctx.db, vacancyId);
  const counts = Object.fromEntries(followUpStatuses.map((status) => [status, 0])) as Record<
    (typeof followUpStatuses)[number],
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
