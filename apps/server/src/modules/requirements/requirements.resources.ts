import type { RequirementUpdate } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { isoWeek } from '@rp/contract/rules/dashboard';
import { isOpenRequirement, openRequirementStatuses } from '@rp/contract/rules/follow-up';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Ctx } from '../../context';
import type { Tx } from '../../db/client';
import { phoneDigits } from '../../db/schema/columns';
import { candidates, requeriments, requirementCandidates, requirementItems } from '../../db/schema/index';
import { REQ_CANCELED_CODE } from '../../db/seed/data/catalogs';
import { inList, notDeleted } from '../../db/status-sql';
import { ApiError, conflict, FieldErrors } from '../../lib/errors';
import { assertCandidateAction } from '../../lib/permissions';
import { lookup, qualified, userNameOf } from '../../resources/names';
import { companyOf, regionOfCompany, requirementIdsInScope, throughRequirement } from '../../resources/scope';
import { isoTimestamps } from '../../resources/service';
import { type ComputedField, defineResourceDef, type Row } from '../../resources/types';
import { assertReschedulable, deleteAssignment } from './requirement-candidates.service';
import { afterItemsChanged, endOpenAssignments, recount } from './requirement-counters';
import { requirementCandidateScope, requirementScope } from './requirement-scope';
import {
  countItemsOf,
  deleteItem,
  deleteItems,
  findItemCountsOf,
  findItemsOf,
  findRequirementCompany,
  findRequirementStatus,
  insertItem,
  softDeleteRequirement,
  updateItem,
  updateRequirementCode,
} from './requirements.queries';

/** One position of a requirement's create or update input (an update's may carry its id). */
type ItemInput = NonNullable<RequirementUpdate['items']>[number];

/** Items change only while their requirement is open (not Closed or Cancel). */
async function assertRequirementOpen(db: Tx, requirementId: number) {
  const row = await findRequirementStatus(db, requirementId);
  if (row && !isOpenRequirement(row.status)) throw conflict('errors.requeriment_closed');
}

/**
 * Applies the full positions list of a requirement update (docs/domain.md#statuses-and-transitions): an item with `id` changes
 * (quantity never below its accepted count), one without is added, a missing one is removed (only
 * without assignments). Counters and the automatic statuses follow.
 */
async function mergeItems(ctx: Ctx & { db: Tx }, requirementId: number, items: ItemInput[], isNew: boolean) {
  const current = await findItemCountsOf(ctx.db, requirementId);
  const byId = new Map(current.map((item) => [item.id, item]));
  const kept = new Set<number>();
  for (const [index, item] of items.entries()) {
    if (item.id === undefined) continue;
    const existing = byId.get(item.id);
    if (!existing) throw FieldErrors.one(`items.${index}.id`, 'validation.not_found_ref');
    if (item.quantity < existing.accepted)
      throw new ApiError(409, 'errors.quantity_below_accepted', { accepted: existing.accepted });
    kept.add(item.id);
  }
  const removed = current.filter((item) => !kept.has(item.id));
  if (removed.some((item) => item.candidates > 0)) throw conflict('errors.items_in_use');
  if (removed.length > 0)
    await deleteItems(
      ctx.db,
      removed.map((item) => item.id),
    );
  for (const { id, ...values } of items) {
    if (id === undefined) await insertItem(ctx.db, requirementId, values);
    else await updateItem(ctx.db, id, values);
  }
  await afterItemsChanged(ctx, requirementId, !isNew);
}

/** An item is past due while it has pending positions and its open requirement is past due (docs/domain.md#counters-and-formulas). */
/**
 * A requirement is past due while it is open and its date is more than the past-due days ago
 * (docs/domain.md#counters-and-formulas); with open positions, it or its item shows so.
 */
// `days` is the configured past-due days, an integer written as a literal (`date + 3`, a date); raw
// SQL, not a parameter, because `date + $1` leaves PostgreSQL to guess the parameter's type
const requirementPastDue = (status: SQL | AnyPgColumn, date: SQL | AnyPgColumn, days: number) =>
  sql`${inList(status, openRequirementStatuses)} and current_date > ${date} + ${sql.raw(String(Math.trunc(days)))}`;

