import { estimateThreshold, type ResourceRow, unpagedMax } from '@rp/contract';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Ctx } from '../context';
import { type Executor, queryRows, type Tx } from '../db/client';
import { unwrittenCache } from '../db/embedded-writes';
import { rowCount } from '../db/row-count';
import { ApiError, notFound } from '../lib/errors';
import { createOnce } from '../lib/idempotency';
import { parseInput } from '../lib/validate';
import { type ListQuery, orderKeyColumns, parseListQuery } from './list-query';
import { checkReferences } from './references';
import { fewIdsCondition, intArray } from './scope';
import { selectRows, selectRowsWith } from './selection';
import type { ResourceDef, Row } from './types';

function idColumn(def: ResourceDef): AnyPgColumn {
  return getTableColumns(def.table).id as AnyPgColumn;
}

/**
 * The conditions of `visibleWhere` kept per signed-in user (the cached actor is one frozen object
 * until its session changes), resource and region: the same object for every request, so what is
 * written from it once (the planner's statement, `plannedRows`) is not written again per request.
 */
const visibleKept = new WeakMap<object, WeakMap<ResourceDef, Map<number | undefined, SQL | undefined>>>();

/** Conditions every read of this actor sees: base rows, data scope, region selector. */
export function visibleWhere(def: ResourceDef, ctx: Ctx, region?: unknown): SQL | undefined {
  const regionId = Number(region);
  const regional =
    def.regionOf !== undefined &&
    region !== undefined &&
    region !== '' &&
    region !== 'all' &&
    Number.isInteger(regionId);
  const key = regional ? regionId : undefined;
  let byDef = visibleKept.get(ctx.actor);
  if (!byDef) {
    byDef = new WeakMap();
    visibleKept.set(ctx.actor, byDef);
  }
  let byRegion = byDef.get(def);
  if (!byRegion) {
    byRegion = new Map();
    byDef.set(def, byRegion);
  }
  if (byRegion.has(key)) return byRegion.get(key);
  const conditions: Array<SQL | undefined> = [def.baseWhere];
  if (!ctx.actor.is_superuser && def.scope) conditions.push(def.scope(ctx.actor));
  if (key !== undefined) conditions.push(sql`${def.regionOf} = ${key}`);
  const visible = and(...conditions);
  // a region is one of few; anything else typed there is not kept
  if (byRegion.size < 64) byRegion.set(key, visible);
  return visible;
}

const timestampColumnsCache = new WeakMap<PgTable, Set<string>>();

/** The names of a table's timestamp columns. */
function timestampColumnsOf(table: PgTable): Set<string> {
  let names = timestampColumnsCache.get(table);
  if (!names) {
    names = new Set(
      Object.entries(getTableColumns(table))
        .filter(([, column]) => column.columnType.startsWith('PgTimestamp'))
        .map(([name]) => name),
    );
    timestampColumnsCache.set(table, names);
  }
  return names;
}

/** PostgreSQL's text of a UTC timestamp: `2026-01-02 03:04:05.678901+00`, the fraction optional. */
const utcTimestampText = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp's text as ISO 8601 in UTC with milliseconds, as `Date.toISOString` writes it
 * (unchanged when it is not a date). The database's UTC text is rewritten in place (a tenth of a
 * list's Node time went to parsing and printing dates: docs/performance.md "Where the time goes");
 * any other text goes through `Date`.
 */
