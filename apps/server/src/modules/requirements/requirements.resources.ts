import { resourceAccess } from '@rp/contract';
import {
  requerimentCandidateCreateSchema,
  requerimentCandidateSchema,
  requerimentCandidateUpdateSchema,
  requerimentCreateSchema,
  requerimentItemCreateSchema,
  requerimentItemSchema,
  requerimentItemUpdateSchema,
  requerimentSchema,
  requerimentUpdateSchema,
} from '@rp/contract/entities';
import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { requerimentCandidates, requerimentItems, requeriments } from '../../db/schema/index';
import { ApiError, conflict, FieldErrors } from '../../lib/errors';
import { companyOf, companyScope, regionOfCompany } from '../../resources/scope';
import { isoTimestamps } from '../../resources/service';
import type { ResourceDef, Row } from '../../resources/types';
import { assertAssignable } from '../candidates/candidates.service';

const pastDueDays = () => Number(process.env.PAST_DUE_DAYS ?? 7);

/** ISO-8601 week and week-year of a YYYY-MM-DD date. */
export function isoWeek(date: string): { week: number; year: number } {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { week: Math.ceil(((d.getTime() - yearStart) / 86400000 + 1) / 7), year: d.getUTCFullYear() };
}

type ItemInput = {
  position: number;
  gender: 'any' | 'male' | 'female';
  shift_type: number;
  category: number;
  quantity: number;
  details?: string | null;
};

/** total_positions = Σ quantity of the items, open_positions = total − accepted (design §5). */
async function recomputeTotals(db: Tx, requerimentId: number) {
  const total = sql`(select coalesce(sum(i.quantity), 0)::int from requeriment_items i where i.requeriment = ${requerimentId})`;
  await db
    .update(requeriments)
    .set({ total_positions: total, open_positions: sql`${total} - ${requeriments.accepted_positions}` })
    .where(eq(requeriments.id, requerimentId));
}

/** Items change only while their requirement is open (not Closed or Cancel). */
async function assertRequerimentOpen(db: Tx, requerimentId: number) {
  const [row] = await db
    .select({ status: requeriments.status })
    .from(requeriments)
    .where(eq(requeriments.id, requerimentId));
  if (row && ['Closed', 'Cancel'].includes(row.status)) throw conflict('errors.requeriment_closed');
}

/** Replaces a requirement's items (only while none has assignments) and recomputes its totals. */
async function replaceItems(db: Tx, requerimentId: number, items: ItemInput[]) {
  const [used] = await db
    .select({ id: requerimentItems.id })
    .from(requerimentItems)
    .where(and(eq(requerimentItems.requeriment, requerimentId), gt(requerimentItems.candidates, 0)))
    .limit(1);
  if (used) throw conflict('errors.items_in_use');
  await db.delete(requerimentItems).where(eq(requerimentItems.requeriment, requerimentId));
  await db.insert(requerimentItems).values(items.map((item) => ({ ...item, requeriment: requerimentId })));
  await recomputeTotals(db, requerimentId);
}

/** An item is past due while it has pending positions and its open requirement is past due (design §5). */
const itemPastDue = sql<boolean>`(${requerimentItems.quantity} > ${requerimentItems.accepted} and exists (select 1 from requeriments r where r.id = ${requerimentItems.requeriment} and r.status not in ('Closed', 'Cancel') and current_date > r.requeriment_date + ${sql.raw(String(Math.trunc(pastDueDays())))}))`;

const daysOpen = sql<number>`(coalesce(${requeriments.cancel_at}::date, case when ${requeriments.status} = 'Closed' then ${requeriments.updated_at}::date end, current_date) - ${requeriments.requeriment_date})`;

