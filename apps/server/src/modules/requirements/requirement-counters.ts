import { logSentence, translate } from '@rp/contract';
import type { LogEvent } from '@rp/contract/entities/vacancy-log';
import { clas, type RequirementStatus } from '@rp/contract/enums';
import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { requeriments } from '../../db/schema/index';
import { REQ_COVERED_CODE } from '../../db/seed/data/catalogs';
import type { TxCtx } from '../../lib/transaction';
import { findCatalogItemByCode } from '../reference/catalog.queries';
import {
  findRequirementProgress,
  findRequirementTotal,
  insertRequirementLog,
  recountItems,
  recountRequirements,
  rejectOpenAssignmentsOf,
  updateRequirementStatus,
} from './requirement-counters.queries';

// ---------------------------------------------------------------------------------------------
// Counters and automatic statuses

/**
 * Recomputes the item and requirement counters of a requirement (or, without an id, of every
 * requirement) from its assignments (docs/domain.md#item-and-requirement-counters): item candidates = assignments, accepted =
 * Accepted + Hired, hired/rejected/not_attend by status; requirement totals are the items' sums and
 * open = total − accepted.
 */
export async function recount(db: Executor, requirementId?: number) {
  await recountItems(db, requirementId);
  await recountRequirements(db, requirementId);
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
  await insertRequirementLog(
    ctx.db,
    {
      requeriment: log.requeriment,
      status: log.status,
      event: log.event,
      comment: logSentence(log.event, ctx.lang, tr).slice(0, 5000),
      user: ctx.actor.id,
    },
    log.stageSince,
  );
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
  await updateRequirementStatus(ctx.db, id, to, { ...(isEnded ? { open_positions: 0 } : {}), ...extra });
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
  const row = await findRequirementProgress(ctx.db, requirementId);
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
  const reason = await findCatalogItemByCode(ctx.db, clas.rejectReasons, reasonCode);
  await rejectOpenAssignmentsOf(ctx.db, requirementId, {
    rejectReason: reason?.id ?? null,
    followUser: ctx.actor.id,
    note,
  });
}

/** Recount after items change (quantities down may close it); used by the requirement resources. */
export async function afterItemsChanged(ctx: TxCtx, requirementId: number, logTotal: boolean) {
  await recountAndAdvance(ctx, requirementId);
  if (!logTotal) return;
  const row = await findRequirementTotal(ctx.db, requirementId);
  await writeLog(ctx, {
    requeriment: requirementId,
    status: 'Edited',
    event: { kind: 'items', total: row?.total ?? 0 },
  });
}
