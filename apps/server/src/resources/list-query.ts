import { pageSizeDefault, pageSizeMax } from '@rp/contract';
import { and, asc, Column, desc, getTableColumns, is, or, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { phoneDigits } from '../db/schema/columns';
import { FieldErrors } from '../lib/errors';
import { inReadingOrder, isNameField } from './names';
import type { ComputedField, FilterVia, ResourceDef } from './types';

type FieldType = ComputedField['type'] | 'json';
type Field = {
  expr: SQL | AnyPgColumn;
  type: FieldType;
  /** Filters go through this instead of comparing `expr` row by row (see ComputedField). */
  filterVia?: FilterVia;
  /** A boolean field's `field=true` condition, written for an index (see ComputedField). */
  whenTrue?: SQL;
  /** The values an enumerated field can hold: any other value is a 400, not an empty list. */
  choices?: ReadonlySet<string>;
};

/** One key of a list's ordering: what it orders by, which way, and empty values last. */
export type OrderKey = { expr: SQL | AnyPgColumn; descending: boolean; nullsLast: boolean };

/** The `order by` terms of `keys`. */
export function orderTerms(keys: OrderKey[]): SQL[] {
  return keys.map((k) =>
    k.descending ? (k.nullsLast ? sql`${desc(k.expr)} nulls last` : desc(k.expr)) : asc(k.expr),
  );
}

/**
 * A list's ordering over a derived table whose columns `k0`, `k1`, … hold the keys' values: a search
 * window or a sparse page carries its rows' keys and orders only the rows it keeps (a top-N sort of
 * the matches) instead of numbering every row it read (docs/decisions.md "A search window without row numbers").
 */
export function orderKeyColumns(keys: OrderKey[]): { columns: Record<string, SQL.Aliased>; orderBy: SQL[] } {
  const names = keys.map((_, i) => `k${i}`);
  return {
    columns: Object.fromEntries(keys.map((k, i) => [names[i], sql`${k.expr}`.as(names[i] as string)])),
    orderBy: orderTerms(keys.map((k, i) => ({ ...k, expr: sql`${sql.identifier(names[i] as string)}` }))),
  };
}

export type ListQuery = {
  page: number | undefined;
  pageSize: number;
  where: SQL | undefined;
  orderBy: SQL[];
  /** The ordering's keys (`orderBy` is written from them). */
  orderKeys: OrderKey[];
  search: string | undefined;
  /** The conditions besides the search (filters), for a search window (`ResourceDef.searchWindow`). */
  filters: SQL | undefined;
  /** The search's own condition (every word of the term), undefined without a search. */
  matches: SQL | undefined;
  /** The same condition as a search window evaluates it row by row (`searchCondition`'s `rowByRow`). */
  windowMatches: SQL | undefined;
  /** A filter on a `selective` field applies: the page is read matches first (`FilterVia.selective`). */
  matchesFirst: boolean;
  /**
   * Every filter selects through a related table together with a `selective` field's one value (a
   * requirement's year and week), and there is no search: the matches' read takes the same plan
   * whatever the values, so its statement may be prepared once (docs/decisions.md "A week's
   * follow-up page is prepared once").
   */
  selectiveOnly: boolean;
  /** The search names one person or very few (`identifyingTerm`): read matches first, no window. */
  identifying: boolean;
  /** Whether the rows come in the resource's default ordering. */
  defaultOrder: boolean;
};

const reserved = new Set([
  'page',
  'page_size',
  'search',
  'ordering',
  'format',
  'region',
  'lang',
  'reason',
  'sig',
]);

function columnType(column: AnyPgColumn): FieldType {
  const ct = column.columnType;
  if (ct.startsWith('PgDate') || ct.startsWith('PgTimestamp')) return 'date';
  if (column.dataType === 'number' || column.dataType === 'bigint') return 'number';
  if (column.dataType === 'boolean') return 'boolean';
  if (column.dataType === 'json' || column.dataType === 'array') return 'json';
  return 'string';
}

const fieldsCache = new WeakMap<ResourceDef, Map<string, Field>>();

/** The operators of a filter (`field`, `field__in` …), as `filterCondition` reads them. */
export const filterOperators = ['in', 'gte', 'lte', 'isnull', 'icontains'] as const;

/**
 * The query of a resource's list as the OpenAPI document declares it: paging, search, ordering, the
 * region selector and every filter the list accepts (each field of `fieldsOf` with each operator).
 * Documentation only: `parseListQuery` reads and checks the values.
 */
export function listQuerySchema(def: ResourceDef, opts: { export?: boolean } = {}) {
  const shape: Record<string, z.ZodType> = {
    page: z.number().int().optional(),
    page_size: z.number().int().max(pageSizeMax).optional(),
    search: z.string().optional(),
    ordering: z.string().optional(),
    region: z.number().int().optional(),
    ...(opts.export ? { format: z.enum(['xlsx', 'csv']).optional(), lang: z.string().optional() } : {}),
  };
  for (const [name, field] of fieldsOf(def)) {
    if (field.type === 'json') continue;
    shape[name] = (field.choices ? z.enum(['null', ...field.choices]) : z.string()).optional();
    for (const op of filterOperators) shape[`${name}__${op}`] = z.string().optional();
  }
  return z.object(shape);
}

/**
 * The columns of the read shape and the computed values of a resource, by their JSON name: what
 * may be filtered and ordered. Columns the read shape hides (password hashes, approval keys,
 * storage keys) are never reachable, not even as a yes/no oracle through `__gte`/`__lte`.
 */
export function fieldsOf(def: ResourceDef): Map<string, Field> {
  const known = fieldsCache.get(def);
  if (known) return known;
  const fields = new Map<string, Field>();
  fieldsCache.set(def, fields);
  const visible = def.read.shape as Record<string, z.ZodType>;
  for (const [name, column] of Object.entries(getTableColumns(def.table))) {
    const schema = visible[name];
    if (schema) fields.set(name, { expr: column, type: columnType(column), choices: enumChoices(schema) });
  }
  for (const [name, computed] of Object.entries(def.computed ?? {}))
    fields.set(name, {
      expr: computed.sql,
      type: computed.type,
      filterVia: computed.filterVia,
      whenTrue: computed.whenTrue,
    });
  return fields;
}

/** The options of an enumerated read field (through nullable/optional), else undefined. */
function enumChoices(schema: z.ZodType): ReadonlySet<string> | undefined {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional)
    inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodEnum ? new Set(inner.options.map(String)) : undefined;
}

