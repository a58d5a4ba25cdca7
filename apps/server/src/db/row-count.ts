import { type SQL, sql } from 'drizzle-orm';

/**
 * A LIMIT or OFFSET written into the statement's text, not passed as a parameter. PostgreSQL plans
 * `limit $1` as if it kept a tenth of the rows, so a prepared statement with its page size as a
 * parameter never takes its generic plan and is planned again on every call: 1.5–4 ms of the
 * embedded database's single thread for a list page (docs/decisions.md "The embedded database keeps
 * its statements prepared (issue 28)"). A page size and an offset are few distinct numbers, checked
 * here to be non-negative integers.
 */
export function rowCount(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}
