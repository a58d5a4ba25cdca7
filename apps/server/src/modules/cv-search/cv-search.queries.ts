import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { fileRecords, fileTextPages, fileTexts } from '../../db/schema/index';

// The statements of the CV texts: what the indexer claims and writes, and the search over them
// (docs/decisions.md "CV search"). The rules that choose them stay in cv-index.service.ts and
// cv-search.service.ts (docs/architecture.md).

/** The kinds of file whose text is read: CVs and documents (a candidate's, or an application's). */
export const indexedFileKinds = ['cv', 'document'] as const;
const indexedKinds: ReadonlySet<string> = new Set(indexedFileKinds);

/** Whether a file of this kind has its text read. */
export function isIndexedKind(kind: string): boolean {
  return indexedKinds.has(kind);
}

/** Queues a stored file's text to be read (nothing when it is queued or read already). */
export async function enqueueFileText(db: Executor, fileId: number) {
  await db.insert(fileTexts).values({ file_id: fileId }).onConflictDoNothing();
}

/** Queues every CV and document that has no text row yet (the backfill); answers how many. */
export async function enqueueUnreadFiles(db: Executor): Promise<number> {
  const rows = await db.execute(sql`insert into file_texts (file_id)
    select f.id from file_records f
    where f.kind in (${sql.join(
      indexedFileKinds.map((kind) => sql`${kind}`),
      sql`, `,
    )}) and not exists (select 1 from file_texts t where t.file_id = f.id)
    on conflict do nothing`);
  return (rows as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

/**
 * Claims up to `batchSize` pending texts due at `now` (`for update skip locked`, oldest first) by
 * moving their next attempt `leaseMinutes` ahead and counting the attempt; answers each with its
 * file's storage key and the candidate it belongs to (its owner, or the application it was sent
 * with), if any.
 */
export async function claimPendingFileTexts(db: Executor, now: SQL, batchSize: number, leaseMinutes: number) {
  const claimed = await db
    .update(fileTexts)
    .set({
      next_attempt_at: sql`${now} + make_interval(mins => ${leaseMinutes})`,
      attempts: sql`${fileTexts.attempts} + 1`,
    })
    .where(
      sql`${fileTexts.file_id} in (select file_id from file_texts where status = 'pending' and next_attempt_at <= ${now} order by next_attempt_at, file_id limit ${batchSize} for update skip locked)`,
    )
    .returning({ file_id: fileTexts.file_id, attempts: fileTexts.attempts });
  if (claimed.length === 0) return [];
  return db
    .select({
      file_id: fileRecords.id,
      key: fileRecords.document,
      candidate: candidateOfFile,
      attempts: fileTexts.attempts,
    })
    .from(fileRecords)
    .innerJoin(fileTexts, eq(fileTexts.file_id, fileRecords.id))
    .where(
      inArray(
        fileRecords.id,
        claimed.map((row) => row.file_id),
      ),
    )
    .orderBy(fileRecords.id);
}

/**
 * The candidate a file belongs to: its owner when a candidate owns it, else the candidate of the
 * application or vacancy document that holds it.
 */
const candidateOfFile = sql<number | null>`coalesce(
  case when ${fileRecords.owner_type} = 'candidate' then ${fileRecords.owner_id} end,
  (select d.candidate from vacancy_documents d where d.document = ${fileRecords.id} and d.candidate is not null order by d.id limit 1))`;

/** Writes a file's pages (replacing any) and its text as read. */
export async function saveFileText(db: Executor, fileId: number, read: { method: string; pages: string[] }) {
  await db.delete(fileTextPages).where(eq(fileTextPages.file_id, fileId));
  if (read.pages.length > 0)
    await db
      .insert(fileTextPages)
      .values(read.pages.map((content, index) => ({ file_id: fileId, page: index + 1, content })));
  await db
    .update(fileTexts)
    .set({
      status: 'done',
      method: read.method,
      reason: null,
      pages: read.pages.length,
      extracted_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(fileTexts.file_id, fileId));
}

/** Writes a file's text as not to be read again: `unreadable` (with why) or `skipped` (no candidate). */
export async function markFileText(
  db: Executor,
  fileId: number,
  status: 'unreadable' | 'skipped',
  reason: string,
) {
  await db.delete(fileTextPages).where(eq(fileTextPages.file_id, fileId));
  await db
    .update(fileTexts)
    .set({ status, reason, pages: 0, extracted_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(fileTexts.file_id, fileId));
}

/** Makes every pending text due now (a backfill run takes over what a stopped one had claimed). */
export async function releasePendingFileTexts(db: Executor) {
  await db.update(fileTexts).set({ next_attempt_at: sql`now()` }).where(eq(fileTexts.status, 'pending'));
}

/** How many texts are in each status (the backfill's progress). */
export async function countFileTextsByStatus(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: fileTexts.status, n: sql<number>`count(*)::int` })
    .from(fileTexts)
    .groupBy(fileTexts.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** A file's text as the indexer left it (tests and the backfill's report). */
export async function findFileText(db: Executor, fileId: number) {
  const [row] = await db.select().from(fileTexts).where(eq(fileTexts.file_id, fileId));
  return row;
}

/**
 * The pages a search reads: every page matching it, or only those of the files from `since` on (a
 * window of the newest). `scan: 'range'` reads the window's pages in file order and tests each one
 * (its `@@` hidden from the words' index): a common word's index entry lists a large share of all
 * pages, and reading it whole cost ~25 ms for a window of 7,000 pages the range reads in ~3 ms
 * (docs/performance.md "The CV search under load").
 */
export type CvWindow = { since?: number; scan?: 'index' | 'range' };
const matchingPages = (window: CvWindow) =>
  window.since === undefined
    ? sql`p.search @@ q.query`
    : window.scan === 'range'
      ? sql`p.file_id >= ${window.since} and coalesce(p.search, ''::tsvector) @@ q.query`
      : sql`p.file_id >= ${window.since} and p.search @@ q.query`;

/**
 * Each candidate's best page among the files `fileScope` lets the caller see (`cv_best`: candidate,
 * file_id, page, rank), for the CV search's statements.
 */
function cvBest(query: SQL, fileScope: SQL | undefined, window: CvWindow): SQL {
  return sql`cv_best as materialized (
    select distinct on (candidate) candidate, file_id, page, rank from (
      select ${candidateOfFile} as candidate, p.file_id, p.page, ts_rank_cd(p.search, q.query) as rank
      from (select ${query} as query) q
      join file_text_pages p on ${matchingPages(window)}
      join file_records on file_records.id = p.file_id
      ${fileScope ? sql`where ${fileScope}` : sql``}
    ) hit
    where candidate is not null
    order by candidate, rank desc, file_id, page
  )`;
}

/**
 * The CV search's page as common table expressions: `cv_best` (above), then `cv_page` — the
 * candidates of the page that pass the candidate list's own conditions, best match first (the
 * newest candidate first among equals), with their best file, page and rank, and how many there
 * are in all (`total`). The candidate list's statement reads the page's few rows from `cv_page`.
 */
export function cvPageMatches(
  query: SQL,
  fileScope: SQL | undefined,
  candidateWhere: SQL | undefined,
  page: { limit: number; offset: number; window: CvWindow },
): SQL {
  return sql`with ${cvBest(query, fileScope, page.window)}, cv_page as materialized (
    select b.candidate, b.file_id, b.page, b.rank, count(*) over () as total from cv_best b
    join candidates on candidates.id = b.candidate
    ${candidateWhere ? sql`where ${candidateWhere}` : sql``}
    order by b.rank desc, b.candidate desc
    limit ${page.limit} offset ${page.offset}
  )`;
}

/** How many candidates the CV search matches, with the candidate list's own conditions. */
export async function countCvMatches(
  db: Executor,
  query: SQL,
  fileScope: SQL | undefined,
  candidateWhere: SQL | undefined,
  window: CvWindow,
) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with ${cvBest(query, fileScope, window)} select count(*)::int as n from cv_best b
      join candidates on candidates.id = b.candidate ${candidateWhere ? sql`where ${candidateWhere}` : sql``}`,
  );
  return Number(row?.n ?? 0);
}

/** How many pages match the search, counted up to `max` (a broad search stops there). */
export async function countMatchingPagesUpTo(db: Executor, query: SQL, max: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from file_text_pages p where p.search @@ ${query} limit ${max}) m`,
  );
  return Number(row?.n ?? 0);
}

/** The lowest and highest file id with text pages (the span the search's windows are cut from). */
export async function fileTextIdSpan(db: Executor): Promise<{ low: number; high: number } | undefined> {
  const [row] = await queryRows<{ low: number | null; high: number | null }>(
    db,
    sql`select min(file_id) as low, max(file_id) as high from file_text_pages`,
  );
  return row?.low != null && row.high != null ? { low: Number(row.low), high: Number(row.high) } : undefined;
}

/** Snippet markers (private-use characters, removed from the stored text). */
export const snippetStart = '\uE000';
export const snippetStop = '\uE001';

/** The pages' snippets: where the search's words are, a few words around them. */
export async function pageSnippets(
  db: Executor,
  query: SQL,
  pages: Array<{ file_id: number; page: number }>,
) {
  if (pages.length === 0) return [];
  const options = `StartSel=${snippetStart}, StopSel=${snippetStop}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
  const rows = await db
    .select({
      file_id: fileTextPages.file_id,
      page: fileTextPages.page,
      snippet: sql<string>`ts_headline('rp_cv', ${fileTextPages.content}, ${query}, ${options})`,
      file_name: fileRecords.original_name,
      pages: fileTexts.pages,
    })
    .from(fileTextPages)
    .innerJoin(fileRecords, eq(fileRecords.id, fileTextPages.file_id))
    .innerJoin(fileTexts, eq(fileTexts.file_id, fileTextPages.file_id))
    .where(
      sql`(${fileTextPages.file_id}, ${fileTextPages.page}) in (${sql.join(
        pages.map((p) => sql`(${p.file_id}::int, ${p.page}::int)`),
        sql`, `,
      )})`,
    );
  return rows;
}
