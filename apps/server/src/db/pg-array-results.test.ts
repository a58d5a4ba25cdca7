import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readArraysWithoutRowTemplate } from './pg-array-results';

// docs/performance.md "node-postgres's row template"
describe.skipIf(!process.env.TEST_DATABASE_URL)("node-postgres's results read as arrays", () => {
  it('keep their fields and parsers but build no row template; object rows are as before', async () => {
    readArraysWithoutRowTemplate();
    readArraysWithoutRowTemplate(); // once per process, whoever asks again
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const text = `select 1::int as n, 'á'::text as t, null::int as z, true as b, '2026-12-01'::date as d, 2.5::float8 as f`;
      const arrays = await client.query({ text, rowMode: 'array' });
      expect(arrays.rows).toEqual([[1, 'á', null, true, expect.any(Date), 2.5]]);
      expect(arrays.fields.map((f) => f.name)).toEqual(['n', 't', 'z', 'b', 'd', 'f']);
      expect(Reflect.get(arrays, '_prebuiltEmptyResultObject')).toBeNull();
      // a named statement answers its later runs through the same path
      const named = { name: 'rp_test_arrays', text: 'select $1::int + 1 as m', rowMode: 'array' as const };
      expect((await client.query({ ...named, values: [1] })).rows).toEqual([[2]]);
      expect((await client.query({ ...named, values: [41] })).rows).toEqual([[42]]);
      const objects = await client.query(text);
      expect(objects.rows).toEqual([{ n: 1, t: 'á', z: null, b: true, d: expect.any(Date), f: 2.5 }]);
      expect(Reflect.get(objects, '_prebuiltEmptyResultObject')).not.toBeNull();
    } finally {
      await client.end();
    }
  });
});
