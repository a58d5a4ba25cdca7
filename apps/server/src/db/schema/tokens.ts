import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './settings';

/** Refresh tokens, stored hashed; rotation revokes the old one (docs/api.md#authentication). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    user: integer('user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    family: varchar('family', { length: 36 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    /** Set when rotation replaced it (not by logout or revocation): the short grace period of a replay. */
    rotated_at: timestamp('rotated_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.user),
    // the live tokens of a session: every request checks its session still has one (docs/decisions.md
    // "Logout ends the session's access tokens"); logout and reuse revoke a family through it
    index('refresh_tokens_live_family_idx').on(t.family).where(sql`${t.revoked_at} is null`),
  ],
);
