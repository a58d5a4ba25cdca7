import { openFollowUpStatuses } from '@rp/contract/rules/follow-up';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { requeriments, requirementCandidates, requirementItems } from '../../db/schema/index';

/**
 * The statements of a requirement and its items: the status actions (requirements.service.ts), the
 * locks (requirement-scope.ts) and the resource hooks (requirements.resources.ts), which hold the
 * rules, the order and the transactions (docs/architecture.md "Where each kind of code lives"). A
 * `scope` parameter is the caller's data scope condition, none for a superuser (docs/domain.md#data-scope).
 */

/** The columns an item's create or update writes (its requirement, counters and times aside). */
export type ItemValues = Pick<
  typeof requirementItems.$inferInsert,
  'position' | 'gender' | 'shift_type' | 'category' | 'quantity' | 'details'
>;

/** Reads and locks (`for update`) a live requirement within `scope`. */
export async function lockLiveRequirement(db: Executor, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(requeriments)
    .where(and(eq(requeriments.id, id), eq(requeriments.is_deleted, false), scope))
    .for('update');
  return row;
}

/** Reads a requirement's status. */
export async function findRequirementStatus(db: Executor, id: number) {
  const [row] = await db
    .select({ status: requeriments.status })
    .from(requeriments)
    .where(eq(requeriments.id, id));
  return row;
}

/** Reads a requirement's company. */
export async function findRequirementCompany(db: Executor, id: number) {
  const [row] = await db
    .select({ company: requeriments.company })
    .from(requeriments)
    .where(eq(requeriments.id, id));
  return row;
}

/** Writes a requirement's code. */
export async function updateRequirementCode(db: Executor, id: number, code: string) {
  await db.update(requeriments).set({ code }).where(eq(requeriments.id, id));
}

/** Marks a requirement deleted (soft delete), with updated_at now. */
export async function softDeleteRequirement(db: Executor, id: number) {
  await db
    .update(requeriments)
    .set({ is_deleted: true, updated_at: sql`now()` })
    .where(eq(requeriments.id, id));
}

/** Reads one open (Pending or Accepted) assignment of a requirement, if any. */
export async function findOpenAssignmentOfRequirement(db: Executor, requirementId: number) {
  const [row] = await db
    .select({ id: requirementCandidates.id })
    .from(requirementCandidates)
    .where(
      and(
        eq(requirementCandidates.requeriment_id, requirementId),
        inArray(requirementCandidates.status, [...openFollowUpStatuses]),
      ),
    )
    .limit(1);
  return row;
}

/** Reads a requirement item. */
export async function findItem(db: Executor, id: number) {
  const [row] = await db.select().from(requirementItems).where(eq(requirementItems.id, id));
  return row;
}

/** Reads the id and the accepted and assigned counts of a requirement's items. */
export function findItemCountsOf(db: Executor, requirementId: number) {
  return db
    .select({
      id: requirementItems.id,
      accepted: requirementItems.accepted,
      candidates: requirementItems.candidates,
    })
    .from(requirementItems)
    .where(eq(requirementItems.requeriment, requirementId));
}

/** Reads the items of the given requirements, every column and `isPastDue` as `is_past_due`, by id. */
export function findItemsOf(db: Executor, requirementIds: number[], isPastDue: SQL<boolean>) {
  return db
    .select({ ...getTableColumns(requirementItems), is_past_due: isPastDue })
    .from(requirementItems)
    .where(
      sql`${requirementItems.requeriment} in (${sql.join(
        requirementIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(requirementItems.id);
}

/** Counts a requirement's items. */
export async function countItemsOf(db: Executor, requirementId: number) {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requirementItems)
    .where(eq(requirementItems.requeriment, requirementId));
  return n;
}

/** Inserts an item of requirement `requirementId`. */
export async function insertItem(db: Executor, requirementId: number, values: ItemValues) {
  await db.insert(requirementItems).values({ ...values, requeriment: requirementId });
}

/** Writes an item's `values`, with updated_at now. */
export async function updateItem(db: Executor, id: number, values: ItemValues) {
  await db
    .update(requirementItems)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(requirementItems.id, id));
}

/** Deletes a requirement item. */
export async function deleteItem(db: Executor, id: number) {
  await db.delete(requirementItems).where(eq(requirementItems.id, id));
}

/** Deletes the given requirement items. */
export async function deleteItems(db: Executor, ids: number[]) {
  await db.delete(requirementItems).where(inArray(requirementItems.id, ids));
}