const itemPastDue = (days: number) =>
  sql<boolean>`(${requirementItems.quantity} > ${requirementItems.accepted} and exists (select 1 from requeriments r where r.id = ${requirementItems.requeriment} and ${requirementPastDue(qualified('r', 'status'), qualified('r', 'requeriment_date'), days)}))`;

const daysOpen = sql<number>`(coalesce(${requeriments.cancel_at}::date, ${requeriments.closed_at}::date, current_date) - ${requeriments.requeriment_date})`;

const req = (column: string) => qualified('requeriments', column);

const rc = (column: string) => qualified('requeriment_candidates', column);
/**
 * A value of the assignment's requirement (`r`), as a subquery column (a primary-key lookup). `expr`
 * is raw SQL: one of the fixed expressions over `r` written in this file (`'r.week'`,
 * `"to_char(r.requeriment_date, 'YYYY-MM-DD')"`), never a value from a request.
 */
const ofRequirement = (expr: string) =>
  sql`(select ${sql.raw(expr)} from requeriments r where r.id = ${rc('requeriment_id')})`;

/**
 * A derived field read from the assignment's requirement. Its filters select the requirements first
 * (`requeriment_id in (select r.id … where r.week = 47)`), which an index serves, instead of running
 * the subquery for every assignment (1.9 s → a few ms over 200,000 assignments).
 */
const fromRequirement = (
  expr: string,
  type: ComputedField['type'],
  opts: { selective?: true } = {},
): ComputedField => ({
  sql: ofRequirement(expr),
  type,
  filterVia: {
    through: 'requeriments',
    expr: sql.raw(expr),
    select: (condition) =>
      sql`${rc('requeriment_id')} in (select r.id from requeriments r where ${condition})`,
    ...opts,
  },
});

/** The position ids of a read requirement's items (its export writes their names). */
const itemPositions = (row: Row) =>
  Array.isArray(row.items) ? row.items.map((item: Row) => item.position) : [];

/** What the requirement resources take from the configuration. */
export type RequirementSettings = Pick<Config, 'pastDueDays'>;

/** The requirement resources of one configuration, by path. */
export type RequirementResources = ReturnType<typeof requirementResourceDefs>;

const built = new WeakMap<RequirementSettings, RequirementResources>();

/**
 * The requirement resources of a configuration (built once per configuration object), by path:
 * their `is_past_due` counts PAST_DUE_DAYS (docs/domain.md#counters-and-formulas).
 */
export function requirementsResources(settings: RequirementSettings): RequirementResources {
  let defs = built.get(settings);
  if (!defs) {
    defs = requirementResourceDefs(settings.pastDueDays);
    built.set(settings, defs);
  }
  return defs;
}

