import { followUpStatusLabelKey, logSentence, translate } from '@rp/contract';
import type {
  AssignCandidateBody,
  AssignFromStatusBody,
  CancelRequirementBody,
  CheckPendingsResult,
  CloseCandidateBody,
  CloseMassiveCandidateBody,
  RequirementFilters,
  RequirementFiltersResult,
  SummaryStatus,
  UpdateMedicalServiceBody,
  WeeklySummaryQuery,
  WeeklySummaryRow,
} from '@rp/contract/entities';
import type { LogEvent } from '@rp/contract/entities/vacancy-log';
import {
  clas,
  type FollowUpStatus,
  followUpStatuses,
  type RequirementStatus,
  requirementStatuses,
} from '@rp/contract/enums';
import {
  acceptedFollowUpStatuses,
  canMove,
  isFinalStatus,
  isOpenAssignment,
  isOpenRequirement,
  isRemovable,
  notAttendCall,
  openFollowUpStatuses,
  openRequirementStatuses,
  takesCandidates,
  typeNotAttendFrom,
} from '@rp/contract/rules/follow-up';
import { fillRateOf } from '@rp/contract/rules/summary';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import {
  candidates,
  catalogs,
  companies,
  requeriments,
  requirementCandidates,
  requirementItems,
  sites,
  vacancyLogs,
} from '../../db/schema/index';
import { REQ_CANCELED_CODE, REQ_COVERED_CODE } from '../../db/seed/data/catalogs';
import { inList, notInList } from '../../db/status-sql';
import { ApiError, conflict, FieldErrors, notFound } from '../../lib/errors';
import { inTransaction, type TxCtx } from '../../lib/transaction';
import { candidateFullNameSql, qualified } from '../../resources/names';
import { companyScope, inIds, regionOfCompany, throughRequirement } from '../../resources/scope';
import { assertAssignable, assertNotInProcess, hireCandidate } from '../candidates/candidates.service';
import { queueInterviewInvitation } from '../mail/interview-invitation';
import { requestedPositionSums } from './requested-positions';

/**
 * The direct process (docs/domain.md#requirement): requirement and follow-up actions, the counters they move and the
 * weekly views. Every action runs in one transaction that locks the requirement first (then the
 * assignment), so concurrent actions on one requirement queue up and the counters stay exact.
 */

export { inTransaction };

// ---------------------------------------------------------------------------------------------
// Scope (docs/domain.md#data-scope): requirements through their company and site; everything below a requirement
// through it (one rule). Assignments carry their company and requirement (denormalised): the company
// column serves the company-only case, `requeriment_id in (select …)` adds the site.

export const requirementScope = companyScope(requeriments.company, { site: requeriments.site });
export const requirementCandidateScope = (actor: Ctx['actor']): SQL | undefined =>
  and(
    inIds(requirementCandidates.company, actor.companies),
    actor.sites.length === 0
      ? undefined
      : throughRequirement(qualified('requeriment_candidates', 'requeriment_id'))(actor),
  );

const scoped = (ctx: Ctx, scope: (actor: Ctx['actor']) => SQL | undefined) =>
  ctx.actor.is_superuser ? undefined : scope(ctx.actor);

const isId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2147483647;

