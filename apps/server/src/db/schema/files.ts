import { type AnyPgColumn, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, stamps } from './columns';
import { regions, users } from './settings';

/** Per-region folder tree of the document library. */
export const fileStructures = pgTable(
  'file_structures',
  {
    id: id(),
    structure: varchar('structure', { length: 150 }).notNull(),
    parent: integer('parent').references((): AnyPgColumn => fileStructures.id),
    region: integer('region')
      .notNull()
      .references(() => regions.id),
    ...stamps,
  },
  (t) => [index('file_structures_region_idx').on(t.region), index('file_structures_parent_idx').on(t.parent)],
);

export const fileRecords = pgTable(
  'file_records',
  {
    id: id(),
    level_id: integer('level_id').references(() => fileStructures.id),
    region_id: integer('region_id').references(() => regions.id),
    /** Uploader; NULL for public applications. */
    user: integer('user').references(() => users.id),
    /** Storage key; never returned. */
    document: varchar('document', { length: 500 }).notNull(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    extension: varchar('extension', { length: 20 }),
    kind: varchar('kind', { length: 40 }).notNull(),
    owner_type: varchar('owner_type', { length: 40 }),
    owner_id: integer('owner_id'),
    size: integer('size').notNull(),
    mime_type: varchar('mime_type', { length: 120 }).notNull(),
    ...stamps,
  },
  (t) => [
    index('file_records_owner_idx').on(t.owner_type, t.owner_id),
    index('file_records_level_id_idx').on(t.level_id),
    index('file_records_region_id_idx').on(t.region_id),
    index('file_records_user_idx').on(t.user),
  ],
);
