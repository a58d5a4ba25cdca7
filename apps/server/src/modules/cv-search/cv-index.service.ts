import { buffer as readAll } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { claimPendingFileTexts, markFileText, saveFileText } from './cv-search.queries';
import type { Ocr } from './ocr';
import { extractText } from './text-extraction';

/** How long a claimed text is held before another indexer may take it again. */
export const indexLeaseMinutes = 10;
/** Attempts before a text that keeps failing (storage, a crash mid-read) is written as unreadable. */
export const indexMaxAttempts = 3;
/** Texts one round claims. */
export const indexBatchSize = 5;

export type IndexResult = {
  claimed: number;
  done: number;
  unreadable: number;
  skipped: number;
  retried: number;
};

/** Private-use characters and NUL never reach the stored text: the snippets mark matches with them. */
const privateUse = /[\uE000-\uF8FF]/g;

/**
 * Reads the texts that are due once (docs/decisions.md "CV search"): claims a batch, reads each
 * file's bytes and text (its own text, or OCR of its images), writes the pages, or the reason it
 * cannot be read. A file with no candidate (a vacancy's or requirement's own document) is skipped;
 * a failure outside the file (storage) leaves it pending for a later round, up to
 * `indexMaxAttempts`. Never throws for a file's content.
 */
export async function indexDueFileTexts(
  ctx: { db: Executor; storage: Storage; ocr: Ocr },
  opts: { batchSize?: number; now?: Date } = {},
): Promise<IndexResult> {
  const now = opts.now ? sql`${opts.now.toISOString()}::timestamptz` : sql`now()`;
  const claimed = await claimPendingFileTexts(
    ctx.db,
    now,
    opts.batchSize ?? indexBatchSize,
    indexLeaseMinutes,
  );
  const result: IndexResult = { claimed: claimed.length, done: 0, unreadable: 0, skipped: 0, retried: 0 };
  for (const file of claimed) {
    if (file.candidate == null) {
      await markFileText(ctx.db, file.file_id, 'skipped', 'no_candidate');
      result.skipped++;
      continue;
    }
    let bytes: Buffer | null = null;
    try {
      const stream = await ctx.storage.open(file.key);
      bytes = stream ? await readAll(stream) : null;
    } catch {
      bytes = null;
    }
    if (!bytes) {
      if (file.attempts >= indexMaxAttempts) {
        await markFileText(ctx.db, file.file_id, 'unreadable', 'missing');
        result.unreadable++;
      } else result.retried++;
      continue;
    }
    let read: Awaited<ReturnType<typeof extractText>>;
    try {
      read = await extractText(bytes, { ocr: ctx.ocr });
    } catch {
      // the OCR service itself failed (closing, cannot start): nothing is known of the file yet
      if (file.attempts >= indexMaxAttempts) {
        await markFileText(ctx.db, file.file_id, 'unreadable', 'broken');
        result.unreadable++;
      } else result.retried++;
      continue;
    }
    if (read.status === 'done') {
      const pages = read.pages.map((page) => page.split('\u0000').join(' ').replace(privateUse, ' '));
      await ctx.db.transaction((tx) => saveFileText(tx, file.file_id, { method: read.method, pages }));
      result.done++;
    } else {
      await markFileText(ctx.db, file.file_id, 'unreadable', read.reason);
      result.unreadable++;
    }
  }
  return result;
}