function coerce(field: string, type: FieldType, raw: string, choices?: ReadonlySet<string>): unknown {
  const invalid = () => FieldErrors.one(field, 'errors.invalid_filter', { field });
  if (choices && !choices.has(raw)) throw invalid();
  switch (type) {
    case 'number': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) throw invalid();
      return n;
    }
    case 'boolean':
      if (['true', '1'].includes(raw.toLowerCase())) return true;
      if (['false', '0'].includes(raw.toLowerCase())) return false;
      throw invalid();
    case 'date':
      if (Number.isNaN(Date.parse(raw))) throw invalid();
      return raw;
    case 'json':
      throw invalid();
    default:
      return raw;
  }
}

function intParam(name: string, raw: unknown, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw FieldErrors.one(name, n > max ? 'validation.max_value' : 'validation.min_value', {
      count: n > max ? max : min,
    });
  }
  return n;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** At most this many distinct words of a search term count (a name has far fewer). */
export const searchWordsMax = 8;

/** The distinct, lower-cased words of a search term (split on whitespace), at most `searchWordsMax`. */
export function searchWords(term: string): string[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, searchWordsMax);
}

/** Fewest characters of a search word with a digit that identifies a person (`identifyingTerm`). */
const identifyingWordMin = 6;

/**
 * Whether a search term identifies a person or very few: one of its words is 6 characters or more
 * with a digit in it — a fragment of a CURP (`MUAP6707`, `0708HASH`), an RFC, an NSS, a phone
 * (`357-6568`) or an employee code. Every word must match, so one such word makes the matches few,
 * and the newest rows would hardly hold them: the page is read matches first, without a search
 * window (docs/decisions.md "Name words are matched from their start (issue 28)").
 */
export function identifyingTerm(term: string): boolean {
  return searchWords(term).some((word) => word.length >= identifyingWordMin && /\d/.test(word));
}

/**
 * The LIKE patterns of one search word (docs/domain.md#api-conventions): from 3 characters it matches anywhere
 * (`%word%`, served by the trigram indexes); shorter, the start of the text or of any word in it
 * (`wo%`, `% wo%`), so 'va' finds "Quintanilla Treviño Valeria".
 */
export function wordPatterns(word: string): string[] {
  const escaped = escapeLike(word);
  return word.length >= 3 ? [`%${escaped}%`] : [`${escaped}%`, `% ${escaped}%`];
}

/**
 * A search word that matches the start of a word (`ResourceDef.wordStarts`): 3 or more letters a–z
 * once lower-cased and stripped of accents (`Zúñiga` → `zuniga`), returned so; null for any other word
 * (digits, `@`, `.`, `-`, a letter unaccent maps differently), which keeps the substring match
 * (docs/decisions.md "Name words are matched from their start (issue 28)").
 */
