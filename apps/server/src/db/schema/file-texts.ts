import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { fileRecords } from './files';

/**
 * The text search configuration of CV texts (migration 0032; docs/decisions.md "CV search"):
 * PostgreSQL's Spanish one with accents removed before stemming, so `mecanica` finds `mecánica`
 * and `soldadores` finds `soldador`.
 */
export const cvTextConfig = 'rp_cv';

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * A stored CV's or candidate document's text, read once in the background (docs/decisions.md
 * "CV search"): `pending` until the indexer reads it, then `done` (its pages in file_text_pages) or
 * `unreadable` (with the reason: its type, nothing readable, broken, too slow), never retried after
 * `unreadable`. A pending row's `next_attempt_at` moves ahead while one indexer holds it.
 */
export const fileTexts = pgTable(
  'file_texts',
  {
    file_id: integer('file_id')
      .primaryKey()
      .references(() => fileRecords.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** How the text was read: `text` (the file's own text) or `ocr` (recognised in images). */
    method: varchar('method', { length: 10 }),
    reason: varchar('reason', { length: 20 }),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    pages: integer('pages').notNull().default(0),
    extracted_at: timestamp('extracted_at', { withTimezone: true, mode: 'string' }),
    ...stamps,
  },
  (t) => [index('file_texts_pending_idx').on(t.next_attempt_at, t.file_id).where(sql`status = 'pending'`)],
);

/** One page of a file's text (a DOCX or an image is one page), with its search vector. */
export const fileTextPages = pgTable(
  'file_text_pages',
  {
    file_id: integer('file_id')
      .notNull()
      .references(() => fileTexts.file_id, { onDelete: 'cascade' }),
    /** 1 for the first page. */
    page: integer('page').notNull(),
    content: text('content').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('rp_cv'::regconfig, content)`),
  },
  (t) => [
    primaryKey({ columns: [t.file_id, t.page] }),
    index('file_text_pages_search_gin').using('gin', t.search),
  ],
);
