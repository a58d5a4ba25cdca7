import type { AuditAction, AuditDetails } from '@rp/contract/entities/audit-log';
import { auditActions } from '@rp/contract/enums';
import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './settings';

/**
 * The audit log (docs/domain.md#audit-log): sign-ins, failed sign-ins, access changes and exports
 * of candidate data, each written in the same transaction as the change it records. Append-only:
 * the API only reads it.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    action: varchar('action', { length: 40, enum: auditActions }).$type<AuditAction>().notNull(),
    /** Who acted; null for a failed sign-in. */
    user: integer('user').references(() => users.id, { onDelete: 'set null' }),
    target_type: varchar('target_type', { length: 60 }),
    target_id: integer('target_id'),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
    ip: varchar('ip', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_created_at_idx').on(t.created_at.desc()),
    index('audit_logs_action_created_at_idx').on(t.action, t.created_at.desc()),
    index('audit_logs_user_created_at_idx').on(t.user, t.created_at.desc()),
  ],
);
