import type { ImportCounts, ImportRowAction, ImportStatusValue } from '@rp/contract/entities';
import type { ImportField } from '@rp/contract/rules/candidate-import';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { id, stamps } from './columns';
import { categories, users } from './settings';

/**
 * A candidate import (docs/decisions.md "Candidate import"): an uploaded spreadsheet kept as its rows
 * (never the file), checked with a mapping (`checked`), imported by the background worker
 * (`importing` → `done`), possibly `undone`.
 */
export const candidateImports = pgTable(
  'candidate_imports',
  {
    id: id(),
    user: integer('user').references(() => users.id, { onDelete: 'set null' }),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    format: varchar('format', { length: 10 }).$type<'xlsx' | 'csv'>().notNull(),
    encoding: varchar('encoding', { length: 20 }),
    delimiter: varchar('delimiter', { length: 5 }),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** `mappingSignature(headers)`: the shape a remembered mapping belongs to. */
    signature: varchar('signature', { length: 64 }).notNull(),
    mapping: jsonb('mapping').$type<Array<ImportField | null>>(),
    duplicates: varchar('duplicates', { length: 10 }).$type<'update' | 'skip'>(),
    default_category: integer('default_category').references(() => categories.id),
    status: varchar('status', { length: 20 }).$type<ImportStatusValue>().notNull().default('uploaded'),
    counts: jsonb('counts').$type<ImportCounts>(),
    total_rows: integer('total_rows').notNull(),
    skipped_empty_rows: integer('skipped_empty_rows').notNull().default(0),
    done_rows: integer('done_rows').notNull().default(0),
    /** The language of the checker: the worker writes its late messages in it. */
    lang: varchar('lang', { length: 5 }).notNull().default('es'),
    ...stamps,
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    undone_at: timestamp('undone_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('candidate_imports_user_idx').on(t.user, t.id.desc()),
    index('candidate_imports_importing_idx').on(t.id).where(sql`status = 'importing'`),
  ],
);

/**
 * One data row of an import: its cells as read, and once checked what importing does with it
 * (`action`, the matched `candidate`, the `errors` per field); `done` once written, with the new or
 * updated candidate and, for an update, the values it replaced (`before`, for the undo).
 */
export const candidateImportRows = pgTable(
  'candidate_import_rows',
  {
    import_id: integer('import_id')
      .notNull()
      .references(() => candidateImports.id, { onDelete: 'cascade' }),
    /** The row's number in the spreadsheet (the header row is 1). */
    row: integer('row').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    action: varchar('action', { length: 10 }).$type<ImportRowAction>(),
    errors: jsonb('errors').$type<Record<string, string[]>>(),
    /** What the row writes (the candidate form's body; only the fields that change on an update). */
    values: jsonb('values').$type<Record<string, unknown>>(),
    candidate: integer('candidate').references(() => candidates.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    done: boolean('done').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.import_id, t.row] }),
    index('candidate_import_rows_candidate_idx').on(t.candidate),
  ],
);

/** The mapping last chosen for a shape of file (`mappingSignature`, hashed), offered on the next upload. */
export const candidateImportMappings = pgTable('candidate_import_mappings', {
  signature: varchar('signature', { length: 64 }).primaryKey(),
  mapping: jsonb('mapping').$type<Array<ImportField | null>>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