export function wordStart(word: string): string | null {
  const bare = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return /^[a-z]{3,}$/.test(bare) ? bare : null;
}

/** Fewest digits a search word needs to be compared with phones (shorter is not a phone search). */
export const phoneSearchDigitsMin = 3;
/** The digits of a Mexican number without its country code (+52). */
const nationalDigits = 10;

/**
 * The digits of a search word or term written as a phone — digits with `( ) - . +` and spaces,
 * at least `phoneSearchDigitsMin` digits (`(664) 357-6568` → `6643576568`); null otherwise
 * (docs/decisions.md#phone-search-and-one-curp-rule-issue-26).
 */
export function phoneSearchDigits(text: string): string | null {
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= phoneSearchDigitsMin ? digits : null;
}

/**
 * The LIKE patterns of a phone search's digits: anywhere in the stored digits; with more than 10
 * digits (a country code typed, `+52 664 357 6568`) also the last 10, so a number stored without
 * its country code is found too (one stored with it is found by the whole digits).
 */
export function phonePatterns(digits: string): string[] {
  const patterns = [`%${digits}%`];
  if (digits.length > nationalDigits) patterns.push(`%${digits.slice(-nationalDigits)}%`);
  return patterns;
}

/**
 * Search: every word of the term (any order) must match at least one search expression of the
 * resource. Each word is its own `like` on the trigram-indexed expressions, so PostgreSQL ANDs the
 * index scans of the words (BitmapAnd of one BitmapOr per word). Phone columns (`phoneSearch`) are
 * compared by their digits: with a word written as a phone, and with the whole term when it is
 * written as one (`(664) 357-6568` is three words but one number).
 */
export function searchCondition(
  def: ResourceDef,
  term: string,
  mode: 'indexed' | 'rowByRow' = 'indexed',
): SQL | undefined {
  const columns = def.search ?? [];
  const phones = def.phoneSearch ?? [];
  const words = searchWords(term);
  if (words.length === 0 || (columns.length === 0 && phones.length === 0)) return undefined;
  // columns are compared as lower(column), SQL expressions as given (already lower-cased),
  // so the trigram indexes on those same expressions serve the search
  const matches = (pattern: string) =>
    columns.map((c) =>
      typeof c === 'function'
        ? c(pattern, mode)
        : is(c, SQL)
          ? sql`${c} like ${pattern}`
          : sql`lower(${c}) like ${pattern}`,
    );
  // phone columns by their digits, as their indexes are built (phoneDigits)
  const phoneMatches = (digits: string | null) =>
    digits === null
      ? []
      : phonePatterns(digits).flatMap((pattern) =>
          phones.map((c) => (typeof c === 'function' ? c(pattern) : sql`${phoneDigits(c)} like ${pattern}`)),
        );
  const starts = def.wordStarts;
  const byWords = and(
    ...words.map((word) => {
      // a letter-only word: the start of a word, by the resource's word index or row by row
      const start = starts ? wordStart(word) : null;
      if (starts && start !== null)
        return mode === 'indexed' ? starts.indexed(start) : starts.rowByRow(`% ${start}%`);
      // a word that matches no expression (no phone in it, no other column) matches no row
      return (
        or(...wordPatterns(word).flatMap(matches), ...phoneMatches(phoneSearchDigits(word))) ?? sql`false`
      );
    }),
  );
  const wholePhone = phones.length > 0 && words.length > 1 ? phoneMatches(phoneSearchDigits(term)) : [];
  return wholePhone.length > 0 ? or(byWords, ...wholePhone) : byWords;
}

/** The condition of one filter (`op` of `field=raw`) on an expression of the field. */
function filterCondition(
  key: string,
  op: string,
  raw: string,
  field: Field,
): (expr: SQL | AnyPgColumn) => SQL {
  switch (op) {
    case 'exact': {
      if (raw === 'null') return (expr) => sql`${expr} is null`;
      const value = coerce(key, field.type, raw, field.choices);
      return (expr) => sql`${expr} = ${value}`;
    }
    case 'in': {
      const values = raw
        .split(',')
        .filter((v) => v !== '')
        .map((v) => coerce(key, field.type, v, field.choices));
      if (values.length === 0) return () => sql`false`;
      return (expr) =>
        sql`${expr} in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`;
    }
    case 'gte': {
      const value = coerce(key, field.type, raw);
      return (expr) => sql`${expr} >= ${value}`;
    }
    case 'lte': {
      const value = coerce(key, field.type, raw);
      return (expr) => sql`${expr} <= ${value}`;
    }
    case 'isnull': {
      const isNullWanted = coerce(key, 'boolean', raw);
      return (expr) => (isNullWanted ? sql`${expr} is null` : sql`${expr} is not null`);
    }
    case 'icontains': {
      const pattern = `%${escapeLike(raw)}%`;
      return (expr) => sql`lower(${expr}::text) like lower(${pattern})`;
    }
    default:
      throw FieldErrors.one(key, 'errors.invalid_filter', { field: key });
  }
}

