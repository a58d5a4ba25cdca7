import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

// The statement of the diagnostics (diagnostics.service.ts says what it answers; docs/architecture.md).

/** The diagnostics' counts as the driver answers them (PGlite and pg differ on bigint and timestamps). */
export type DiagnosticCounts = {
  migrations: number | string;
  last_migration: number | string | null;
  files: number | string;
  queued: number | string;
  failed: number | string;
  now: string | Date;
};

/** Counts the migrations, stored files and mail waiting or failed, with the last migration and the server's time, in one statement. */
export async function countDiagnostics(db: Executor): Promise<DiagnosticCounts | undefined> {
  const [counts] = await queryRows<DiagnosticCounts>(
    db,
    sql`select
      (select count(*) from drizzle.__drizzle_migrations) as migrations,
      (select max(created_at) from drizzle.__drizzle_migrations) as last_migration,
      (select count(*) from file_records) as files,
      (select count(*) from mail_outbox where status = 'queued') as queued,
      (select count(*) from mail_outbox where status = 'failed') as failed,
      now() as now`,
  );
  return counts;
}
