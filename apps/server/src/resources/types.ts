import type { Lang, ResourceContract, ResourcePath } from '@rp/contract';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Actor, Ctx } from '../context';
import type { Tx } from '../db/client';

/** A row the generic mechanism moves without knowing its resource (lists, exports, references). */
export type Row = Record<string, unknown>;

type Parsed<S> = S extends z.ZodType ? z.output<S> : never;

/**
 * What the write hooks (`beforeWrite`, `afterWrite`, `companyOf`) receive as `input`: on a create
 * the contract's create schema as parsed (defaults applied); on an update the update schema as
 * parsed, only the fields sent (a field not sent stays as stored).
 */
export type ResourceInput<R extends ResourceContract> = Parsed<R['create']> | Partial<Parsed<R['update']>>;

/**
 * A stored row as the hooks receive it (`existing`, the written or deleted `row`, the rows `expand`
 * fills): the table's columns read by drizzle, so typed as the table's select type (a numeric column
 * in its default mode is a string, a timestamp in string mode PostgreSQL's text), plus the computed
 * fields, unknown.
 * Not the read type: `expand` and the read shape (`toRead`) have not run yet.
 */
export type StoredRow<T extends PgTable> = T['$inferSelect'] & Row;

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
  /**
   * A boolean field's rows as a filter condition (`field=true`; `field=false` is its negation), for a
   * field a stored column flags: compared row by row, the computed value cannot use that column's
   * index, and a value few rows hold walked the whole table (the candidates' blacklist filter: 3.9 s
   * over 1,000,000 candidates, docs/performance.md "The blacklist filter"). It must be exactly the
   * rows where `sql` is true, and never NULL.
   */
  whenTrue?: SQL;
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

/**
 * The server half of a resource (conventions §2): its table and rules beside the contract's path,
 * schemas and access. Typed by its contract `R` (the hooks' `input`, `showRow`'s answer) and its
 * table `T` (the stored row the hooks read). The hooks are method signatures, so a typed definition
 * is also a `ResourceDef` of the default parameters, the erased view the generic mechanism holds
 * (register.ts, service.ts, list-query.ts, export.ts), which only ever calls a hook with the input
 * parsed by that resource's own schemas and rows read from its own table.
 */
