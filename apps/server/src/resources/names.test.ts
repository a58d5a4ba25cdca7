import { candidateFullName } from '@rp/contract/rules/candidate';
import { localizedName, userDisplayName } from '@rp/contract/rules/names';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { buildTestApp, type TestApp } from '../test/build-app';
import { makeCandidate, makeRequirementCandidate } from '../test/factories';
import {
  candidateFullNameSql,
  candidateNameOf,
  inReadingOrder,
  isNameField,
  localizedNameSql,
  userDisplayNameSql,
  userNameOf,
} from './names';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

type NameRow = { names: string; last_name: string; second_name: string | null };

describe('candidate full name: the contract rule and its SQL twin (docs/domain.md#candidates)', () => {
  const rows: NameRow[] = [
    { names: 'María Guadalupe', last_name: 'Hernández', second_name: 'Soto' },
    { names: 'Juan', last_name: 'Pérez', second_name: null },
    { names: 'Ana', last_name: 'Paz', second_name: '' },
    { names: 'José Luis', last_name: 'de la Garza', second_name: 'Treviño' },
  ];

  it('agree on the same rows, in Mexican order (last_name second_name names)', async () => {
    const values = sql.join(
      rows.map((r) => sql`(${r.names}::varchar, ${r.last_name}::varchar, ${r.second_name}::varchar)`),
      sql`, `,
    );
    const fromSql = await queryRows<{ full_name: string }>(
      t.database.db,
      sql`select ${candidateFullNameSql('c')} as full_name from (values ${values}) as c(names, last_name, second_name)`,
    );
    expect(fromSql.map((r) => r.full_name)).toEqual(rows.map(candidateFullName));
    expect(rows.map(candidateFullName)).toEqual([
      'Hernández Soto María Guadalupe',
      'Pérez Juan',
      'Paz Ana',
      'de la Garza Treviño José Luis',
    ]);
  });

  it('agree on stored candidates: the read shape, the subquery and the rule', async () => {
    const candidate = await makeCandidate(t, { names: 'Valeria', second_name: 'Ruiz' });
    const [row] = await queryRows<NameRow & { by_id: string }>(
      t.database.db,
      sql`select names, last_name, second_name, ${candidateNameOf(sql`${candidate.id}::int`)} as by_id
            from candidates where id = ${candidate.id}`,
    );
    expect(row).toBeDefined();
    const expected = candidateFullName(row as NameRow);
    expect(expected).toBe(`${String(candidate.last_name)} Ruiz Valeria`);
    expect(row?.by_id).toBe(expected);
    expect(candidate.full_name).toBe(expected);
  });
});

type UserNameRow = { username: string; first_name: string | null; last_name: string | null };

describe("the candidate's name kept on an assignment (migration 0047)", () => {
  it('is the full name, read and sorted as one, and follows a change of the names', async () => {
    const candidate = await makeCandidate(t, { names: 'Ana', last_name: 'Ábrego', second_name: '' });
    const assignment = await makeRequirementCandidate(t, { candidate: candidate.id });
    const kept = async () =>
      (
        await queryRows<{ candidate_name: string }>(
          t.database.db,
          sql`select candidate_name from requeriment_candidates where id = ${assignment.id}`,
        )
      )[0]?.candidate_name;
    expect(await kept()).toBe(candidateFullName({ names: 'Ana', last_name: 'Ábrego', second_name: '' }));
    expect(await kept()).toBe('Ábrego Ana');
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/candidates/${candidate.id}/`,
      token: t.adminToken,
      payload: { names: 'Ana Sofía', second_name: 'Zúñiga' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await kept()).toBe('Ábrego Zúñiga Ana Sofía');
    // the follow-up reads it as the name it shows, and sorts by it in the names' order
    const other = await makeRequirementCandidate(t, {
      candidate: (await makeCandidate(t, { names: 'Beto', last_name: 'abad', second_name: '' })).id,
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/requeriment-candidates/?page=1&ordering=candidate_name&id__in=${assignment.id},${other.id}`,
      token: t.adminToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { candidate_name: string }) => r.candidate_name)).toEqual([
      'abad Beto',
      'Ábrego Zúñiga Ana Sofía',
    ]);
  });
});

