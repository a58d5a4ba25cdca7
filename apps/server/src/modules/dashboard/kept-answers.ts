import type { Lang } from '@rp/contract';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { readDashboardFiguresEpoch } from './dashboard.queries';

/**
 * Dashboard answers kept between writes (docs/decisions.md "A dashboard answer kept between
 * writes"): an answer read at figures epoch N (migration 0050's counter, read before the answer's
 * statement) is answered again while the counter still reads N, for the same question — the same
 * statement over the same figure rows with the same parameters (the caller's scope and filters are
 * in them) in the same language. Callers asking at once while none is kept share one reading. A few
 * answers per database are kept, the least recently asked dropped first.
 */
export const keptAnswerLimit = 16;

type Kept = { epoch: string; answer: Promise<unknown> };
const keptByDatabase = new WeakMap<object, Map<string, Kept>>();
const dialect = new PgDialect();

export async function keptAnswer<T>(
  db: Executor,
  question: { name: string; lang: Lang; figures: SQL },
  read: () => Promise<T>,
): Promise<T> {
  const epoch = await readDashboardFiguresEpoch(db);
  // without the counter no answer can be vouched for: read it every time
  if (epoch === undefined) return read();
  const { sql: text, params } = dialect.sqlToQuery(question.figures);
  const key = JSON.stringify([question.name, question.lang, text, params]);
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  const known = kept.get(key);
  kept.delete(key);
  if (known?.epoch === epoch) {
    kept.set(key, known);
    return known.answer as Promise<T>;
  }
  const answer = read();
  const entry: Kept = { epoch, answer };
  kept.set(key, entry);
  if (kept.size > keptAnswerLimit) kept.delete(kept.keys().next().value as string);
  // a failed reading is not kept
  answer.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return answer;
}
