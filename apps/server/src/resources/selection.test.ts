import { desc, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/client';
import { resourcesFor } from '../modules/index';
import { buildTestApp, type TestApp } from '../test/build-app';
import {
  makeRequirementCandidate,
  makeServer,
  makeSignedInUser,
  makeVacancyCandidate,
  uploadFile,
} from '../test/factories';
import { compiledSelection, namedStatementsMax, selection, selectRows, statementName } from './selection';

// docs/performance.md "A list statement written once"
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // rows in most resources' tables: candidates, companies, sites, positions, requirements and their
  // items, vacancies, both processes' assignments, a payroll server, a user, a file
  await makeRequirementCandidate(t);
  await makeVacancyCandidate(t);
  await makeServer(t);
  await makeSignedInUser(t, { routes: ['/database'] });
  await uploadFile(t);
});
afterAll(async () => t?.close());

describe('a resource selection written once', () => {
  const defs = resourcesFor({ pastDueDays: 3 });

  it('is written for every resource, without parameters', () => {
    for (const def of defs) {
      const { text, outputs } = compiledSelection(def);
      expect(text, def.path).toContain(' as "id"');
      expect(outputs.map((o) => o.key)).toEqual(Object.keys(selection(def)));
    }
  });

  it("answers every resource's rows exactly as drizzle's select does", async () => {
    let compared = 0;
    for (const def of defs) {
      const id = getTableColumns(def.table).id as AnyPgColumn;
      const expected = await t.database.db.select(selection(def)).from(def.table).orderBy(desc(id)).limit(20);
      const rows = await selectRows(t.database.db, def, { orderBy: [desc(id)], limit: 20 });
      expect(rows, def.path).toEqual(expected);
      if (rows.length > 0) compared += 1;
    }
    // most resources had rows to compare (a resource with none compares nothing)
    expect(compared).toBeGreaterThan(defs.length / 2);
  });

  it('pages with an offset and locks within a transaction', async () => {
    const def = defs.find((d) => d.path === 'candidates');
    if (!def) throw new Error('no candidates resource');
    const id = getTableColumns(def.table).id as AnyPgColumn;
    const all = await selectRows(t.database.db, def, { orderBy: [desc(id)] });
    expect(all.length).toBeGreaterThan(1);
    const second = await selectRows(t.database.db, def, { orderBy: [desc(id)], limit: 1, offset: 1 });
    expect(second).toEqual([all[1]]);
    const locked = await t.database.db.transaction((tx) =>
      selectRows(tx, def, { orderBy: [desc(id)], limit: 1, lock: true }),
    );
    expect(locked).toEqual([all[0]]);
  });
});

// docs/decisions.md "Named statements are capped per client"
describe('the statements the server names', () => {
  const clientOf = (client: object) => ({ _: { session: { client } } }) as unknown as Executor;

  it('are one name per text on a client, and none past the cap there', () => {
    const db = clientOf({});
    const first = statementName(db, 'select 1');
    expect(first).toMatch(/^rp_[\w-]{27}$/);
    expect(statementName(db, 'select 1')).toBe(first);
    expect(statementName(db, 'select 2')).not.toBe(first);
    for (let i = 3; i <= namedStatementsMax; i++) expect(statementName(db, `select ${i}`)).toBeDefined();
    // the cap reached: a new text runs unnamed, the named ones keep their names
    expect(statementName(db, 'select -1')).toBeUndefined();
    expect(statementName(db, 'select 1')).toBe(first);
    expect(statementName(db, `select ${namedStatementsMax}`)).toBeDefined();
    // another client (another pool, a connection taken for a transaction) counts its own
    expect(statementName(clientOf({}), 'select -1')).toMatch(/^rp_/);
  });
});
