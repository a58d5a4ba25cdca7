import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWrites, isPlainRead } from './embedded-writes';

// docs/decisions.md "The signed-in user, cached by the database's word"
describe('a plain read', () => {
  it('is a select or explain that names nothing that writes', () => {
    expect(isPlainRead('select epoch::text as epoch from auth_epoch')).toBe(true);
    expect(isPlainRead('  SELECT "t"."updated_at" from t offset 25')).toBe(true);
    expect(isPlainRead('explain (format json) select 1')).toBe(true);
    for (const text of [
      'insert into t values (1)',
      'update t set a = 1',
      'with x as (delete from t returning id) select * from x',
      'select * from t for update',
      "select set_config('a', 'b', false)",
      "select nextval('s')",
      'begin',
      'vacuum analyze t',
    ])
      expect(isPlainRead(text), text).toBe(false);
  });
});

describe('the embedded write count', () => {
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