export type ResourceServer<R extends ResourceContract, T extends PgTable> = {
  table: T;
  /**
   * Columns matched by `search`: each word of the term must match one of them (≥ 3 chars:
   * substring; shorter: prefix of a word). A function receives the lower-cased LIKE pattern of one
   * word and builds its own condition (accent-insensitive matching), and whether a search window
   * evaluates it row by row (`rowByRow`) rather than through an index.
   */
  search?: Array<SQL | AnyPgColumn | ((pattern: string, mode: 'indexed' | 'rowByRow') => SQL)>;
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
  /**
   * With `searchWindow`: a term the planner expects too rarely for the window to fill a page (fewer
   * than five matches in it, under 2,000 in all) is read matches first, the window skipped; more
   * matches than the window holds send it back to the window (docs/decisions.md "A rare term skips
   * its search window"). Off only where a test pins the window's own path.
   */
  rareTermsFirst?: boolean;
  /** Values computed in SQL at read time (days_open …): selectable, filterable, orderable. */
  computed?: Record<string, ComputedField>;
  /** Rows every read sees (not deleted). */
  baseWhere?: SQL;
  /** Data scope of non-superusers (docs/domain.md#data-scope): rows outside answer 404. */
  scope?: (actor: Actor) => SQL | undefined;
  /**
   * The company column `scope` limits to the user's companies, where an index leads with it and then
   * follows the default ordering (`company, created_at desc, id desc`). A user of several companies
   * then reads an unsearched page in the default ordering company by company, each company's first
   * rows from that index, merged (`companyPageCondition` in service.ts): PostgreSQL reads an `in`
   * list of the index's leading column unordered, so it walked the whole ordering's index instead,
   * every row of the table when the companies have few (docs/performance.md "A user of several
   * companies").
   */
  scopeCompany?: AnyPgColumn;
  /**
   * The parent rows are scoped through, where `scope` is exactly "the parent is one the user may
   * see" (`throughVacancyScope`, `throughRequirement`): the column naming the parent and the ids of
   * the parents the user may see, as a subquery. A paged list of a user with few such parents is read
   * from those parents' rows (`parentScopeCondition` in service.ts): the planner, taking a new
   * company for an average one, walked the whole table testing each row's parent (207–353 ms for the
   * candidacies of a new client, docs/performance.md "A user of several companies").
   */
  scopeParent?: { column: AnyPgColumn; ids: (actor: Actor) => SQL };
  /**
   * Ids the input refers to, by field (`items.*.position` for a nested list): each must be a row of
   * `resource` the caller may see, else 400 `validation.not_found_ref` on the field, as for an id that
   * does not exist (docs/domain.md#data-scope). `sameCompany`: the row must also belong to the written row's company
   * (`companyOf`); a row without a company is shared.
   */
  references?: Record<string, { resource: ResourcePath; sameCompany?: boolean }>;
  /** The company of the row being written (input over the stored row), for `sameCompany` references. */
  companyOf?(
    ctx: Ctx,
    input: ResourceInput<R>,
    existing: StoredRow<T> | null,
  ): Promise<number | null | undefined>;
  /** The row's region id, for the `region` query parameter of the region selector. */
  regionOf?: SQL | AnyPgColumn;
  /** Soft delete: set this boolean column (true for is_deleted, false for is_active). */
  softDelete?: { column: string; value: boolean; reasonColumn?: string };
  /** Each export writes an audit row (candidate data, docs/domain.md#audit-log). */
  auditExport?: true;
  /** Export columns (derived from the read shape by default). */
  export?: ExportSpec;
  /** Fills relations and derived values of read rows (one batch per page). */
  expand?(ctx: Ctx, rows: StoredRow<T>[]): Promise<Row[]>;
  /** Turns validated input into column values (hash a password, check a rule); may throw ApiError. */
  beforeWrite?(ctx: Ctx & { db: Tx }, input: ResourceInput<R>, existing: StoredRow<T> | null): Promise<Row>;
  /** Runs right after the insert, before the scope check (e.g. give the creator access to it). */
  onCreated?: (ctx: Ctx & { db: Tx }, id: number) => Promise<void>;
  /**
   * Writes what is not a column (join tables, the audit row) inside the same transaction;
   * `existing` is the row as it was before an update, null on a create.
   */
  afterWrite?(
    ctx: Ctx & { db: Tx },
    row: StoredRow<T>,
    input: ResourceInput<R>,
    existing: StoredRow<T> | null,
  ): Promise<void>;
  /** POST is a custom action of the area (multipart uploads). */
  customCreate?: boolean;
  /**
   * Custom delete (users deactivate, rules that answer 409). It may return a clean-up that runs once
   * the delete has committed (a file record's bytes leave storage only if its row is gone).
   */
  onDelete?(
    ctx: Ctx & { db: Tx },
    row: StoredRow<T>,
    reason: string | undefined,
  ): Promise<void | (() => Promise<void>)>;
};

/** Any resource's contract, its input as untyped rows: the erased view's (see `ResourceServer`). */
export type AnyContract = ResourceContract & { create?: z.ZodType<Row>; update?: z.ZodType<Row> };

/**
 * A resource is declared once and gets list/show/create/update/delete/export (conventions §2): its
 * contract (path, access, the read shape — only its keys leave the server, secrets never do — and the
 * create/update input shapes, without which it is read-only: 405 on writes) and its server half.
 * Without type arguments, the erased view of any resource (see `ResourceServer`).
 */
export type ResourceDef<R extends ResourceContract = AnyContract, T extends PgTable = PgTable> = R &
  ResourceServer<R, T>;

/**
 * A resource's definition from its contract (`resources.vacancies`) and its server half, typed by
 * both: its hooks see the contract's input and the table's row, `showRow` answers its read type.
 */
export function defineResourceDef<const R extends ResourceContract, T extends PgTable>(
  contract: R,
  server: ResourceServer<R, T>,
): ResourceDef<R, T> {
  return { ...contract, ...server };
}
