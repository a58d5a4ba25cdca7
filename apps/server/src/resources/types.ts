import type { AccessRule, ResourcePath } from '@rp/contract';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Actor, Ctx } from '../context';
import type { Tx } from '../db/client';

export type Row = Record<string, unknown>;
export type ComputedField = {
  sql: SQL;
  type: 'number' | 'boolean' | 'string' | 'date';
  /**
   * How a filter on this field is written when comparing the scalar subquery row by row would be
   * slow: receives the condition on the field's expression inside its own table and returns the
   * condition on the row (`requeriment_id in (select r.id from requeriments r where r.year = 2026)`).
   */
  filterVia?: (condition: (expr: SQL) => SQL) => SQL;
};

/** A resource is declared once and gets list/show/create/update/delete/export (conventions §2). */
export type ResourceDef = {
  path: ResourcePath;
  table: PgTable;
  access: AccessRule;
  /** Read shape: only its keys leave the server (secrets never do). */
  read: z.ZodObject;
  /** Input shapes; without them the resource is read-only (405 on writes). */
  create?: z.ZodType<Row>;
  update?: z.ZodType<Row>;
  /**
   * Columns matched by `search`: each word of the term must match one of them (≥ 3 chars:
   * substring; shorter: prefix of a word). A function receives the lower-cased LIKE pattern of one
   * word and builds its own condition (accent-insensitive matching).
   */
  search?: Array<SQL | AnyPgColumn | ((pattern: string) => SQL)>;
  /** Default ordering, as in the query (`-id`). */
  defaultOrdering?: string;
  /** Values computed in SQL at read time (days_open …): selectable, filterable, orderable. */
  computed?: Record<string, ComputedField>;
  /** Rows every read sees (not deleted). */
  baseWhere?: SQL;
  /** Data scope of non-superusers (docs/domain.md#data-scope): rows outside answer 404. */
  scope?: (actor: Actor) => SQL | undefined;
  /**
   * Ids the input refers to, by field (`items.*.position` for a nested list): each must be a row of
   * `resource` the caller may see, else 400 `validation.not_found_ref` on the field, as for an id that
   * does not exist (docs/domain.md#data-scope). `sameCompany`: the row must also belong to the written row's company
   * (`companyOf`); a row without a company is shared.
   */
  references?: Record<string, { resource: ResourcePath; sameCompany?: boolean }>;
  /** The company of the row being written (input over the stored row), for `sameCompany` references. */
  companyOf?: (ctx: Ctx, input: Row, existing: Row | null) => Promise<number | null | undefined>;
  /** The row's region id, for the `region` query parameter of the region selector. */
  regionOf?: SQL | AnyPgColumn;
  /** Soft delete: set this boolean column (true for is_deleted, false for is_active). */
  softDelete?: { column: string; value: boolean; reasonColumn?: string };
  /** Fills relations and derived values of read rows (one batch per page). */
  expand?: (ctx: Ctx, rows: Row[]) => Promise<Row[]>;
  /** Turns validated input into column values (hash a password, check a rule); may throw ApiError. */
  beforeWrite?: (ctx: Ctx & { db: Tx }, input: Row, existing: Row | null) => Promise<Row>;
  /** Runs right after the insert, before the scope check (e.g. give the creator access to it). */
  onCreated?: (ctx: Ctx & { db: Tx }, id: number) => Promise<void>;
  /** Writes what is not a column (join tables) inside the same transaction. */
  afterWrite?: (ctx: Ctx & { db: Tx }, row: Row, input: Row) => Promise<void>;
  /** POST is a custom action of the area (multipart uploads). */
  customCreate?: boolean;
  /**
   * Custom delete (users deactivate, rules that answer 409). It may return a clean-up that runs once
   * the delete has committed (a file record's bytes leave storage only if its row is gone).
   */
  onDelete?: (
    ctx: Ctx & { db: Tx },
    row: Row,
    reason: string | undefined,
  ) => Promise<void | (() => Promise<void>)>;
};