export const requirementsResources: ResourceDef[] = [
  {
    path: 'requeriments',
    table: requeriments,
    access: resourceAccess.requeriments,
    read: requerimentSchema,
    create: requerimentCreateSchema,
    update: requerimentUpdateSchema,
    search: [requeriments.code, requeriments.additional_comments],
    defaultOrdering: '-requeriment_date',
    baseWhere: eq(requeriments.is_deleted, false),
    scope: companyScope(requeriments.company, { site: requeriments.site }),
    regionOf: regionOfCompany(requeriments.company),
    computed: {
      days_open: { sql: daysOpen, type: 'number' },
      is_past_due: {
        sql: sql`(${requeriments.open_positions} > 0 and ${requeriments.status} not in ('Closed', 'Cancel') and current_date > ${requeriments.requeriment_date} + ${sql.raw(String(Math.trunc(pastDueDays())))})`,
        type: 'boolean',
      },
    },
    async beforeWrite(ctx, input, existing) {
      if (existing && ['Closed', 'Cancel'].includes(String(existing.status)))
        throw conflict('errors.requeriment_closed');
      const { items: _items, ...values } = input;
      if (typeof values.requeriment_date === 'string')
        Object.assign(values, isoWeek(values.requeriment_date));
      return existing ? values : { ...values, request_by: ctx.actor.id, status: 'New' };
    },
    async afterWrite(ctx, row, input) {
      if (!row.code) {
        await ctx.db
          .update(requeriments)
          .set({ code: `REQ-${String(row.id).padStart(6, '0')}` })
          .where(eq(requeriments.id, Number(row.id)));
      }
      if (Array.isArray(input.items)) await replaceItems(ctx.db, Number(row.id), input.items as ItemInput[]);
    },
    /** Refused while positions are hired; otherwise a soft delete (design §5). */
    async onDelete(ctx, row) {
      if (Number(row.hired_positions) > 0) throw conflict('errors.requeriment_has_hires');
      await ctx.db
        .update(requeriments)
        .set({ is_deleted: true, updated_at: sql`now()` })
        .where(eq(requeriments.id, Number(row.id)));
    },
    expand: async (ctx, rows: Row[]) => {
      const ids = rows.map((r) => Number(r.id));
      if (ids.length === 0) return rows;
      const items = await ctx.db
        .select({ ...getTableColumns(requerimentItems), is_past_due: itemPastDue })
        .from(requerimentItems)
        .where(
          sql`${requerimentItems.requeriment} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
        .orderBy(requerimentItems.id);
      return rows.map((row) => ({
        ...row,
        items: items
          .filter((item) => item.requeriment === row.id)
          .map((item) => isoTimestamps(requerimentItems, item)),
      }));
    },
  },
  {
    path: 'requeriment-items',
    table: requerimentItems,
    access: resourceAccess['requeriment-items'],
    read: requerimentItemSchema,
    create: requerimentItemCreateSchema,
    update: requerimentItemUpdateSchema,
    defaultOrdering: 'id',
    computed: { is_past_due: { sql: itemPastDue, type: 'boolean' } },
    scope: companyScope(companyOf('requeriments', requerimentItems.requeriment)),
    regionOf: regionOfCompany(companyOf('requeriments', requerimentItems.requeriment)),
    async beforeWrite(ctx, input, existing) {
      await assertRequerimentOpen(ctx.db, Number(existing?.requeriment ?? input.requeriment));
      if (existing && typeof input.quantity === 'number' && input.quantity < Number(existing.accepted)) {
        throw new ApiError(409, 'errors.quantity_below_accepted', { accepted: existing.accepted });
      }
      return input;
    },
    /** The requirement's totals follow its items. */
    async afterWrite(ctx, row) {
      await recomputeTotals(ctx.db, Number(row.requeriment));
    },
    /** Only an item without assignments, never the last one (a requirement has at least one). */
    async onDelete(ctx, row) {
      if (Number(row.candidates) > 0) throw conflict('errors.items_in_use');
      const requerimentId = Number(row.requeriment);
      await assertRequerimentOpen(ctx.db, requerimentId);
      const [{ n } = { n: 0 }] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(requerimentItems)
        .where(eq(requerimentItems.requeriment, requerimentId));
      if (Number(n) <= 1) throw conflict('validation.items_required');
      await ctx.db.delete(requerimentItems).where(eq(requerimentItems.id, Number(row.id)));
      await recomputeTotals(ctx.db, requerimentId);
    },
  },
  {
    path: 'requeriment-candidates',
    table: requerimentCandidates,
    access: resourceAccess['requeriment-candidates'],
    read: requerimentCandidateSchema,
    create: requerimentCandidateCreateSchema,
    update: requerimentCandidateUpdateSchema,
    defaultOrdering: '-created_at',
    scope: companyScope(requerimentCandidates.company),
    regionOf: regionOfCompany(requerimentCandidates.company),
    /** company and position are copied from the item and its requirement (scope and lists). */
    async beforeWrite(ctx, input, existing) {
      if (existing) return input;
      await assertAssignable(ctx, Number(input.candidate), { field: 'candidate' });
      const [item] = await ctx.db
        .select({ position: requerimentItems.position, company: requeriments.company })
        .from(requerimentItems)
        .innerJoin(requeriments, eq(requeriments.id, requerimentItems.requeriment))
        .where(eq(requerimentItems.id, Number(input.requeriment)));
      if (!item) throw FieldErrors.one('requeriment', 'validation.not_found_ref');
      return { ...input, position: item.position, company: item.company, user_appointment: ctx.actor.id };
    },
  },
];
