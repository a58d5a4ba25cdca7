import { logSentence, translate } from '@rp/contract';
import type { LogEvent } from '@rp/contract/entities/vacancy-log';
import { clas, type RequirementStatus, requirementStatuses } from '@rp/contract/enums';
import {
  acceptedFollowUpStatuses,
  openFollowUpStatuses,
  openRequirementStatuses,
} from '@rp/contract/rules/follow-up';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { catalogs, requeriments, vacancyLogs } from '../../db/schema/index';
import { REQ_COVERED_CODE } from '../../db/seed/data/catalogs';
import { inList, notInList } from '../../db/status-sql';
import type { TxCtx } from '../../lib/transaction';
import { qualified } from '../../resources/names';

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
             (count(*) filter (where ${inList(qualified('rc', 'status'), acceptedFollowUpStatuses)}))::int as accepted,
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
      open_positions = case when ${notInList(qualified('r', 'status'), openRequirementStatuses)} then 0 else s.total - s.accepted end
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
export async function writeLog(ctx: TxCtx, log: LogInput) {
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

export async function setRequirementStatus(
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
export async function recountAndAdvance(ctx: TxCtx, requirementId: number) {
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
