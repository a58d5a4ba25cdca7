import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './settings';

/**
 * The keys of creations sent with an `Idempotency-Key` header (docs/api.md#idempotent-creation):
 * a repeated request with the same user and key answers the row created first instead of a second
 * one. Kept 30 days (each new key of the user removes that user's older ones).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user: integer('user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    /** What the key created: a resource path (`vacancies`) or an action (`files/upload`). */
    scope: varchar('scope', { length: 60 }).notNull(),
    /** The created row; null only inside the creating transaction. */
    row_id: integer('row_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user, t.key] })],
);
