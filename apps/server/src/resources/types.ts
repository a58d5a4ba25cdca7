import type { AccessRule, Lang, ResourcePath } from '@rp/contract';
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
   * slow: the condition on `expr` inside the related table, selected there by `select` and put on
   * the row (`requeriment_id in (select r.id from requeriments r where r.year = 2026)`). Filters of
   * fields with the same `through` share one selection (`… where r.year = 2026 and r.week = 48`), so
   * the related table's index on both columns serves them together.
   */
  filterVia?: FilterVia;
};

/**
 * See `ComputedField.filterVia`. `selective`: a value of this field matches few rows, clustered in
 * the list's ordering (a requirement's week: its assignments were made within days of each other),
 * so a page filtered by it reads its matches first and then orders them; the planner, expecting them
 * spread evenly, would walk the ordering's index back to them (28,694 assignments for one week of
 * March, 54 ms; matches first: 3 ms).
 */
export type FilterVia = { through: string; expr: SQL; select: (condition: SQL) => SQL; selective?: true };

/** How an export writes a column's values (docs/domain.md#formats-and-constants). */
export type ExportKind = 'text' | 'date' | 'datetime' | 'enum' | 'boolean' | 'number' | 'percent';

/** Resources whose rows an export names by id (see `exportNames` in export-columns.ts). */
export type ExportRef =
  | 'catalogs'
  | 'categories'
  | 'users'
  | 'positions'
  | 'companies'
  | 'sites'
  | 'regions'
  | 'roles'
  | 'departments'
  | 'candidates'
  | 'clasifications'
  | 'countries'
  | 'servers'
  | 'vacancies'
  | 'requeriments';

/** One column of a resource's export. */
export type ExportColumn = {
  /** The read field the value comes from (any name when `value` computes it). */
  key: string;
  /** i18n key of the header; `exports.fields.<key>` by default. */
  header?: string;
  /** Found from the read shape when left out (strings holding dates are written as dates). */
  kind?: ExportKind;
  /** The raw value from the read row (expanded names included); `row[key]` by default. */
  value?: (row: Row, lang: Lang) => unknown;
  /** The value is an id (or ids) of this resource: the export writes its name in the reader's language. */
  ref?: ExportRef;
  /** i18n prefix of an enum's labels (`common.enums.requeriment_status`); found from the read shape's enum by default. */
  labels?: string;
};

/**
 * A resource's export columns: listed (`columns`), or derived from the read shape. Derived, an id
 * field with a `<field>_name` beside it writes that name, a known id field (`category`, `shift_type`,
 * `request_by` …) the referenced row's name, an enum its label, a date its display format.
 */
export type ExportSpec = {
  /** The columns in order: a read field's name (derived) or a column of its own. */
  columns?: Array<string | ExportColumn>;
  /** Derived columns left out. */
  omit?: string[];
  /** Changes to derived columns, by read field. */
  overrides?: Record<string, Partial<ExportColumn>>;
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
  /**
   * Phone columns, compared by their digits (`phoneDigits`, trigram-indexed): a search word written
   * as a phone (digits with `( ) - . +`, at least 3 digits), or the whole term so written
   * (`(664) 357-6568`), matches them digits-only on both sides. A function receives the LIKE pattern
   * of those digits and builds its own condition (a phone of a related row).
   */
  phoneSearch?: Array<AnyPgColumn | ((digitsPattern: string) => SQL)>;
  /**
   * Letter-only search words of 3+ letters (`wordStart`) match the start of a word instead of any
   * substring: `indexed` receives the bare word and tests it against an indexed set of word prefixes,
   * `rowByRow` receives the LIKE pattern `% word%` for a search window that reads the row's words
   * from an index; the two must agree on every row (docs/decisions.md "Name words are matched from
   * their start (issue 28)").
   */
  wordStarts?: { indexed: (word: string) => SQL; rowByRow: (pattern: string) => SQL };
  /** Default ordering, as in the query (`-id`). */
  defaultOrdering?: string;
  /**
   * A search in the default ordering first looks among this many first rows of that ordering (its
   * index walked, never the whole index): when they hold the page, it is the page, and the share of
   * them that matched estimates a broad match set (docs/decisions.md "One search text per candidate
   * (issue 28)"). The default ordering's leading column needs an index.
   */
  searchWindow?: number;
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
  /** Each export writes an audit row (candidate data, docs/domain.md#audit-log). */
  auditExport?: true;
  /** Export columns (derived from the read shape by default). */
  export?: ExportSpec;
  /** Fills relations and derived values of read rows (one batch per page). */
  expand?: (ctx: Ctx, rows: Row[]) => Promise<Row[]>;
  /** Turns validated input into column values (hash a password, check a rule); may throw ApiError. */
  beforeWrite?: (ctx: Ctx & { db: Tx }, input: Row, existing: Row | null) => Promise<Row>;
  /** Runs right after the insert, before the scope check (e.g. give the creator access to it). */
  onCreated?: (ctx: Ctx & { db: Tx }, id: number) => Promise<void>;
  /**
   * Writes what is not a column (join tables, the audit row) inside the same transaction;
   * `existing` is the row as it was before an update, null on a create.
   */
  afterWrite?: (ctx: Ctx & { db: Tx }, row: Row, input: Row, existing: Row | null) => Promise<void>;
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