describe('user display name: the contract rule and its SQL twin (docs/domain.md#where-each-rule-lives)', () => {
  const rows: UserNameRow[] = [
    { username: 'ana', first_name: 'Ana', last_name: 'Paz' },
    { username: 'juan', first_name: 'Juan', last_name: '' },
    { username: 'luis', first_name: '', last_name: 'Soto' },
    { username: 'maria', first_name: '', last_name: '' },
    { username: 'pedro', first_name: null, last_name: null },
    { username: 'rosa', first_name: 'Rosa', last_name: null },
    { username: 'eva', first_name: null, last_name: 'Ruiz' },
    { username: 'sol', first_name: ' ', last_name: 'Luna' },
    { username: 'jose', first_name: 'José Luis', last_name: 'de la Garza' },
  ];

  it('agree on the same rows: first and last name, empty parts left out, else the username', async () => {
    const values = sql.join(
      rows.map((r) => sql`(${r.username}::varchar, ${r.first_name}::varchar, ${r.last_name}::varchar)`),
      sql`, `,
    );
    const fromSql = await queryRows<{ name: string }>(
      t.database.db,
      sql`select ${userDisplayNameSql('u')} as name from (values ${values}) as u(username, first_name, last_name)`,
    );
    expect(fromSql.map((r) => r.name)).toEqual(rows.map(userDisplayName));
    expect(rows.map(userDisplayName)).toEqual([
      'Ana Paz',
      'Juan',
      'Soto',
      'maria',
      'pedro',
      'Rosa',
      'Ruiz',
      '  Luna',
      'José Luis de la Garza',
    ]);
  });

  it('agree on a stored user: the subquery and the rule', async () => {
    const [row] = await queryRows<UserNameRow & { by_id: string }>(
      t.database.db,
      sql`select username, first_name, last_name, ${userNameOf(sql`u0.id`)} as by_id
            from users u0 where username = 'admin'`,
    );
    expect(row).toBeDefined();
    expect(row?.by_id).toBe(userDisplayName(row as UserNameRow));
  });
});

type LocalRow = { es: string | null; en: string | null };

describe('localised name: the contract rule and its SQL twin (docs/domain.md#weekly-summary)', () => {
  const rows: LocalRow[] = [
    { es: 'Soldador', en: 'Welder' },
    { es: 'Calidad', en: '' },
    { es: 'Turno A', en: null },
    { es: '', en: 'Night' },
    { es: null, en: null },
    { es: null, en: '' },
    { es: 'Almacén', en: ' ' },
  ];

  for (const lang of ['es', 'en'] as const)
    it(`agree on the same rows in ${lang}: name_en unless null or empty, else the Spanish name`, async () => {
      const values = sql.join(
        rows.map((r) => sql`(${r.es}::varchar, ${r.en}::varchar)`),
        sql`, `,
      );
      const fromSql = await queryRows<{ name: string | null }>(
        t.database.db,
        sql`select ${localizedNameSql(lang, sql`x.es`, sql`x.en`)} as name from (values ${values}) as x(es, en)`,
      );
      expect(fromSql.map((r) => r.name)).toEqual(rows.map((r) => localizedName(r, lang)));
    });

  it('names in English only from a non-empty name_en', () => {
    expect(rows.map((r) => localizedName(r, 'en'))).toEqual([
      'Welder',
      'Calidad',
      'Turno A',
      'Night',
      null,
      null,
      ' ',
    ]);
    expect(rows.map((r) => localizedName(r, 'es'))).toEqual(rows.map((r) => r.es));
  });
});

// docs/decisions.md "Names in the order people read them"
describe('names in the order people read them', () => {
  it('are the fields that hold names, not codes, CURPs, e-mails or usernames', () => {
    for (const key of [
      'name',
      'name_es',
      'name_en',
      'names',
      'last_name',
      'company_name',
      'position_name_en',
    ])
      expect(isNameField(key), key).toBe(true);
    for (const key of ['code', 'curp', 'email', 'username', 'phone_number', 'status', 'named_at'])
      expect(isNameField(key), key).toBe(false);
  });

  it('sort accents and case after the letters, on the database the tests run on', async () => {
    const [row] = await queryRows<{ names: string }>(
      t.database.db,
      sql`select string_agg(n, ' < ' order by ${inReadingOrder(sql`n`)}) as names
            from unnest(array['Zapata', 'Murillo', 'Álvarez', 'bueno', 'Muñoz', 'alvarez']) as n`,
    );
    expect(row?.names).toBe('alvarez < Álvarez < bueno < Muñoz < Murillo < Zapata');
  });
});