/** Parses page, page_size, search, ordering and `field`, `field__in`, `__gte`, `__lte`, `__isnull` filters. */
export function parseListQuery(def: ResourceDef, query: Record<string, unknown>): ListQuery {
  const fields = fieldsOf(def);
  const conditions: Array<SQL | undefined> = [];
  // the filters that go through a related table, per table: one selection each
  const through = new Map<string, { via: FilterVia; conditions: SQL[]; selective: boolean }>();
  let matchesFirst = false;
  // the filters written on the resource's own columns (never prepared with their values: a
  // category's generic plan walked the newest-first index, docs/decisions.md "A filtered list's first page is planned each time")
  let ownFilters = 0;

  for (const [key, rawValue] of Object.entries(query)) {
    if (reserved.has(key) || rawValue === undefined) continue;
    const raw = Array.isArray(rawValue) ? String(rawValue[rawValue.length - 1]) : String(rawValue);
    const [name, op = 'exact'] = key.split('__') as [string, string?];
    const field = fields.get(name);
    if (!field) continue; // unknown parameters are ignored, as DRF does
    if (field.whenTrue && op === 'exact' && raw !== 'null') {
      const wanted = coerce(key, 'boolean', raw);
      conditions.push(wanted ? field.whenTrue : sql`not ${field.whenTrue}`);
      ownFilters += 1;
      continue;
    }
    const condition = filterCondition(key, op, raw, field);
    const via = field.filterVia;
    if (!via) {
      conditions.push(condition(field.expr));
      ownFilters += 1;
      continue;
    }
    // one value only: `week__in` of every week or `week__gte=1` would read every row first
    const selective = via.selective === true && op === 'exact';
    if (selective) matchesFirst = true;
    const group = through.get(via.through) ?? { via, conditions: [], selective: false };
    group.selective ||= selective;
    group.conditions.push(condition(via.expr));
    through.set(via.through, group);
  }
  for (const { via, conditions: related } of through.values())
    conditions.push(via.select(and(...related) ?? sql`true`));

  const filters = and(...conditions);
  const search = typeof query.search === 'string' ? query.search.trim() : undefined;
  const matches = search ? searchCondition(def, search) : undefined;
  const windowMatches = search && def.wordStarts ? searchCondition(def, search, 'rowByRow') : matches;
  conditions.push(matches);

  const orderKeys: OrderKey[] = [];
  const defaultOrder = !(typeof query.ordering === 'string' && query.ordering);
  const ordering = defaultOrder ? (def.defaultOrdering ?? '-id') : (query.ordering as string);
  for (const part of ordering.split(',')) {
    const name = part.replace(/^-/, '').trim();
    const field = fields.get(name);
    if (!field || field.type === 'json')
      throw FieldErrors.one('ordering', 'errors.invalid_ordering', { field: name });
    // nullable columns keep their empty values last when descending; NOT NULL columns order plainly
    // so that their b-tree indexes serve the sort (DESC NULLS LAST would force a full sort)
    const nullable = is(field.expr, Column) ? !field.expr.notNull : true;
    const expr = field.type === 'string' && isNameField(name) ? inReadingOrder(field.expr) : field.expr;
    orderKeys.push({ expr, descending: part.startsWith('-'), nullsLast: nullable });
  }
  if (!ordering.split(',').some((p) => p.replace(/^-/, '') === 'id')) {
    const idField = fields.get('id');
    if (idField) orderKeys.push({ expr: idField.expr, descending: true, nullsLast: false });
  }
  const orderBy = orderTerms(orderKeys);

  const page =
    query.page === undefined || query.page === '' ? undefined : intParam('page', query.page, 1, 1_000_000);
  const pageSize =
    query.page_size === undefined || query.page_size === ''
      ? pageSizeDefault
      : intParam('page_size', query.page_size, 1, pageSizeMax);

  return {
    page,
    pageSize,
    where: and(...conditions),
    orderBy,
    orderKeys,
    search,
    filters,
    matches,
    windowMatches,
    matchesFirst,
    selectiveOnly:
      matchesFirst && ownFilters === 0 && !matches && [...through.values()].every((group) => group.selective),
    identifying: matches !== undefined && identifyingTerm(search ?? ''),
    defaultOrder,
  };
}
