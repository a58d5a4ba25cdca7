import type { ResourceRow } from '@rp/contract';
import type { CvSearchQuery, CvSearchRow, CvSnippetPart } from '@rp/contract/entities';
import { and, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { FieldErrors } from '../../lib/errors';
import { parseListQuery } from '../../resources/list-query';
import { selectRows } from '../../resources/selection';
import { presentRows, visibleWhere } from '../../resources/service';
import { candidateResource } from '../candidates/candidates.resources';
import { fileScope } from '../files/files.resources';
import {
  type CvWindow,
  countCvMatches,
  countMatchingPagesUpTo,
  cvPageMatches,
  fileTextIdSpan,
  pageSnippets,
  snippetStart,
  snippetStop,
} from './cv-search.queries';

/** One part of a CV search as typed: a word, a "quoted phrase" or a `word*` prefix. */
export type CvTerm = { kind: 'word' | 'phrase' | 'prefix'; text: string };

/** Most parts a search is read with (the rest are ignored). */
export const cvTermsMax = 10;

const edges = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}*]+$/gu;

/**
 * The parts of a CV search (docs/decisions.md "CV search"): text in double quotes is a phrase, a
 * word ending in `*` a prefix (at least two letters or digits before it, else a plain word), any
 * other word a word. Punctuation around words is dropped.
 */
export function cvTerms(typed: string): CvTerm[] {
  const terms: CvTerm[] = [];
  for (const match of typed.matchAll(/"([^"]*)"?|(\S+)/g)) {
    if (terms.length >= cvTermsMax) break;
    const [, phrase, word] = match;
    if (phrase !== undefined) {
      const text = phrase.replace(/\s+/g, ' ').trim();
      if (/[\p{L}\p{N}]/u.test(text)) terms.push({ kind: 'phrase', text });
      continue;
    }
    const cleaned = (word ?? '').replace(edges, '');
    const prefix = /^([\p{L}\p{N}]{2,})\*+$/u.exec(cleaned);
    if (prefix?.[1]) terms.push({ kind: 'prefix', text: prefix[1] });
    else {
      const text = cleaned.replace(/\*+$/, '');
      if (/[\p{L}\p{N}]/u.test(text)) terms.push({ kind: 'word', text });
    }
  }
  return terms;
}

/**
 * The search as one tsquery of the `rp_cv` configuration: every part must match. Each part is a
 * parameter read by PostgreSQL's own parsers (plainto/phraseto), a prefix only letters and digits
 * before `:*`, so no typed text is read as tsquery syntax.
 */