/** Locks a live requirement the user may see, or 404. */
async function lockRequirement(ctx: TxCtx, id: number) {
  if (!isId(id)) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(requeriments)
    .where(and(eq(requeriments.id, id), eq(requeriments.is_deleted, false), scoped(ctx, requirementScope)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** An assignment with its item and requirement, both locked (requirement first), or 404. */
async function lockAssignment(ctx: TxCtx, id: number) {
  if (!isId(id)) throw notFound();
  const [found] = await ctx.db
    .select({ requeriment: requirementCandidates.requeriment_id })
    .from(requirementCandidates)
    .where(and(eq(requirementCandidates.id, id), scoped(ctx, requirementCandidateScope)));
  if (!found) throw notFound();
  const requeriment = await lockRequirement(ctx, found.requeriment);
  const [assignment] = await ctx.db
    .select()
    .from(requirementCandidates)
    .where(eq(requirementCandidates.id, id))
    .for('update');
  const [item] = await ctx.db
    .select()
    .from(requirementItems)
    .where(eq(requirementItems.id, assignment!.requeriment));
  return { requeriment, item: item!, assignment: assignment! };
}

// ---------------------------------------------------------------------------------------------
// Counters and automatic statuses

/**
 * Recomputes the item and requirement counters of a requirement (or, without an id, of every
 * requirement) from its assignments (docs/domain.md#item-and-requirement-counters): item candidates = assignments, accepted =
 * Accepted + Hired, hired/rejected/not_attend by status; requirement totals are the items' sums and
 * open = total − accepted.
 */
export async function recount(db: Executor, requirementId?: number) {
  const ofItem = requirementId === undefined ? sql`true` : sql`it.requeriment = ${requirementId}`;
  const ofRequirement = requirementId === undefined ? sql`true` : sql`requeriment = ${requirementId}`;
  await db.execute(sql`
    update requeriment_items i set
      candidates = s.candidates, accepted = s.accepted, hired = s.hired,
      rejected = s.rejected, not_attend = s.not_attend
    from (
      select it.id,
             count(rc.id)::int as candidates,
             (count(*) filter (where ${inList(sql.raw('rc.status'), acceptedFollowUpStatuses)}))::int as accepted,
             (count(*) filter (where rc.status = 'Hired'))::int as hired,
             (count(*) filter (where rc.status = 'Rejected'))::int as rejected,
             (count(*) filter (where rc.status = 'NotAttend'))::int as not_attend
        from requeriment_items it
        left join requeriment_candidates rc on rc.requeriment = it.id
       where ${ofItem}
       group by it.id
    ) s
    where i.id = s.id`);
  await db.execute(sql`
    update requeriments r set
      total_positions = s.total, accepted_positions = s.accepted, hired_positions = s.hired,
      rejected_positions = s.rejected, candidates = s.candidates,
      open_positions = case when ${notInList(sql.raw('r.status'), openRequirementStatuses)} then 0 else s.total - s.accepted end
    from (
      select requeriment, coalesce(sum(quantity), 0)::int as total, coalesce(sum(accepted), 0)::int as accepted,
             coalesce(sum(hired), 0)::int as hired, coalesce(sum(rejected), 0)::int as rejected,
             coalesce(sum(candidates), 0)::int as candidates
        from requeriment_items where ${ofRequirement} group by requeriment
    ) s
    where r.id = s.requeriment`);
}

type LogInput = {
  requeriment: number;
  /** The requirement status or follow-up status reached, or the event's name (docs/decisions.md#direct-process-issue-6). */
  status: string;
  event: LogEvent;
  /** When the stage left began, for a candidate's follow-up move; by default the requirement's stage. */
  stageSince?: Date | string | null;
};

/**
 * A timeline row (docs/decisions.md#direct-process-issue-6): the event as data, its sentence in the actor's
 * language, and the whole days spent in the previous stage — the candidate's previous status for a
 * follow-up move, otherwise the requirement's current stage (since its last status entry or creation).
 */
async function writeLog(ctx: TxCtx, log: LogInput) {
  const tr = (key: string, params?: Record<string, unknown>) => translate(ctx.lang, key, params);
  const requirementStageSince = sql`coalesce(
      (select max(l.created_at) from vacancy_logs l
        where l.requeriment = ${log.requeriment}
          and l.status in (${sql.join(
            requirementStatuses.map((status) => sql`${status}`),
            sql`, `,
          )})),
      (select r.created_at from requeriments r where r.id = ${log.requeriment}))`;
  const since = log.stageSince
    ? sql`${new Date(log.stageSince).toISOString()}::timestamptz`
    : requirementStageSince;
  await ctx.db.insert(vacancyLogs).values({
    requeriment: log.requeriment,
    status: log.status,
    event: log.event,
    comment: logSentence(log.event, ctx.lang, tr).slice(0, 5000),
    user: ctx.actor.id,
    days: sql`greatest(0, current_date - (${since})::date)`,
  });
}

async function setRequirementStatus(
  ctx: TxCtx,
  id: number,
  from: RequirementStatus,
  to: RequirementStatus,
  extra: PgUpdateSetSource<typeof requeriments> = {},
) {
  // a closed or cancelled requirement has no open positions left (docs/domain.md#counters-and-formulas)
  const isEnded = to === 'Closed' || to === 'Cancel';
  await ctx.db
    .update(requeriments)
    .set({ status: to, updated_at: sql`now()`, ...(isEnded ? { open_positions: 0 } : {}), ...extra })
    .where(eq(requeriments.id, id));
  await writeLog(ctx, {
    requeriment: id,
    status: to,
    event: { kind: 'requeriment_status', from, to },
  });
}

/**
 * After counters move: the first assignment makes a New or Approved requirement Recruiting, and a
 * requirement whose every position is hired closes by itself.
 */
async function recountAndAdvance(ctx: TxCtx, requirementId: number) {
  await recount(ctx.db, requirementId);
  const [row] = await ctx.db
    .select({
      status: requeriments.status,
      total: requeriments.total_positions,
      hired: requeriments.hired_positions,
      candidates: requeriments.candidates,
    })
    .from(requeriments)
    .where(eq(requeriments.id, requirementId));
  if (!row) return;
  let status = row.status;
  if ((status === 'New' || status === 'Approved') && row.candidates > 0) {
    await setRequirementStatus(ctx, requirementId, status, 'Recruiting');
    status = 'Recruiting';
  }
  if (status !== 'Closed' && status !== 'Cancel' && row.total > 0 && row.hired >= row.total) {
    // candidates still in progress end as Rejected "Positions covered" (none can be Accepted: every
    // accepted one is hired), so none stays tied to a closed requirement
    await endOpenAssignments(ctx, requirementId, REQ_COVERED_CODE, null);
    await recount(ctx.db, requirementId);
    await setRequirementStatus(ctx, requirementId, status, 'Closed', { closed_at: sql`now()` });
  }
}

/** Ends a requirement's Pending and Accepted assignments as Rejected with a system reason of catalog 6. */
export async function endOpenAssignments(
  ctx: TxCtx,
  requirementId: number,
  reasonCode: string,
  note: string | null,
) {
  const [reason] = await ctx.db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.clas_id, clas.rejectReasons), eq(catalogs.code, reasonCode)));
  await ctx.db.execute(sql`
    update requeriment_candidates rc set status = 'Rejected', reject_reason = ${reason?.id ?? null},
           follow_user = ${ctx.actor.id}, follow_date = now(), follow_up = coalesce(${note}, rc.follow_up),
           updated_at = now()
     where rc.requeriment_id = ${requirementId}
       and rc.status in (${sql.join(
         openFollowUpStatuses.map((status) => sql`${status}`),
         sql`, `,
       )})`);
}

