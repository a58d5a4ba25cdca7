import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { TestApp } from './build-app';

/**
 * A cheap fingerprint of what the database holds: each table's row count and newest `xmin` (an
 * insert, update or delete changes one of them; a rolled-back transaction changes neither). Failed
 * sign-ins are audited by design (docs/decisions.md, audit log) and left out. Compare two with
 * `changedTables`.
 */
export type Fingerprint = Record<string, string>;

const tableCache = new WeakMap<TestApp, string[]>();

async function tablesOf(t: TestApp): Promise<string[]> {
  const cached = tableCache.get(t);
  if (cached) return cached;
  const rows = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const tables = rows.map((row) => row.name);
  tableCache.set(t, tables);
  return tables;
}

export async function fingerprint(t: TestApp): Promise<Fingerprint> {
  const parts = (await tablesOf(t)).map((table) => {
    const where = table === 'audit_logs' ? ` where action <> 'login_failed'` : '';
    return `select '${table}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as value from "${table}"${where}`;
  });
  const rows = await queryRows<{ name: string; value: string }>(
    t.database.db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