export function isoOf(value: string): string {
  const utc = utcTimestampText.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * Timestamps as ISO strings: drizzle's string mode hands over PostgreSQL's text form
 * ("2026-01-02 03:04:05.678+00"), which is not ISO 8601 and not every browser parses.
 */
export function isoTimestamps(table: PgTable, row: Row): Row {
  const out: Row = { ...row };
  for (const name of timestampColumnsOf(table)) {
    const value = out[name];
    if (typeof value === 'string') out[name] = isoOf(value);
  }
  return out;
}

const readKeysCache = new WeakMap<ResourceDef['read'], string[]>();

/** Only the read shape's keys leave the server; timestamps go out as ISO strings (one copy per row). */
export function toRead(def: ResourceDef, row: Row): Row {
  let keys = readKeysCache.get(def.read);
  if (!keys) {
    keys = Object.keys(def.read.shape);
    readKeysCache.set(def.read, keys);
  }
  const timestamps = timestampColumnsOf(def.table);
  const out: Row = {};
  for (const key of keys) {
    const value = row[key];
    if (value instanceof Date) out[key] = value.toISOString();
    else if (typeof value === 'string' && timestamps.has(key)) out[key] = isoOf(value);
    else out[key] = value ?? null;
  }
  return out;
}

export async function presentRows(def: ResourceDef, ctx: Ctx, rows: Row[]): Promise<Row[]> {
  const expanded = def.expand ? await def.expand(ctx, rows) : rows;
  return expanded.map((row) => toRead(def, row));
}

const dialect = new PgDialect();
/** Planner estimates per database, by statement and parameters, for `plannedTtlMs`. */
const plannedCache = new WeakMap<object, LRUCache<string, number>>();
/**
 * How long an estimate is reused: the planner's figure changes only when the statistics do
 * (autovacuum's analyze), and the list that shows it says "about" — one statement fewer for every
 * full page (docs/decisions.md "The signed-in user, cached by the database's word").
 */
const plannedTtlMs = 60_000;

/** Forgets the planner's figures kept for `db`, as after a bulk change and its ANALYZE. */
export function forgetPlannedRows(db: Executor): void {
  plannedCache.delete(db);
}

/** The statement of `plannedRows` and its cache key, written once per condition object. */
const plannedStatements = new WeakMap<object, { explain: SQL; key: string }>();

/**
 * The planner's expected number of matching rows (EXPLAIN, nothing is read). A list asks it about
 * the same scope up to three times (the search window, its estimate, the count): the statement is
 * written once for that condition.
 */
async function plannedRows(db: Executor, def: ResourceDef, where: SQL | undefined): Promise<number> {
  const { explain, key } = plannedStatementOf(def, where);
  const known = plannedCache.get(db)?.get(key);
  if (known !== undefined) return known;
  const plan = await queryRows<{ 'QUERY PLAN': unknown }>(db, explain);
  const raw = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  const planned = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
  plannedCacheOf(db).set(key, planned);
  return planned;
}

function plannedStatementOf(def: ResourceDef, where: SQL | undefined): { explain: SQL; key: string } {
  const holder = where ?? def.table;
  let statement = plannedStatements.get(holder);
  if (!statement) {
    const explain = sql`explain (format json) select 1 from ${def.table}${where ? sql` where ${where}` : sql``}`;
    const compiled = dialect.sqlToQuery(explain);
    statement = { explain, key: `${compiled.sql}\u0000${JSON.stringify(compiled.params)}` };
    plannedStatements.set(holder, statement);
  }
  return statement;
}

function plannedCacheOf(db: Executor): LRUCache<string, number> {
  let cache = plannedCache.get(db);
  if (!cache) {
    cache = new LRUCache<string, number>({ max: 500, ttl: plannedTtlMs });
    plannedCache.set(db, cache);
  }
  return cache;
}

/**
 * Keeps `n` as the planner's figure for `where` when the rows read showed at least that many
 * matches and it expected fewer (`josé luis`: 401 expected, more than the window's 2,000 read): the
 * next request of the minute takes the term as it is (docs/decisions.md "A rare term skips its
 * search window").
 */
function keepPlannedAtLeast(db: Executor, def: ResourceDef, where: SQL | undefined, n: number): void {
  const { key } = plannedStatementOf(def, where);
  const cache = plannedCacheOf(db);
  if ((cache.get(key) ?? 0) < n) cache.set(key, n);
}

/**
 * Bounded counts on the embedded database, kept while nothing is written: the pages of one list, and
 * every list read again before a change, count once (docs/decisions.md "A list's count kept while
 * nothing is written (embedded database)"). A minute at most, as the planner's figures: a count
 * whose conditions read the clock (past due, a blacklist entry's end) moves without a write.
 */
const keptCounts = unwrittenCache<number>({ max: 500, ttlMs: plannedTtlMs });

/**
 * Above this many expected matches the bounded count is skipped: the planner's estimate is already
 * twice `estimateThreshold`, and counting 10,001 rows of a broad search (a surname matching 3–4 %
 * of a million candidates) was most of the request's time (docs/decisions.md, estimated counts).
 */
const plannedSkipsCount = 2 * estimateThreshold;

/**
 * The envelope's count (docs/api.md, Lists): a short page counts itself; a match set the
 * planner expects to be far over 10,000 is estimated; otherwise `count(*)` over at most 10,001 rows,
 * exact up to 10,000 and the planner's estimate beyond.
 */
async function countRows(
  db: Executor,
  def: ResourceDef,
  where: SQL | undefined,
  page: { rows: number; offset: number; size: number },
  scope?: SQL,
): Promise<{ n: number; estimated: boolean }> {
  if (page.rows < page.size && (page.rows > 0 || page.offset === 0))
    return { n: page.offset + page.rows, estimated: false };
  // a search within a scope the planner puts under 10,000 rows is counted without asking it about
  // the term: one statement fewer for every new term on a small office's database
  const small = scope !== undefined && (await plannedRows(db, def, scope)) <= estimateThreshold;
  const planned = small ? 0 : await plannedRows(db, def, where);
  if (planned >= plannedSkipsCount) return { n: Math.max(planned, page.offset + page.rows), estimated: true };
  // written as text, as the search window is: the query builder cost Node more for the same statement
  const statement = sql`select count(*)::int as n from (select 1 from ${def.table}${where ? sql` where ${where}` : sql``} limit ${rowCount(estimateThreshold + 1)}) s`;
  const compiled = dialect.sqlToQuery(statement);
  const n = await keptCounts(db, `${compiled.sql}\u0000${JSON.stringify(compiled.params)}`, async () => {
    const [counted] = await queryRows<{ n: number }>(db, statement);
    return Number(counted?.n ?? 0);
  });
  if (n <= estimateThreshold) return { n, estimated: false };
  return { n: Math.max(n, planned), estimated: true };
}

/**
 * A search's page from the first `def.searchWindow` rows of the default ordering: the page when they
 * hold it, with how many of them matched; undefined otherwise. Matches are correlated in ways the
 * planner cannot see ('josé luis' is one given name: 2 % of the rows where it expects 0.04 %), and a
 * misjudged plan reads thousands of rows for a page; this one never reads more than the window
 * (docs/decisions.md "One search text per candidate (issue 28)"). The window is read once (a CTE:
 * an index-only scan where the resource has a covering index, `candidates_newest_idx`), each of its
 * rows matched there, and only the page's rows are fetched by id.
 */
async function searchWindowPage(
  def: ResourceDef,
  ctx: Ctx,
  q: ListQuery,
  scope: SQL | undefined,
  offset: number,
  window = def.searchWindow,
): Promise<SearchWindow | undefined> {
  if (!window || !q.matches || !q.defaultOrder || offset + q.pageSize > window) return undefined;
  // rows the window would hold all of (a small office's candidates, a narrow filter): the planner's
  // own plan reads no more, and reads them through the search's index
  if ((await plannedRows(ctx.db, def, scope)) <= window) return undefined;
  const { cte, id, keyOrder } = windowStatement(def, q, scope, window, offset + q.pageSize);
  const { rows: page, extra } = await selectRowsWith(ctx.db, def, {
    with: sql`with ${cte}`,
    extra: {
      window_matched: sql`(select count(*)::int from "search_window")`,
      window_read: sql`(select max("at")::int from "search_window")`,
    },
    where: sql`${id} = any(array(select id from "search_window" order by ${keyOrder} limit ${rowCount(q.pageSize)} offset ${offset}))`,
    orderBy: q.orderBy,
    named: !q.filters,
  });
  // past the first page an empty answer says nothing of how many rows of the window matched
  if (page.length === 0 && offset > 0) return undefined;
  const matched = Number(extra?.window_matched ?? 0);
  const full = page.length === q.pageSize;
  // a full page stopped the scan at its last match: the rows read so far give the term's rate
  const size = full ? Number(extra?.window_read ?? window) : window;
  return { rows: page, matched, size, full };
}

/** The ordering's keys as the columns `k0`, `k1` … of a statement's own rows (`ListQuery.orderKeys`). */
const keyColumnsOf = (q: ListQuery): SQL =>
  sql.join(
    q.orderKeys.map((k, i) => sql`${k.expr} as ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );

/**
 * The ids of the parents a non-superuser may see, where a resource is scoped through them
 * (`ResourceDef.scopeParent`) and they are at most `scopeParentsMax` (`fewIdsCondition`): a
 * condition on the rows' parent column with those ids, the same rows as the scope's own condition.
 * For a user of new companies the list walked its order through every row of the table (the
 * candidacies of one new client: 207 ms; of three, 353 ms); knowing the ids, it reads their rows and
 * orders them. Not when the request filters on the parent itself (one vacancy's candidacies), which
 * its index serves already. Near the limit the two cost alike (three companies' 1,500 vacancies:
 * their 3,000 candidacies read and ordered, 18.8 ms, the walk 7.8 ms; searched for `maria`, 33.9 ms,
 * the walk 102 ms). One more statement a request, for scoped users of these resources only.
 */
function parentScopeCondition(
  def: ResourceDef,
  ctx: Ctx,
  query: Record<string, unknown>,
): Promise<SQL | undefined> | undefined {
  const parent = def.scopeParent;
  if (!parent || ctx.actor.is_superuser || query[parent.column.name] !== undefined) return undefined;
  return fewIdsCondition(ctx.db, parent.column, parent.ids(ctx.actor));
}

/** Most companies a user's page is read company by company for (`companyPageCondition`). */
export const companyPagesMax = 64;

/**
 * An unsearched page in the default ordering for a user of several companies, where the resource
 * names its scope's company column (`ResourceDef.scopeCompany`): each company's first rows in that
 * ordering (up to the page's end) read from the index that leads with the company, then the page
 * taken from their merge, as the condition of the page's rows (their ids). PostgreSQL 15 reads an
 * `in` list of the index's leading column range by range, unordered, so with `company in (…)` it
 * walked the ordering's own index row by row instead, through every row of the table when the
 * companies have few: 72–106 ms for three new client companies among 200,000 assignments, 1 ms so
 * (docs/performance.md "A user of several companies"). The companies are one text parameter, so the
 * statement's text does not depend on how many there are.
 */
function companyPageCondition(
  def: ResourceDef,
  ctx: Ctx,
  q: ListQuery,
  where: SQL | undefined,
  offset: number,
): SQL | undefined {
  const column = def.scopeCompany;
  const companies = ctx.actor.companies;
  if (!column || ctx.actor.is_superuser || q.matches || q.matchesFirst || !q.defaultOrder) return undefined;
  if (companies.length < 2 || companies.length > companyPagesMax) return undefined;
  const id = idColumn(def);
  const keys = orderKeyColumns(q.orderKeys);
  // inside the lateral the table is read under its own name, so `where` (written on it) is its own
  const firstRows = sql`(select ${id}, ${keyColumnsOf(q)} from ${def.table} where ${column} = "scoped"."company"${where ? sql` and ${where}` : sql``} order by ${sql.join(q.orderBy, sql`, `)} limit ${rowCount(offset + q.pageSize)})`;
  return sql`${id} in (select "first_rows"."id" from unnest(${intArray(companies)}) as "scoped"("company") cross join lateral ${firstRows} as "first_rows" order by ${sql.join(keys.orderBy, sql`, `)} limit ${rowCount(q.pageSize)} offset ${rowCount(offset)})`;
}

/**
 * The search window's common table expression (`"search_window"`: the matches among the first
 * `window` rows of the default ordering, up to the `wanted`-th, with their place `at`), the id
 * column and the order of its keys.
 */
function windowStatement(
  def: ResourceDef,
  q: ListQuery,
  scope: SQL | undefined,
  window: number,
  wanted: number,
) {
  const id = idColumn(def);
  const keys = orderKeyColumns(q.orderKeys);
  const keyOrder = sql.join(keys.orderBy, sql`, `);
  const order = sql.join(q.orderBy, sql`, `);
  const keyColumns = keyColumnsOf(q);
  // the window's rows numbered in its order, matched as they are read; the matches up to the page's
  // end stop the scan, so a common term reads a few hundred index entries, not the whole window
  // (written as text: the query builder wrote the same statement with more of Node's time)
  const numbered = sql`(select ${id}, ${q.windowMatches} as "matched", ${keyColumns}, row_number() over (order by ${order}) as "at" from ${def.table}${scope ? sql` where ${scope}` : sql``} order by ${order} limit ${rowCount(window)})`;
  const cte = sql`"search_window" as (select * from ${numbered} as "numbered" where "matched" order by ${keyOrder} limit ${rowCount(wanted)})`;
  return { cte, id, keyOrder, keyColumns };
}

/**
 * A search window's answer: its page, whether the page is full, and how many of the `size` rows it
 * read matched (a full page: the rows up to its last match; otherwise the whole window).
 */
type SearchWindow = { rows: Row[]; matched: number; size: number; full: boolean };

/**
 * How many times the search window a wider one may be: 2, 4 or 8 (a few sizes, so a few statement
 * shapes on each connection).
 */
const widerWindowFactors = [2, 4, 8];

/**
 * A term the window saw at 0.25–1.25 % of its rows, too few to fill the page, is read again from a
 * wider window of the newest rows, sized to hold the page at the rate the window saw (half as many
 * again), at most eight windows. Reading 16,000 index entries costs what walking the ordering's
 * index did for 4,000 rows (each visited in the table), and a term the newest rows overstate
 * (`adrián zúñiga`: 10 of the 2,000 newest, 0.11 % of all) no longer walks 17,000 rows for its page
 * (52 ms; docs/performance.md "A wider window instead of the walk").
 */
function widerWindow(windowed: SearchWindow, wanted: number): number | undefined {
  if (windowed.full || windowed.matched < sparseWindowMatches) return undefined;
  const needed = (wanted / windowed.matched) * windowed.size * 1.5;
  const factor = widerWindowFactors.find((f) => f * windowed.size >= needed) ?? widerWindowFactors.at(-1);
  return factor === undefined ? undefined : factor * windowed.size;
}

/**
 * Fewer matches than this in a search window that did not fill its page: a sparse term (under
 * 0.25 % of the rows), whose page is read matches first (`sparsePage`); from this many on, walking
 * the ordering's index to fill the page reads at most a few windows, and the planner's plan runs.
 */
const sparseWindowMatches = 5;

/**
 * A term the planner expects this often or more is not sparse, whatever the window saw: the newest
 * rows can be unlike the rest (a batch imported or created together), and ordering every match of a
 * common surname (`alvarez`: 28,789 of 1,000,000) took 350 ms where walking the newest-first index
 * until the page is full takes 5 (docs/decisions.md "One search text per candidate (issue 28)").
 */
const sparsePlannedMax = 2000;

/**
 * A sparse search's (or a selective filter's) page: every match read once (the search's own index,
 * bitmap scans) with its place in the ordering, then only the page's rows fetched by id. The
 * planner, misjudging two correlated or rare words, would otherwise walk the ordering's index
 * filtering row by row: 64,000 rows for `ríos aguilar` (426 matches). Fetching every match again by
 * id to order it cost twice the reading (`gonzalez maria`, 1,712 matches: 14 → 7 ms).
 */
async function sparsePage(
  def: ResourceDef,
  ctx: Ctx,
  q: ListQuery,
  where: SQL | undefined,
  offset: number,
): Promise<{ rows: Row[]; matched: number | undefined }> {
  const id = idColumn(def);
  // the matches read once (their ids and ordering keys), only the page's rows fetched again by id;
  // written as text, as the search window is (the query builder cost Node 0.1–0.2 ms a search)
  const keys = orderKeyColumns(q.orderKeys);
  const keyColumns = keyColumnsOf(q);
  const matching = sql`(select ${id}, ${keyColumns} from ${def.table}${where ? sql` where ${where}` : sql``})`;
  const { rows, extra } = await selectRowsWith(ctx.db, def, {
    with: sql`with matching as ${matching}`,
    extra: { all_matched: sql`(select count(*)::int from matching)` },
    where: sql`${id} = any(array(select id from matching order by ${sql.join(keys.orderBy, sql`, `)} limit ${rowCount(q.pageSize)} offset ${offset}))`,
    orderBy: q.orderBy,
    named: !q.filters || q.selectiveOnly,
  });
  // every match was read to order them: their number is the exact count (none past the last page)
  const matched = extra ? Number(extra.all_matched) : undefined;
  return { rows, matched };
}

/**
 * Whether the planner expects a search rarely where a window would be read
 * (`ResourceDef.rareTermsFirst`): fewer times than the window needs to keep it
 * (`sparseWindowMatches` in `searchWindow` rows) and under `sparsePlannedMax` in all. The window
 * would then read its 2,000 rows only to send the term to `sparsePage` (docs/decisions.md "A rare
 * term skips its search window").
 */
async function plannedRare(
  def: ResourceDef,
  ctx: Ctx,
  q: ListQuery,
  scope: SQL | undefined,
  where: SQL | undefined,
  offset: number,
): Promise<boolean> {
  const window = def.searchWindow;
  if (!window || !def.rareTermsFirst || q.identifying || !q.matches || !q.defaultOrder) return false;
  if (offset + q.pageSize > window) return false;
  const rows = await plannedRows(ctx.db, def, scope);
  if (rows <= window) return false;
  const planned = await plannedRows(ctx.db, def, where);
  // past the window's size the matches' read would stop at its cap (`rareTermRead`) and learn nothing
  return planned <= window && planned < sparsePlannedMax && planned * window < rows * sparseWindowMatches;
}

/** The share of the search window a rare term's probe reads (2,000 → 250 rows; at least a page). */
const rareProbeShare = 8;
/**
 * This many matches in the probe say the term is common after all: at 2 in 250 rows (0.8 %) it
 * is far past what the planner expected, and its word index would answer thousands of rows.
 */
const rareProbeMatches = 2;

/**
 * A search the planner expects rarely (`plannedRare`), read without its window, in one statement: a
 * probe of the newest rows (an eighth of the window, `"search_window"`) and, when the probe saw the
 * term at most once, its matches (as `sparsePage` reads them, stopping past the window's size), the
 * page taken from one or the other. The planner can expect too few: `josé luis` is one given name,
 * and it multiplies the shares of the two words (401 where 20,062 match); its word index answering
 * 20,062 rows cost 15 ms, the probe sees it a few times in 0.2 ms and the word index is then never
 * read (the matches' condition holds the probe's count: a one-time filter). `full`: the probe held
 * the page; `sparse`: the page read matches first; neither: the window decides as before.
 */
async function rareTermRead(
  def: ResourceDef,
  ctx: Ctx,
  q: ListQuery,
  scope: SQL | undefined,
  where: SQL | undefined,
  offset: number,
): Promise<{ full?: SearchWindow; sparse?: { rows: Row[]; matched: number } }> {
  const window = def.searchWindow;
  if (!window || !(await plannedRare(def, ctx, q, scope, where, offset))) return {};
  // one probe size at scale (250 rows, whatever the page size up to it); a page past it reads the window
  const size = Math.max(Math.ceil(window / rareProbeShare), q.pageSize);
  const wanted = offset + q.pageSize;
  if (wanted > size) return {};
  const { cte, id, keyOrder, keyColumns } = windowStatement(def, q, scope, size, wanted);
  const probed = sql`(select count(*) from "search_window")`;
  const pageOf = (cteName: string) =>
    sql`array(select id from ${sql.identifier(cteName)} order by ${keyOrder} limit ${rowCount(q.pageSize)} offset ${offset})`;
  const { rows: page, extra } = await selectRowsWith(ctx.db, def, {
    with: sql`with ${cte}, "matching" as (select ${id}, ${keyColumns} from ${def.table} where (${where}) and ${probed} < ${rowCount(rareProbeMatches)} limit ${window + 1})`,
    extra: {
      window_matched: sql`(select count(*)::int from "search_window")`,
      window_read: sql`(select max("at")::int from "search_window")`,
      all_matched: sql`(select count(*)::int from "matching")`,
    },
    where: sql`${id} = any(case when ${probed} >= ${rowCount(rareProbeMatches)} then ${pageOf('search_window')} else ${pageOf('matching')} end)`,
    orderBy: q.orderBy,
    named: !q.filters,
  });
  // nothing at all on the first page: the probe saw no match and the term has none
  if (!extra) return offset === 0 ? { sparse: { rows: [], matched: 0 } } : {};
  const probeMatched = Number(extra.window_matched);
  if (probeMatched >= rareProbeMatches) {
    // common after all: the probe's page when it holds it, else the window
    if (page.length < q.pageSize) return {};
    return { full: { rows: page, matched: probeMatched, size: Number(extra.window_read), full: true } };
  }
  const matched = Number(extra.all_matched);
  if (matched <= window) return { sparse: { rows: page, matched } };
  // more matches than the window: the planner expected far too few; its window decides, from now on
  // without this read
  keepPlannedAtLeast(ctx.db, def, where, matched);
  return {};
}

/**
 * The match set a search window saw, scaled to the rows it was drawn from (the planner's estimate
 * of `scope`): an estimate when over `estimateThreshold`, else undefined (the bounded count then
 * runs). A window that filled a page holds at least a page of matches, so this estimates only a
 * broad search, whose bounded count would read 10,001 rows.
 */
async function windowEstimate(
  db: Executor,
  def: ResourceDef,
  scope: SQL | undefined,
  windowed: SearchWindow,
): Promise<{ n: number; estimated: true } | undefined> {
  const total = await plannedRows(db, def, scope);
  if (total <= windowed.size) return undefined;
  const n = Math.round((windowed.matched / windowed.size) * total);
  return n > estimateThreshold ? { n, estimated: true } : undefined;
}

export async function listRows(def: ResourceDef, ctx: Ctx, query: Record<string, unknown>) {
  const parsed: ListQuery = parseListQuery(def, query);
  // a scoped user's few parents, as a filter read first: planned for its ids, never a generic plan
  const parents = parsed.page === undefined ? undefined : await parentScopeCondition(def, ctx, query);
  const q: ListQuery = parents
    ? {
        ...parsed,
        filters: and(parsed.filters, parents),
        where: and(parsed.where, parents),
        // their rows read first, then ordered: a walk of the order testing each row against the
        // ids as a filter read 17,000 rows for 1,500 vacancies (94 ms)
        matchesFirst: true,
        selectiveOnly: false,
      }
    : parsed;
  const visible = visibleWhere(def, ctx, query.region);
  // the kept conditions themselves where nothing is added (`plannedRows` writes each object once)
  const where = q.where ? and(visible, q.where) : visible;
  if (q.page === undefined) {
    const rows = await selectRows(ctx.db, def, { where, orderBy: q.orderBy, limit: unpagedMax });
    return presentRows(def, ctx, rows);
  }
  const offset = (q.page - 1) * q.pageSize;
  // the rows searched: everything but the search's own condition (one object, so the planner's
  // figure for it is written once: `plannedRows`)
  const scope = q.filters ? and(visible, q.filters) : visible;
  // a term the planner expects rarely: a probe of the newest rows, then its matches (`rareTermRead`)
  const rare = await rareTermRead(def, ctx, q, scope, where, offset);
  const first =
    q.identifying || rare.sparse
      ? undefined
      : (rare.full ?? (await searchWindowPage(def, ctx, q, scope, offset)));
  const wider = first && widerWindow(first, offset + q.pageSize);
  const windowed = (wider && (await searchWindowPage(def, ctx, q, scope, offset, wider))) || first;
  // the page first: a short page is its own count, so most filtered lists run one query
  // matches first: a selective filter's few rows, a term that identifies someone (a CURP or phone
  // fragment), or a search too sparse for its window (fewer than five matches in it, or too few for a
  // page in the wider window too) that the planner expects rarely
  const readMatchesFirst =
    !rare.sparse &&
    !windowed?.full &&
    (q.matchesFirst ||
      q.identifying ||
      (windowed !== undefined &&
        (windowed.matched < sparseWindowMatches || windowed !== first) &&
        (await plannedRows(ctx.db, def, where)) < sparsePlannedMax));
  const sparse = rare.sparse ?? (readMatchesFirst ? await sparsePage(def, ctx, q, where, offset) : undefined);
  // a term the windows saw but could not fill a page with, which the planner expects often, is read
  // by walking the ordering's index matching row by row (`windowMatches`: candidates_newest_idx
  // alone), never by its word index: the planner, expecting 401 rows for `jose luis` (20,062), read
  // them all through the word-prefix index and sorted them (146 ms; the walk: 14 ms)
  const walked = windowed !== undefined && !windowed.full && !sparse;
  // a user of several companies: company by company (its offset applied inside)
  const byCompany = windowed || sparse ? undefined : companyPageCondition(def, ctx, q, where, offset);
  const rows = windowed?.full
    ? windowed.rows
    : (sparse?.rows ??
      (await selectRows(ctx.db, def, {
        where: byCompany ?? (walked ? and(scope, q.windowMatches) : where),
        orderBy: q.orderBy,
        limit: q.pageSize,
        offset: byCompany ? 0 : offset,
        // a list's first page without filters is prepared: planning its computed columns cost
        // PostgreSQL ten times its execution (3.7 → 0.35 ms for the candidates' first page, docs/
        // performance.md "A list's first page prepared"); later pages write their offset into the
        // text, and a name each would pile up on every connection. A filtered one is planned on
        // every call: a generic plan walked the whole newest-first index for a category no
        // candidate has (3.1 s; docs/decisions.md "A filtered list's first page is planned each time")
        named: offset === 0 && !q.filters,
      })));
  const count =
    (sparse?.matched !== undefined && { n: sparse.matched, estimated: false }) ||
    (windowed?.full && (await windowEstimate(ctx.db, def, scope, windowed))) ||
    (await countRows(
      ctx.db,
      def,
      where,
      { rows: rows.length, offset, size: q.pageSize },
      q.matches ? scope : undefined,
    ));
  const envelope: { data: Row[]; pages: number; elements: number; estimated?: true } = {
    data: await presentRows(def, ctx, rows),
    pages: Math.max(1, Math.ceil(count.n / q.pageSize)),
    elements: count.n,
  };
  if (count.estimated) envelope.estimated = true;
  return envelope;
}

/** Export rows in batches (the caller writes them out as they come). */
export async function* exportBatches(
  def: ResourceDef,
  ctx: Ctx,
  query: Record<string, unknown>,
  max: number,
) {
  const q = parseListQuery(def, { ...query, page: undefined });
  const where = and(visibleWhere(def, ctx, query.region), q.where);
  const batch = 2000;
  for (let offset = 0; offset < max; offset += batch) {
    const rows = await selectRows(ctx.db, def, {
      where,
      orderBy: q.orderBy,
      limit: Math.min(batch, max - offset),
      offset,
    });
    if (rows.length === 0) return;
    yield await presentRows(def, ctx, rows);
    if (rows.length < batch) return;
  }
}

export async function findRaw(
  def: ResourceDef,
  ctx: Ctx,
  id: number,
  lock = false,
): Promise<Row | undefined> {
  if (!Number.isInteger(id) || id <= 0 || id > 2147483647) return undefined;
  const rows = await selectRows(ctx.db, def, {
    where: and(eq(idColumn(def), id), visibleWhere(def, ctx)),
    lock,
  });
  return rows[0];
}

/**
 * One row as the API answers it, typed by the resource's read schema: `toRead` keeps the read shape's
 * keys with timestamps as ISO text, and the test suite checks every answer against that schema
 * (`CHECK_RESPONSES`, docs/architecture.md), which is what this one assertion stands on.
 */
export async function showRow<D extends ResourceDef>(def: D, ctx: Ctx, id: number): Promise<ResourceRow<D>> {
  const row = await findRaw(def, ctx, id);
  if (!row) throw notFound();
  return (await presentRows(def, ctx, [row]))[0] as ResourceRow<D>;
}

/** Keeps only the table's own columns of an input object. */
function columnsOnly(def: ResourceDef, data: Row): Row {
  const columns = getTableColumns(def.table);
  return Object.fromEntries(Object.entries(data).filter(([key]) => key in columns && key !== 'id'));
}

function inTx<T>(ctx: Ctx, fn: (tx: Ctx & { db: Tx }) => Promise<T>): Promise<T> {
  return (ctx.db as Executor).transaction((tx) => fn({ ...ctx, db: tx }));
}

/**
 * Creates a row. With an idempotency key (the `Idempotency-Key` header) a repeat of the same
 * creation answers the row created first and creates nothing (docs/api.md#idempotent-creation).
 */
export async function createRow(
  def: ResourceDef,
  ctx: Ctx,
  body: unknown,
  idempotencyKey: string | null = null,
): Promise<{ row: Row; replayed: boolean }> {
  if (!def.create) throw new ApiError(405, 'errors.method_not_allowed');
  const schema = def.create;
  return inTx(ctx, async (tx) => {
    const created = await createOnce(tx, { key: idempotencyKey, scope: def.path }, async () => {
      const input = parseInput(schema, body);
      await checkReferences(def, tx, input, null);
      const values = columnsOnly(def, def.beforeWrite ? await def.beforeWrite(tx, input, null) : input);
      const [inserted] = (await tx.db
        .insert(def.table)
        .values(values)
        .returning({ id: idColumn(def) })) as Array<{
        id: number;
      }>;
      if (!inserted) throw new ApiError(500, 'errors.internal');
      if (def.onCreated) await def.onCreated(tx, inserted.id);
      const row = await findRaw(def, tx, inserted.id);
      // created outside the actor's scope: refuse (the transaction rolls back)
      if (!row) throw new ApiError(403, 'errors.forbidden');
      if (def.afterWrite) await def.afterWrite(tx, row, input, null);
      return inserted.id;
    });
    return { row: await showRow(def, tx, created.id), replayed: created.replayed };
  });
}

export async function updateRow(def: ResourceDef, ctx: Ctx, id: number, body: unknown): Promise<Row> {
  if (!def.update) throw new ApiError(405, 'errors.method_not_allowed');
  const sent = body && typeof body === 'object' ? Object.keys(body) : [];
  const parsed = parseInput(def.update, body);
  // fields not sent stay as they are (defaults of the input schema do not apply on update)
  const input = Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.includes(key)));
  return inTx(ctx, async (tx) => {
    const existing = await findRaw(def, tx, id, true);
    if (!existing) throw notFound();
    await checkReferences(def, tx, input, existing);
    const values = columnsOnly(def, def.beforeWrite ? await def.beforeWrite(tx, input, existing) : input);
    if ('updated_at' in getTableColumns(def.table)) values.updated_at = sql`now()`;
    if (Object.keys(values).length > 0)
      await tx.db
        .update(def.table)
        .set(values)
        .where(eq(idColumn(def), id));
    const row = await findRaw(def, tx, id);
    if (!row) throw new ApiError(403, 'errors.forbidden');
    if (def.afterWrite) await def.afterWrite(tx, row, input, existing);
    return showRow(def, tx, id);
  });
}

export async function deleteRow(
  def: ResourceDef,
  ctx: Ctx,
  id: number,
  reason: string | undefined,
): Promise<void> {
  if (!def.create && !def.update && !def.onDelete && !def.softDelete) {
    throw new ApiError(405, 'errors.method_not_allowed');
  }
  const cleanup = await inTx(ctx, async (tx) => {
    const existing = await findRaw(def, tx, id, true);
    if (!existing) throw notFound();
    if (def.onDelete) return def.onDelete(tx, existing, reason);
    if (def.softDelete) {
      const values: Row = { [def.softDelete.column]: def.softDelete.value };
      if (def.softDelete.reasonColumn && reason) values[def.softDelete.reasonColumn] = reason.slice(0, 500);
      if ('updated_at' in getTableColumns(def.table)) values.updated_at = sql`now()`;
      await tx.db
        .update(def.table)
        .set(values)
        .where(eq(idColumn(def), id));
      return;
    }
    await tx.db.delete(def.table).where(eq(idColumn(def), id));
  });
  // after the commit: the row is gone for good; a failed clean-up only leaves bytes behind
  if (typeof cleanup === 'function') await cleanup().catch(() => undefined);
}
