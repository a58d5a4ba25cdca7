import type { Executor } from '../../db/client';
import { auditLogs } from '../../db/schema/index';

// The statement of the audit log; what a row may carry stays in audit.service.ts
// (docs/architecture.md, docs/domain.md#audit-log).

/** Inserts an audit row. */
export async function insertAuditLog(db: Executor, values: typeof auditLogs.$inferInsert) {
  await db.insert(auditLogs).values(values);
}
