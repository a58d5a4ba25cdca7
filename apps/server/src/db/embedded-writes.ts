import type { PGlite } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

/**
 * A statement that certainly writes nothing: a `select`, `explain` or `with … select` (a search
 * window) without a word that changes data, a setting or the schema. Anything else counts as a write (a read counted so costs one
 * re-read, never a stale answer).
 */
export function isPlainRead(text: string): boolean {
  return (
    /^\s*(?:select|explain|with)\b/i.test(text) &&
    !/\b(?:insert|update|delete|merge|truncate|copy|call|do|create|alter|drop|grant|revoke|set|set_config|lock|nextval|setval)\b/i.test(
      text,
    )
  );
}

/**
 * Counts the calls that may have written to an embedded database, each once it has ended (its
 * commit included): a statement other than a plain read, an `exec`, a transaction. The embedded
 * database has no other client than this process, so a count that has not moved since a value was
 * read means no committed change since: the value still holds (docs/decisions.md "The signed-in user,
 * cached by the database's word"). Wraps the client's methods, outermost.
 */
export function countWrites(client: PGlite): () => number {
  let writes = 0;
  const counted = <T>(running: Promise<T>): Promise<T> =>
    running.finally(() => {
      writes += 1;
    });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
    isPlainRead(text)
      ? query(text, params, options)
      : counted(query(text, params, options))) as PGlite['query'];
  client.exec = ((text: string, options?: Parameters<PGlite['exec']>[1]) =>
    counted(exec(text, options))) as PGlite['exec'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    counted(transaction(callback))) as PGlite['transaction'];
  return () => writes;
}

const counters = new WeakMap<object, () => number>();

/** Registers the write count of an embedded database under its drizzle handle. */
export function registerWriteCount(db: object, count: () => number): void {
  counters.set(db, count);
}

/**
 * The number of calls that may have written to this database so far, when this process is its only
 * client (the embedded database); undefined for PostgreSQL, which other processes write to, and for
 * a transaction.
 */
export function writeCount(db: object): number | undefined {
  return counters.get(db)?.();
}

/**
 * Values read from an embedded database, each kept while no call that may write has ended since it
 * was read (`writeCount`, taken before the read) and for at most `ttlMs` (a value that depends on
 * the clock, such as a count of past-due rows, moves without a write). On PostgreSQL and inside a
 * transaction nothing is kept: `read` runs every time. docs/decisions.md "A list's count kept while
 * nothing is written (embedded database)".
 */
export function unwrittenCache<T extends {}>(opts: { max: number; ttlMs: number }) {
  const caches = new WeakMap<object, LRUCache<string, { value: T; writes: number }>>();
  return async (db: object, key: string, read: () => Promise<T>): Promise<T> => {
    const writes = writeCount(db);
    if (writes === undefined) return read();
    let cache = caches.get(db);
    const known = cache?.get(key);
    if (known && known.writes === writes) return known.value;
    const value = await read();
    if (!cache) {
      cache = new LRUCache({ max: opts.max, ttl: opts.ttlMs });
      caches.set(db, cache);
    }
    cache.set(key, { value, writes });
    return value;
  };
}