/** Recount after items change (quantities down may close it); used by the requirement resources. */
export async function afterItemsChanged(ctx: TxCtx, requirementId: number, logTotal: boolean) {
  await recountAndAdvance(ctx, requirementId);
  if (!logTotal) return;
  const [row] = await ctx.db
    .select({ total: requeriments.total_positions })
    .from(requeriments)
    .where(eq(requeriments.id, requirementId));
  await writeLog(ctx, {
    requeriment: requirementId,
    status: 'Edited',
    event: { kind: 'items', total: row?.total ?? 0 },
  });
}

// ---------------------------------------------------------------------------------------------
// Requirement actions

/** approve_requeriment (*added*): New → Approved. */
export async function approveRequirement(ctx: Ctx, id: number) {
  return inTransaction(ctx, async (tx) => {
    const row = await lockRequirement(tx, id);
    if (row.status !== 'New') throw conflict('errors.requeriment_not_new');
    await setRequirementStatus(tx, id, row.status, 'Approved');
  });
}

/** close_requeriment (*added*): an open requirement without Pending or Accepted assignments closes. */
export async function closeRequirement(ctx: Ctx, id: number) {
  return inTransaction(ctx, async (tx) => {
    const row = await lockRequirement(tx, id);
    if (!isOpenRequirement(row.status)) throw conflict('errors.requeriment_closed');
    const [open] = await tx.db
      .select({ id: requirementCandidates.id })
      .from(requirementCandidates)
      .where(
        and(
          eq(requirementCandidates.requeriment_id, id),
          inArray(requirementCandidates.status, [...openFollowUpStatuses]),
        ),
      )
      .limit(1);
    if (open) throw conflict('errors.requeriment_open_assignments');
    await setRequirementStatus(tx, id, row.status, 'Closed', { closed_at: sql`now()` });
  });
}