export function cvTsQuery(terms: CvTerm[]): SQL {
  const parts = terms.map((term) => {
    if (term.kind === 'phrase') return sql`phraseto_tsquery('rp_cv', ${term.text})`;
    if (term.kind === 'prefix') return sql`to_tsquery('rp_cv', ${`${term.text}:*`})`;
    return sql`plainto_tsquery('rp_cv', ${term.text})`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** A `ts_headline` answer cut at its markers into plain and matched parts. */
export function snippetParts(headline: string): CvSnippetPart[] {
  const parts: CvSnippetPart[] = [];
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(snippetStart);
    if (start < 0) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    const stop = rest.indexOf(snippetStop, start + 1);
    const end = stop < 0 ? rest.length : stop;
    parts.push({ text: rest.slice(start + 1, end), match: true });
    rest = stop < 0 ? '' : rest.slice(stop + 1);
  }
  // neighbouring parts of the same kind are one
  return parts.reduce<CvSnippetPart[]>((joined, part) => {
    const last = joined[joined.length - 1];
    if (last && last.match === part.match) last.text += part.text;
    else if (part.text) joined.push({ ...part });
    return joined;
  }, []);
}

const defaultPageSize = 25;
/** Matching pages past which a search is broad: ranked within the newest files (docs/decisions.md "CV search"). */
export const broadPages = 2000;
/** The newest files' shares a broad search tries, in turn, until one fills its page. */
const windowShares = [1 / 64, 1 / 8, 1];
/** The windows read in file order rather than through the words' index (CvWindow). */
const rangeScanShare = 1 / 64;

/** The searches found broad lately, per database (`broadTtlMs`). */
const broadSearches = new WeakMap<object, LRUCache<string, true>>();
/**
 * How long a search found broad is taken as broad without counting again. Pages are only added as
 * CVs arrive, so a broad search stays broad; only deleting many files could narrow it, and then
 * its windows still answer, with a count said as estimated, for at most this long. Counting a
 * common word's first 2,001 pages costs ~12 ms at full scale, the most of a broad search's SQL
 * after its page (docs/performance.md "The CV search under load").
 */
const broadTtlMs = 10 * 60_000;

/** Whether the search matches more than `broadPages` pages (a broad answer remembered a while). */
async function isBroad(db: Executor, terms: CvTerm[], tsquery: SQL): Promise<boolean> {
  let known = broadSearches.get(db);
  if (!known) {
    known = new LRUCache<string, true>({ max: 500, ttl: broadTtlMs });
    broadSearches.set(db, known);
  }
  // the search's parts as PostgreSQL reads them: case aside
  const key = JSON.stringify(terms.map((term) => [term.kind, term.text.toLowerCase()]));
  if (known.has(key)) return true;
  const broad = (await countMatchingPagesUpTo(db, tsquery, broadPages + 1)) > broadPages;
  if (broad) known.set(key, true);
  return broad;
}

/**
 * Candidates whose CVs or documents match the search, best match first (docs/decisions.md "CV
 * search"): the candidate list's own conditions (the pool's scope, the filters) and only files the
 * caller may see (`fileScope`, as their downloads), each candidate with its best page's snippet.
 */
export async function searchCvs(ctx: Ctx, query: CvSearchQuery) {
  const terms = cvTerms(query.q);
  if (terms.length === 0) throw FieldErrors.one('q', 'validation.required');
  const def = candidateResource;
  const tsquery = cvTsQuery(terms);
  const filters = parseListQuery(def, {
    category__in: query.category__in,
    is_black_list: query.is_black_list,
  }).where;
  const candidateWhere = and(visibleWhere(def, ctx), filters);
  const files = ctx.actor.is_superuser ? undefined : fileScope(ctx.actor);
  const pageSize = query.page_size ?? defaultPageSize;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const pageOf = (column: string) =>
    sql`(select m.${sql.identifier(column)} from cv_page m where m.candidate = candidates.id)`;
  const readPage = (window: CvWindow) =>
    selectRows(ctx.db, def, {
      with: cvPageMatches(tsquery, files, candidateWhere, { limit: pageSize, offset, window }),
      extra: {
        cv_file: pageOf('file_id'),
        cv_page: pageOf('page'),
        cv_rank: pageOf('rank'),
        cv_total: pageOf('total'),
      },
      where: sql`candidates.id in (select candidate from cv_page)`,
      orderBy: [sql`${pageOf('rank')} desc`, sql`candidates.id desc`],
    });
  // a broad search (more than `broadPages` matching pages) is ranked within the newest files first:
  // the newest 1/64 of them, then 1/8, then all, until a window fills the page
  const broad = await isBroad(ctx.db, terms, tsquery);
  const span = broad ? await fileTextIdSpan(ctx.db) : undefined;
  let rows: Awaited<ReturnType<typeof readPage>> = [];
  let count: { n: number; estimated: boolean } = { n: 0, estimated: false };
  for (const share of span ? windowShares : [1]) {
    const since = span && share < 1 ? Math.floor(span.high - (span.high - span.low) * share) : undefined;
    // the narrowest window's pages are read in file order: fewer than a broad word's index entry
    const window: CvWindow = { since, scan: share <= rangeScanShare ? 'range' : 'index' };
    rows = await readPage(window);
    if (since !== undefined && rows.length < pageSize) continue;
    // every row of the page carries the total; a page past the end has none to carry it
    const n =
      rows.length > 0
        ? Number(rows[0]?.cv_total)
        : offset === 0
          ? 0
          : await countCvMatches(ctx.db, tsquery, files, candidateWhere, window);
    count = since === undefined ? { n, estimated: false } : { n: Math.round(n / share), estimated: true };
    break;
  }
  const matches = rows.map((row) => ({
    file_id: Number(row.cv_file),
    page: Number(row.cv_page),
    rank: Number(row.cv_rank),
  }));
  const snippets = await pageSnippets(ctx.db, tsquery, matches);
  const snippetOf = new Map(snippets.map((row) => [`${row.file_id}:${row.page}`, row]));
  const read = await presentRows(def, ctx, rows);
  const data = read.map((row, index): CvSearchRow => {
    const match = matches[index] as (typeof matches)[number];
    const found = snippetOf.get(`${match.file_id}:${match.page}`);
    return {
      ...(row as ResourceRow<typeof candidateResource>),
      cv_match: {
        file: match.file_id,
        file_name: found?.file_name ?? '',
        page: match.page,
        pages: found?.pages ?? 0,
        snippet: snippetParts(found?.snippet ?? ''),
        rank: match.rank,
      },
    };
  });
  const envelope: { data: CvSearchRow[]; pages: number; elements: number; estimated?: true } = {
    data,
    pages: Math.max(1, Math.ceil(count.n / pageSize)),
    elements: count.n,
  };
  if (count.estimated) envelope.estimated = true;
  return envelope;
}