function requirementResourceDefs(pastDueDays: number) {
  return {
    requeriments: defineResourceDef(resources.requeriments, {
      table: requeriments,
      search: [
        requeriments.code,
        requeriments.additional_comments,
        sql`lower((select c.name_es from companies c where c.id = ${req('company')}))`,
      ],
      defaultOrdering: '-requeriment_date',
      baseWhere: notDeleted(requeriments.is_deleted),
      scope: requirementScope,
      // a user of several companies reads a page company by company (migration 0037's index)
      scopeCompany: requeriments.company,
      // the list's columns, then what the detail shows (docs/domain.md#formats-and-constants)
      export: {
        columns: [
          'code',
          'company',
          'site',
          { key: 'requeriment_date', header: 'requirements.fields.requeriment_date', kind: 'date' },
          'week',
          'year',
          'status',
          'category',
          {
            key: 'items',
            header: 'exports.fields.items',
            ref: 'positions',
            value: (row) => itemPositions(row),
          },
          'total_positions',
          'accepted_positions',
          'hired_positions',
          'rejected_positions',
          'open_positions',
          'candidates',
          'days_open',
          { key: 'is_past_due', header: 'requirements.fields.past_due' },
          'request_by',
          'additional_comments',
          'details',
          'cancel_reason',
          'cancel_user',
          'cancel_at',
          'closed_at',
          'created_at',
          'updated_at',
        ],
        overrides: Object.fromEntries(
          [
            'code',
            'company',
            'site',
            'week',
            'year',
            'status',
            'category',
            'total_positions',
            'accepted_positions',
            'hired_positions',
            'rejected_positions',
            'open_positions',
            'candidates',
            'days_open',
            'additional_comments',
            'cancel_reason',
          ].map((key) => [key, { header: `requirements.fields.${key}` }]),
        ),
      },
      regionOf: regionOfCompany(requeriments.company),
      references: {
        company: { resource: 'companies' },
        site: { resource: 'sites', sameCompany: true },
        'items.*.position': { resource: 'positions', sameCompany: true },
      },
      companyOf: async (_ctx, input, existing) => input.company ?? existing?.company ?? null,
      computed: {
        company_name: lookup('companies', 'name_es', req('company')),
        company_name_en: lookup('companies', 'name_en', req('company')),
        site_name: lookup('sites', 'name', req('site')),
        days_open: { sql: daysOpen, type: 'number' },
        is_past_due: {
          sql: sql`(${requeriments.open_positions} > 0 and ${requirementPastDue(requeriments.status, requeriments.requeriment_date, pastDueDays)})`,
          type: 'boolean',
        },
      },
      async beforeWrite(ctx, input, existing) {
        if (existing && !isOpenRequirement(existing.status)) throw conflict('errors.requeriment_closed');
        const { items: _items, ...values } = input;
        if (typeof values.requeriment_date === 'string')
          Object.assign(values, isoWeek(values.requeriment_date));
        return existing ? values : { ...values, request_by: ctx.actor.id, status: 'New' };
      },
      async afterWrite(ctx, row, input) {
        if (!row.code) {
          await updateRequirementCode(ctx.db, row.id, `REQ-${String(row.id).padStart(6, '0')}`);
        }
        if (input.items) await mergeItems(ctx, row.id, input.items, row.code == null);
      },
      /** Refused while positions are hired; otherwise a soft delete (docs/domain.md#statuses-and-transitions). */
      async onDelete(ctx, row) {
        if (row.hired_positions > 0) throw conflict('errors.requeriment_has_hires');
        // candidates in progress are released (Rejected "Requirement canceled"), their history kept
        await endOpenAssignments(ctx, row.id, REQ_CANCELED_CODE, null);
        await recount(ctx.db, row.id);
        await softDeleteRequirement(ctx.db, row.id);
      },
      expand: async (ctx, rows) => {
        const ids = rows.map((r) => r.id);
        if (ids.length === 0) return rows;
        const items = await findItemsOf(ctx.db, ids, itemPastDue(pastDueDays));
        return rows.map((row) => ({
          ...row,
          items: items
            .filter((item) => item.requeriment === row.id)
            .map((item) => isoTimestamps(requirementItems, item)),
        }));
      },
    }),
    'requeriment-items': defineResourceDef(resources['requeriment-items'], {
      table: requirementItems,
      defaultOrdering: 'id',
      computed: { is_past_due: { sql: itemPastDue(pastDueDays), type: 'boolean' } },
      scope: throughRequirement(requirementItems.requeriment),
      // a user of few requirements reads their items by the requirements' ids (ResourceDef.scopeParent)
      scopeParent: { column: requirementItems.requeriment, ids: requirementIdsInScope },
      regionOf: regionOfCompany(companyOf('requeriments', requirementItems.requeriment)),
      references: {
        requeriment: { resource: 'requeriments' },
        position: { resource: 'positions', sameCompany: true },
      },
      async companyOf(ctx, input, existing) {
        // an item never moves to another requirement: only a create names it
        const id = existing?.requeriment ?? ('requeriment' in input ? input.requeriment : undefined);
        if (id === undefined || !Number.isInteger(id) || id <= 0 || id > 2147483647) return null;
        const row = await findRequirementCompany(ctx.db, id);
        return row?.company ?? null;
      },
      async beforeWrite(ctx, input, existing) {
        await assertRequirementOpen(
          ctx.db,
          existing?.requeriment ?? ('requeriment' in input ? input.requeriment : Number.NaN),
        );
        if (existing && typeof input.quantity === 'number' && input.quantity < existing.accepted) {
          throw new ApiError(409, 'errors.quantity_below_accepted', { accepted: existing.accepted });
        }
        return input;
      },
      /** The requirement's totals follow its items. */
      async afterWrite(ctx, row) {
        await afterItemsChanged(ctx, row.requeriment, true);
      },
      /** Only an item without assignments, never the last one (a requirement has at least one). */
      async onDelete(ctx, row) {
        if (row.candidates > 0) throw conflict('errors.items_in_use');
        const requirementId = row.requeriment;
        await assertRequirementOpen(ctx.db, requirementId);
        if ((await countItemsOf(ctx.db, requirementId)) <= 1) throw conflict('validation.items_required');
        await deleteItem(ctx.db, row.id);
        await afterItemsChanged(ctx, requirementId, true);
      },
    }),
    'requeriment-candidates': defineResourceDef(resources['requeriment-candidates'], {
      auditExport: true,
      table: requirementCandidates,
      defaultOrdering: '-created_at',
      // the requirement by its code (requeriment_code); `requeriment` is the item (its position is named)
      export: { omit: ['requeriment', 'requeriment_id'] },
      // one accent-free, lower-cased text per assignment (candidate names and CURP, requirement code)
      // with a trigram index, kept by triggers (migration 0006): 'hernandez' finds 'Hernández'
      search: [(pattern) => sql`${rc('search_text')} like immutable_unaccent(${pattern})`],
      // the candidate's phone (the list shows it), digits only on both sides: the candidates the
      // phone index finds, only for a search written as a phone
      phoneSearch: [
        (pattern) =>
          sql`${rc('candidate')} in (select ${candidates.id} from ${candidates} where ${phoneDigits(candidates.phone_number)} like ${pattern})`,
      ],
      /**
       * Assignments of deleted requirements are gone with them. Written as an anti-join on the deleted
       * ones (requeriment_id is a NOT NULL foreign key, so this is the same set as "its requirement is
       * live"): the planner hashes the few deleted requirements, or probes them by key, and never
       * drives a nested loop from every live requirement when a computed filter (year, week) is
       * misestimated (3.9 s → 0.6 s for a week over 200,000 assignments).
       */
      baseWhere: sql`not exists (select 1 from requeriments r where r.id = ${rc('requeriment_id')} and r.is_deleted)`,
      scope: requirementCandidateScope,
      // a user of several companies reads a page company by company (migration 0036's index)
      scopeCompany: requirementCandidates.company,
      regionOf: regionOfCompany(requirementCandidates.company),
      computed: {
        requeriment_code: fromRequirement('r.code', 'string'),
        requeriment_status: fromRequirement('r.status', 'string'),
        requeriment_date: fromRequirement("to_char(r.requeriment_date, 'YYYY-MM-DD')", 'string'),
        year: fromRequirement('r.year', 'number'),
        // a week's assignments are few and made within days: its page reads them first (types.ts FilterVia)
        week: fromRequirement('r.week', 'number', { selective: true }),
        site: fromRequirement('r.site', 'number'),
        // the names of the company, the position and the site, and the candidate's, are kept on the
        // row (migrations 0047–0048): a list sorted by one reads its index
        shift_type: lookup('requeriment_items', 'shift_type', rc('requeriment'), 'number'),
        candidate_curp: lookup('candidates', 'curp', rc('candidate')),
        medical_user_name: { sql: userNameOf(rc('medical_user')), type: 'string' },
        follow_user_name: { sql: userNameOf(rc('follow_user')), type: 'string' },
        hired_user_name: { sql: userNameOf(rc('hired_user')), type: 'string' },
        user_appointment_name: { sql: userNameOf(rc('user_appointment')), type: 'string' },
        candidate_phone: lookup('candidates', 'phone_number', rc('candidate')),
      },
      /** POST is assign_candidate (registered by the area's routes), so counters and logs follow. */
      customCreate: true,
      /** Only rescheduling the interview of an open assignment. */
      async beforeWrite(ctx, input, existing) {
        assertCandidateAction(ctx.actor, 'reschedule');
        if (existing) assertReschedulable(existing.status);
        return input;
      },
      /** DELETE is delete_candidate: only while in progress. */
      async onDelete(ctx, row) {
        assertCandidateAction(ctx.actor, 'delete_candidate');
        await deleteAssignment(ctx, row.id);
      },
    }),
  };
}
