import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { servers } from '../../db/schema/index';

// The statements of the servers resources' hooks; the checks that use them stay in
// servers.resources.ts (docs/architecture.md).

/** Reads a payroll server's engine and database name (the dialect its queries are checked in). */
export async function findServerDialect(db: Executor, serverId: number) {
  const [server] = await db
    .select({ engine: servers.engine, database: servers.database })
    .from(servers)
    .where(eq(servers.id, serverId))
    .limit(1);
  return server;
}
