import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { makeCandidate } from '../test/factories';
import { keepStatementsPrepared, readExecuteAnswer } from './pglite-statements';

// docs/decisions.md "The embedded database keeps its statements prepared (issue 28)"

/**
 * Everything here is the embedded database's own: it runs in `npm test` on PGlite, not again in the
 * PostgreSQL pass, where a fresh PGlite's initdb, niced beside the journeys, once outlasted its hook's
 * minute (docs/performance.md, "Test suite").
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type PreparedRow = { name: string; statement: string; generic_plans: number; custom_plans: number };

const preparedOf = async (client: PGlite, like: string) =>
  (
    await client.query<PreparedRow>(
      'select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements where statement like $1',
      [like],
    )
  ).rows;

describe.skipIf(onPostgres)('prepared statements on the embedded database', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    keepStatementsPrepared(client, 5);
    await client.exec('create table sample (id int primary key, label text, at date, doc jsonb)');
  });
  afterAll(async () => client?.close());

  it('parses a statement once and answers as PGlite does, objects or arrays', async () => {
    const text = 'insert into sample (id, label, at, doc) values ($1, $2, $3, $4) returning id, label';
    const first = await client.query(text, [1, 'uno', '2026-02-12', { a: [1, 2] }]);
    expect(first.rows).toEqual([{ id: 1, label: 'uno' }]);
    expect(first.affectedRows).toBe(1);
    await client.query(text, [2, null, null, null]);
    expect(await preparedOf(client, 'insert into sample%')).toHaveLength(1);

    const read = 'select id, label, at::text as at, doc from sample where id = any($1) order by id';
    const objects = await client.query(read, [[1, 2]]);
    expect(objects.rows).toEqual([
      { id: 1, label: 'uno', at: '2026-02-12', doc: { a: [1, 2] } },
      { id: 2, label: null, at: null, doc: null },
    ]);
    expect(objects.fields.map((f) => f.name)).toEqual(['id', 'label', 'at', 'doc']);
    const arrays = await client.query(read, [[2]], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, null, null, null]]);
    const updated = await client.query('update sample set label = $1 where id > $2', ['x', 0]);
    expect(updated.affectedRows).toBe(2);
  });

  it('keeps the connection usable after an error, in and out of a transaction', async () => {
    await expect(client.query('select * from no_such_table where id = $1', [1])).rejects.toMatchObject({
      code: '42P01',
    });
    // nothing was kept under a name for the failed text: the same error again, not a missing statement
    await expect(client.query('select * from no_such_table where id = $1', [1])).rejects.toMatchObject({
      code: '42P01',
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into sample (id, label) values ($1, $2)', [10, 'in tx']);
        await tx.query('insert into sample (id, label) values ($1, $2)', [10, 'twice']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await client.query('select count(*)::int as n from sample where id = $1', [10])).rows).toEqual([
      { n: 0 },
    ]);
    const committed = await client.transaction(async (tx) => {
      await tx.query('insert into sample (id, label) values ($1, $2)', [11, 'kept']);
      return (await tx.query<{ label: string }>('select label from sample where id = $1', [11])).rows;
    });
    expect(committed).toEqual([{ label: 'kept' }]);
  });

  it('reads an answer of many rows, long and accented text and empty values as PGlite does', async () => {
    // about 2 MB of answer: written out by the database in several pieces
    const text = `select g as id, repeat('Núñez 👷 ', $1::int) as long, '' as empty, null::text as nothing,
      g::numeric / 3 as third, array['á', null, 'b"c'] as list, now() - now() as span
      from generate_series(1, $2::int) g`;
    const ours = await client.query(text, [20, 10_000]);
    const pglite = await PGlite.create();
    try {
      const theirs = await pglite.query(text, [20, 10_000]);
      expect(ours.rows).toHaveLength(10_000);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })));
    } finally {
      await pglite.close();
    }
    const none = await client.query('select id from sample where id < $1', [0]);
    expect(none.rows).toEqual([]);
  });

  it('reads rows and their tag from the bytes, and leaves any other message to PGlite', () => {
    const message = (type: string, body: Buffer) => {
      const head = Buffer.alloc(5);
      head.write(type, 0, 'latin1');
      head.writeInt32BE(body.length + 4, 1);
      return Buffer.concat([head, body]);
    };
    const field = (value: string | null) => {
      if (value === null) return Buffer.from([0xff, 0xff, 0xff, 0xff]);
      const bytes = Buffer.from(value, 'utf8');
      const length = Buffer.alloc(4);
      length.writeInt32BE(bytes.length);
      return Buffer.concat([length, bytes]);
    };
    const row = (...values: Array<string | null>) => {
      const count = Buffer.alloc(2);
      count.writeInt16BE(values.length);
      return message('D', Buffer.concat([count, ...values.map(field)]));
    };
    const done = message('C', Buffer.from('SELECT 2\0', 'latin1'));
    const answer = Buffer.concat([row('Núñez', null), row('', '42'), done]);
    expect(readExecuteAnswer(answer)).toEqual({
      rows: [
        ['Núñez', null],
        ['', '42'],
      ],
      tag: 'SELECT 2',
    });
    // a notice (or an error) beside the rows, or an answer cut short: PGlite's parser reads it
    const notice = message('N', Buffer.from('SNOTICE\0Mhola\0\0', 'latin1'));
    expect(readExecuteAnswer(Buffer.concat([row('a'), notice, done]))).toBeUndefined();
    expect(readExecuteAnswer(answer.subarray(0, answer.length - 3))).toBeUndefined();
  });

  it('answers an error raised while the rows are read, and the rows beside a notice', async () => {
    // the error comes with the Execute's answer (division by zero on the third row), after rows
    await expect(
      client.query('select 10 / (3 - g) as n from generate_series(1, $1::int) g', [5]),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await client.query('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
    await client.exec(
      `create function noisy(n int) returns int language plpgsql as $$ begin raise notice 'hola %', n; return n * 2; end $$`,
    );
    expect((await client.query('select noisy($1::int) as n', [21])).rows).toEqual([{ n: 42 }]);
  });

  it('prepares a statement again when a schema change altered its result', async () => {
    await client.exec('create table shape (a int)');
    await client.query('insert into shape (a) values ($1)', [1]);
    expect((await client.query('select * from shape')).rows).toEqual([{ a: 1 }]);
    await client.exec('alter table shape add column b int default 2');
    expect((await client.query('select * from shape')).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('closes the least recently used statements beyond its limit', async () => {
    for (let i = 0; i < 12; i++) await client.query(`select ${i} as n where $1::int > 0`, [1]);
    const kept = await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    // the limit (5), and the one statement closed at the next call's start
    expect(kept.rows[0]?.n).toBeLessThanOrEqual(6);
  });

  it('keeps a statement it failed to close, and closes it at the next call', async () => {
    const send = client.execProtocolStream.bind(client);
    let failures = 1;
    client.execProtocolStream = ((
      message: Uint8Array,
      options?: Parameters<PGlite['execProtocolStream']>[1],
    ) => {
      // a Close message ('C') fails once, as a broken connection would
      if (message[0] === 0x43 && failures > 0) {
        failures -= 1;
        return Promise.reject(new Error('close failed'));
      }
      return send(message, options);
    }) as PGlite['execProtocolStream'];
    try {
      const statements = async (from: number) => {
        for (let i = from; i < from + 6; i++) await client.query(`select ${i} as m where $1::int > 0`, [1]);
      };
      await expect(statements(100)).rejects.toThrow('close failed');
      await statements(200);
      const kept = await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
      expect(failures).toBe(0);
      expect(kept.rows[0]?.n).toBeLessThanOrEqual(6);
    } finally {
      client.execProtocolStream = send;
    }
  });
});

describe.skipIf(onPostgres)('a list page on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('reuses a generic plan: nothing in its text keeps it planning on every call', async () => {
    for (let i = 0; i < 30; i++) await makeCandidate(t);
    for (let i = 0; i < 8; i++) {
      const res = await t.request({
        method: 'GET',
        url: '/api/candidates/?page=1&page_size=10',
        token: t.adminToken,
      });
      expect(res.statusCode).toBe(200);
    }
    const client = (t.database.db as unknown as { $client: PGlite }).$client;
    const pages = await preparedOf(
      client,
      'select "candidates"."id" as "id", "candidates"."employee_code"%from "candidates"%limit 10%',
    );
    expect(pages).toHaveLength(1);
    // an unfiltered page has nothing to pass: a parameter here (`is_deleted = $1`) is planned as
    // either value, and the partial newest-first index serves only `is_deleted = false`
    expect(pages[0]?.statement).not.toMatch(/\$\d/);
    // PostgreSQL plans a prepared statement five times for its parameters, then keeps a generic
    // plan when it costs no more: `limit $1` or `is_deleted = $1` would keep it custom
    expect(pages[0]?.generic_plans).toBeGreaterThan(0);
  });
});
