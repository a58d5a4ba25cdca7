import { z } from 'zod';
import { auditActions } from '../enums';
import { idSchema, timestampSchema } from './common';

export type AuditAction = (typeof auditActions)[number];

/**
 * What an audit row adds about its action: small, never a password, token or national id
 * (docs/domain.md#audit-log). Lists of ids or codes, a count, a format, a reason.
 */
export const auditDetailsSchema = z.record(z.string(), z.unknown());
export type AuditDetails = Record<
  string,
  string | number | boolean | null | string[] | number[] | AuditChange
>;
/** What a list-valued field gained and lost (a user's roles, a role's routes). */
export type AuditChange = { added: Array<string | number>; removed: Array<string | number> };

/** Read shape (read-only resource, superusers only): one row of the audit log. */
export const auditLogSchema = z.object({
  id: idSchema,
  action: z.enum(auditActions),
  /** Who acted; null for a failed sign-in (the username tried is in `details.username`). */
  user: z.number().nullable(),
  /** The acting user's display name (derived). */
  user_name: z.string().nullable(),
  /** The resource path of the entity the action is about (`users`, `roles`, `candidates`), if any. */
  target_type: z.string().nullable(),
  target_id: z.number().nullable(),
  details: auditDetailsSchema,
  /** The request's address (behind a proxy, with TRUST_PROXY=1, the client's). */
  ip: z.string().nullable(),
  created_at: timestampSchema,
});
export type AuditLog = z.infer<typeof auditLogSchema>;
