import { requirementStatuses } from '@rp/contract/enums';
import {
  acceptedFollowUpStatuses,
  openFollowUpStatuses,
  openRequirementStatuses,
} from '@rp/contract/rules/follow-up';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { requeriments, vacancyLogs } from '../../db/schema/index';
import { inList, notInList } from '../../db/status-sql';
import { qualified } from '../../resources/names';

/**
 * The statements of the direct process's counters, automatic statuses and timeline
 * (requirement-counters.ts holds their rules and order; docs/architecture.md "Where each kind of
 * code lives"; the counters: docs/domain.md#item-and-requirement-counters).
 */

/** The columns of a requirement's timeline row its writer gives (`days` is computed by the statement). */
export type RequirementLogValues = Pick<
  typeof vacancyLogs.$inferInsert,
  'requeriment' | 'status' | 'event' | 'comment' | 'user'
>;

/** Writes the items' counters of a requirement (of every requirement without an id) from their assignments. */
export async function recountItems(db: Executor, requirementId?: number) {
  const ofItem = requirementId === undefined ? sql`true` : sql`it.requeriment = ${requirementId}`;
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
}

/** Writes a requirement's totals (every requirement's without an id) as its items' sums; open is 0 once ended. */
export async function recountRequirements(db: Executor, requirementId?: number) {
  const ofRequirement = requirementId === undefined ? sql`true` : sql`requeriment = ${requirementId}`;
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

/**
 * Inserts a requirement's timeline row with the whole days since `stageSince`, or without it since
 * the requirement's current stage began (its last status entry, else its creation).
 */
export async function insertRequirementLog(
  db: Executor,
  values: RequirementLogValues,
  stageSince?: Date | string | null,
) {
  const requirementStageSince = sql`coalesce(
      (select max(l.created_at) from vacancy_logs l
        where l.requeriment = ${values.requeriment}
          and l.status in (${sql.join(
            requirementStatuses.map((status) => sql`${status}`),
            sql`, `,
          )})),
      (select r.created_at from requeriments r where r.id = ${values.requeriment}))`;
  const since = stageSince ? sql`${new Date(stageSince).toISOString()}::timestamptz` : requirementStageSince;
  await db.insert(vacancyLogs).values({
    ...values,
    days: sql`greatest(0, current_date - (${since})::date)`,
  });
}

/** Writes a requirement's status and `values`, with updated_at now. */
export async function updateRequirementStatus(
  db: Executor,
  id: number,
  status: (typeof requeriments.$inferSelect)['status'],
  values: PgUpdateSetSource<typeof requeriments>,
) {
  await db
    .update(requeriments)
    .set({ status, updated_at: sql`now()`, ...values })
    .where(eq(requeriments.id, id));
}

/** Reads a requirement's status, total and hired positions and assignment count. */
export async function findRequirementProgress(db: Executor, id: number) {
  const [row] = await db
    .select({
      status: requeriments.status,
      total: requeriments.total_positions,
      hired: requeriments.hired_positions,
      candidates: requeriments.candidates,
    })
    .from(requeriments)
    .where(eq(requeriments.id, id));
  return row;
}

/** Reads a requirement's total positions. */
export async function findRequirementTotal(db: Executor, id: number) {
  const [row] = await db
    .select({ total: requeriments.total_positions })
    .from(requeriments)
    .where(eq(requeriments.id, id));
  return row;
}

/**
 * Ends a requirement's open (Pending and Accepted) assignments as Rejected for `rejectReason`,
 * followed by `followUser` now; `note`, when given, replaces the follow-up note.
 */
export async function rejectOpenAssignmentsOf(
  db: Executor,
  requirementId: number,
  change: { rejectReason: number | null; followUser: number; note: string | null },
) {
  await db.execute(sql`
    update requeriment_candidates rc set status = 'Rejected', reject_reason = ${change.rejectReason},
           follow_user = ${change.followUser}, follow_date = now(), follow_up = coalesce(${change.note}, rc.follow_up),
           updated_at = now()
     where rc.requeriment_id = ${requirementId}
       and rc.status in (${sql.join(
         openFollowUpStatuses.map((status) => sql`${status}`),
         sql`, `,
       )})`);
}
