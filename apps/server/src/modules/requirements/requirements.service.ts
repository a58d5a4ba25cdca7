import type { CancelRequirementBody } from '@rp/contract/entities';
import { isOpenRequirement } from '@rp/contract/rules/follow-up';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { REQ_CANCELED_CODE } from '../../db/seed/data/catalogs';
import { conflict } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import { endOpenAssignments, recount, setRequirementStatus } from './requirement-counters';
import { lockRequirement } from './requirement-scope';
import { findOpenAssignmentOfRequirement } from './requirements.queries';

/**
 * The direct process (docs/domain.md#requirement): requirement and follow-up actions, the counters they move and the
 * weekly views. Every action runs in one transaction that locks the requirement first (then the
 * assignment), so concurrent actions on one requirement queue up and the counters stay exact.
 *
 * This file holds the requirement's own status actions (approve, close, cancel); the scope and the
 * locks are in requirement-scope.ts, the counters and automatic statuses in
 * requirement-counters.ts, the follow-up actions in requirement-candidates.service.ts and the
 * weekly views in weekly-views.ts; each runs its statements through a queries file beside it
 * (`requirements.queries.ts`, docs/architecture.md "Where each kind of code lives").
 */

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
    const open = await findOpenAssignmentOfRequirement(tx.db, id);
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