/**
 * cancel_requeriment: from any status but Closed; records who, when and why, and ends the open
 * assignments as Rejected with the seeded catalog-6 reason "Requirement canceled".
 */
export async function cancelRequirement(ctx: Ctx, body: CancelRequirementBody) {
  return inTransaction(ctx, async (tx) => {
    const row = await lockRequirement(tx, body.id);
    if (row.status === 'Closed') throw conflict('errors.requeriment_closed_cancel');
    if (row.status === 'Cancel') throw conflict('errors.requeriment_already_canceled');
    await endOpenAssignments(tx, body.id, REQ_CANCELED_CODE, body.cancel_reason);
    await recount(tx.db, body.id);
    await setRequirementStatus(tx, body.id, row.status, 'Cancel', {
      cancel_user: tx.actor.id,
      cancel_at: sql`now()`,
      cancel_reason: body.cancel_reason,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Follow-up actions

const candidateName = candidateFullNameSql();

async function describe(ctx: TxCtx, candidateId: number, positionId: number | null) {
  const [row] = await ctx.db
    .select({
      candidate: candidateName,
      es: sql<string>`coalesce((select p.name_es from positions p where p.id = ${positionId}), '')`,
      en: sql<string>`coalesce((select coalesce(p.name_en, p.name_es) from positions p where p.id = ${positionId}), '')`,
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
        scoped(ctx, requirementScope),
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
      .where(and(eq(requirementCandidates.id, body.id), scoped(tx, requirementCandidateScope)));
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
    const [reason] = await ctx.db
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(and(eq(catalogs.id, Number(input.reject_reason)), eq(catalogs.clas_id, clas.rejectReasons)));
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
        scoped(ctx, requirementCandidateScope),
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
      .where(and(eq(requirementCandidates.id, id), scoped(tx, requirementCandidateScope)));
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

// ---------------------------------------------------------------------------------------------
// Weekly views

function requirementFilters(ctx: Ctx, q: RequirementFilters): SQL | undefined {
  return and(
    eq(requeriments.is_deleted, false),
    scoped(ctx, requirementScope),
    q.year === undefined ? undefined : eq(requeriments.year, q.year),
    q.week === undefined ? undefined : eq(requeriments.week, q.week),
    q.company === undefined ? undefined : eq(requeriments.company, q.company),
    q.site === undefined ? undefined : eq(requeriments.site, q.site),
    q.requeriment === undefined ? undefined : eq(requeriments.id, q.requeriment),
    q.region === undefined ? undefined : sql`${regionOfCompany(requeriments.company)} = ${q.region}`,
  );
}

/** get_weekly_summary: one row per company and week over live requirements (docs/domain.md#weekly-summary). */
export async function weeklySummary(ctx: Ctx, q: WeeklySummaryQuery): Promise<WeeklySummaryRow[]> {
  const name =
    ctx.lang === 'en' ? sql`coalesce(${companies.name_en}, ${companies.name_es})` : sql`${companies.name_es}`;
  // the items' no-shows per requirement as one grouped join over the same requirements: a subquery
  // per requirement was costed so high (~12 a row) that a year's summary crossed jit_above_cost
  // (100,000) and paid ~30 ms of JIT compilation on every request
  const itemNotAttend = ctx.db
    .select({
      requeriment: requirementItems.requeriment,
      not_attend: sql<number>`sum(${requirementItems.not_attend})`.as('not_attend'),
    })
    .from(requirementItems)
    .where(
      inArray(
        requirementItems.requeriment,
        ctx.db.select({ id: requeriments.id }).from(requeriments).where(requirementFilters(ctx, q)),
      ),
    )
    .groupBy(requirementItems.requeriment)
    .as('item_not_attend');
  const sums = requestedPositionSums((name) => sql.raw(`"requeriments"."${name}"`));
  const rows = await ctx.db
    .select({
      company: requeriments.company,
      company_name: sql<string>`${name}`,
      year: requeriments.year,
      week: requeriments.week,
      total_positions: sums.total_positions,
      accepted: sums.accepted,
      hired: sums.hired,
      rejected: sums.rejected,
      not_attend: sql<number>`coalesce(sum(${itemNotAttend.not_attend}) filter (where ${sums.requested}), 0)::int`,
      open: sums.open,
      canceled: sums.canceled,
    })
    .from(requeriments)
    .innerJoin(companies, eq(companies.id, requeriments.company))
    .leftJoin(itemNotAttend, eq(itemNotAttend.requeriment, requeriments.id))
    .where(requirementFilters(ctx, q))
    .groupBy(requeriments.company, companies.name_es, companies.name_en, requeriments.year, requeriments.week)
    .orderBy(asc(requeriments.year), asc(requeriments.week), asc(sql`2`));
  return rows.map((row) => ({ ...row, fill_rate: fillRateOf(row) }));
}

/** get_summary_status: assignments per follow-up status over the filtered requirements. */
export async function summaryStatus(ctx: Ctx, q: RequirementFilters): Promise<SummaryStatus> {
  const rows = await ctx.db
    .select({ status: requirementCandidates.status, n: sql<number>`count(*)::int` })
    .from(requirementCandidates)
    .innerJoin(requeriments, eq(requeriments.id, requirementCandidates.requeriment_id))
    .where(requirementFilters(ctx, q))
    .groupBy(requirementCandidates.status);
  const counts = Object.fromEntries(followUpStatuses.map((s) => [s, 0])) as SummaryStatus;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** get_filters: the years, weeks, companies, sites and statuses present in what the user sees. */
export async function filterValues(ctx: Ctx): Promise<RequirementFiltersResult> {
  const where = requirementFilters(ctx, {});
  const name =
    ctx.lang === 'en' ? sql`coalesce(${companies.name_en}, ${companies.name_es})` : sql`${companies.name_es}`;
  const distinct = <T>(column: SQL) =>
    ctx.db
      .selectDistinct({ v: column })
      .from(requeriments)
      .where(where)
      .orderBy(asc(column)) as unknown as Promise<Array<{ v: T }>>;
  const years = await distinct<number>(sql`${requeriments.year}`);
  const weeks = await distinct<number>(sql`${requeriments.week}`);
  const statuses = await distinct<RequirementStatus>(sql`${requeriments.status}`);
  const companyRows = await ctx.db
    .selectDistinct({ id: companies.id, name: sql<string>`${name}` })
    .from(requeriments)
    .innerJoin(companies, eq(companies.id, requeriments.company))
    .where(where)
    .orderBy(asc(sql`2`));
  const siteRows = await ctx.db
    .selectDistinct({ id: sites.id, name: sites.name, company: sites.company })
    .from(requeriments)
    .innerJoin(sites, eq(sites.id, requeriments.site))
    .where(where)
    .orderBy(asc(sites.name));
  return {
    years: years.map((r) => Number(r.v)).reverse(),
    weeks: weeks.map((r) => Number(r.v)),
    companies: companyRows,
    sites: siteRows,
    statuses: statuses.map((r) => r.v),
  };
}

/** check_pendings: the company's live requirements that still have open positions. */
export async function checkPendings(ctx: Ctx, company: number): Promise<CheckPendingsResult> {
  const rows = await ctx.db
    .select({
      id: requeriments.id,
      code: requeriments.code,
      requeriment_date: requeriments.requeriment_date,
      open_positions: requeriments.open_positions,
    })
    .from(requeriments)
    .where(
      and(
        requirementFilters(ctx, { company }),
        inArray(requeriments.status, [...openRequirementStatuses]),
        sql`${requeriments.open_positions} > 0`,
      ),
    )
    .orderBy(asc(requeriments.requeriment_date), asc(requeriments.id))
    .limit(50);
  return { pendings: rows.length, requeriments: rows };
}
