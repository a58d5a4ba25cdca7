import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWrites, isPlainRead, registerWriteCount, unwrittenCache } from './embedded-writes';

// docs/decisions.md "The signed-in user, cached by the database's word"
describe('a plain read', () => {
  it('is a select or explain that names nothing that writes', () => {
    expect(isPlainRead('select epoch::text as epoch from auth_epoch')).toBe(true);
    expect(isPlainRead('  SELECT "t"."updated_at" from t offset 25')).toBe(true);
    expect(isPlainRead('explain (format json) select 1')).toBe(true);
    expect(
      isPlainRead(
        'with "w" as (select id from t limit 2000) select * from t where id = any(array(select id from "w"))',
      ),
    ).toBe(true);
    for (const text of [
      'insert into t values (1)',
      'update t set a = 1',
      'with x as (delete from t returning id) select * from x',
      'with x as (update t set a = 1 returning a) select * from x',
      'select * from t for update',
      "select set_config('a', 'b', false)",
      "select nextval('s')",
      'begin',
      'vacuum analyze t',
    ])
      expect(isPlainRead(text), text).toBe(false);
  });
});

/**
 * The write count belongs to the embedded database: it runs in `npm test` on PGlite, not again in the
 * PostgreSQL pass, where a fresh PGlite's initdb, niced beside the journeys, can outlast its hook's
 * minute (docs/performance.md, "Test suite").
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)('the embedded write count', () => {
  let client: PGlite;
  let writes: () => number;
  beforeAll(async () => {
    client = await PGlite.create();
    writes = countWrites(client);
  });
  afterAll(async () => client?.close());

  it('moves once a write has ended, never for a read', async () => {
    const start = writes();
    await client.exec('create table t (a int)');
    expect(writes()).toBe(start + 1);
    await client.query('select count(*) from t');
    expect(writes()).toBe(start + 1);
    await client.query('insert into t values ($1)', [1]);
    expect(writes()).toBe(start + 2);
    // a failed write counts too: whether it wrote is not the count's to judge
    await expect(client.query('insert into t values ($1)', ['x'])).rejects.toThrow();
    expect(writes()).toBe(start + 3);
  });

  it('moves for a transaction only after its commit', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const before = writes();
    const running = client.transaction(async (tx) => {
      await tx.query('insert into t values (2)');
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes()).toBe(before);
    open();
    await running;
    expect(writes()).toBe(before + 1);
  });
});

// docs/decisions.md "A list's count kept while nothing is written (embedded database)"
describe('a value kept while nothing is written', () => {
  it('reads once while the write count stands, again once it moves, and always without a count', async () => {
    let writes = 0;
    const db = {};
    registerWriteCount(db, () => writes);
    const kept = unwrittenCache<number>({ max: 10, ttlMs: 60_000 });
    let reads = 0;
    const read = async () => {
      reads += 1;
      return reads;
    };
    expect(await kept(db, 'a', read)).toBe(1);
    expect(await kept(db, 'a', read)).toBe(1);
    expect(await kept(db, 'b', read)).toBe(2);
    writes += 1;
    expect(await kept(db, 'a', read)).toBe(3);
    expect(await kept(db, 'a', read)).toBe(3);
    // PostgreSQL or a transaction: no write count, nothing kept
    const other = {};
    expect(await kept(other, 'a', read)).toBe(4);
    expect(await kept(other, 'a', read)).toBe(5);
  });

  it('keeps nothing that a write ended during its read', async () => {
    let writes = 0;
    const db = {};
    registerWriteCount(db, () => writes);
    const kept = unwrittenCache<string>({ max: 10, ttlMs: 60_000 });
    // the read saw the database before a write that ended while it ran
    expect(
      await kept(db, 'a', async () => {
        writes += 1;
        return 'before';
      }),
    ).toBe('before');
    expect(await kept(db, 'a', async () => 'after')).toBe('after');
  });

  it('reads again after its time to live, written or not', async () => {
    const db = {};
    registerWriteCount(db, () => 0);
    const kept = unwrittenCache<number>({ max: 10, ttlMs: 5 });
    let reads = 0;
    const read = async () => ++reads;
    expect(await kept(db, 'a', read)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await kept(db, 'a', read)).toBe(2);
  });
});
