import type { AuditAction, AuditChange, AuditDetails } from '@rp/contract/entities/audit-log';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { insertAuditLog } from './audit.queries';

/** One audit row (docs/domain.md#audit-log). */
export type AuditEntry = {
  action: AuditAction;
  /** Who acted; null for a failed sign-in. */
  user: number | null;
  target?: { type: string; id: number | null };
  /** Small and never secret: no password, token or national id (CURP, RFC, NSS). */
  details?: AuditDetails;
  ip: string | null;
};

/** Keys a details object never carries, whatever a caller passes (docs/domain.md#audit-log). */
const forbiddenKeys = /(^|_)(password|token|secret|curp|rfc|nss|key)(_|$)/i;

/**
 * Writes one audit row with `db`: the transaction of the change it records, so a refused change
 * leaves no row; a failed sign-in, which changes nothing, passes the plain connection.
 */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  const details = Object.fromEntries(
    Object.entries(entry.details ?? {}).filter(([key]) => !forbiddenKeys.test(key)),
  );
  await insertAuditLog(db, {
    action: entry.action,
    user: entry.user,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id ?? null,
    details,
    ip: entry.ip ? entry.ip.slice(0, 64) : null,
  });
}

/** An audit row by the signed-in actor of `ctx`, written with `ctx.db` (its transaction). */
export function auditBy(ctx: Ctx, entry: Omit<AuditEntry, 'user' | 'ip'>): Promise<void> {
  return writeAudit(ctx.db, { ...entry, user: ctx.actor.id, ip: ctx.ip ?? null });
}

/** What a list gained and lost, or null when it is the same set. */
export function listChange(
  before: ReadonlyArray<string | number> | null | undefined,
  after: ReadonlyArray<string | number> | null | undefined,
): AuditChange | null {
  const was = new Set(before ?? []);
  const now = new Set(after ?? []);
  const added = [...now].filter((v) => !was.has(v));
  const removed = [...was].filter((v) => !now.has(v));
  return added.length || removed.length ? { added, removed } : null;
}
