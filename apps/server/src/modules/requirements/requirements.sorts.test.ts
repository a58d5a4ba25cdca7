import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  makeCompany,
  makePosition,
  makeRequirement,
  makeRequirementCandidate,
  makeSignedInUser,
  makeSite,
} from '../../test/factories';

/**
 * The names the follow-up shows and sorts by, kept on each assignment (migrations 0047–0048,
 * docs/decisions.md "A header sorts from an index"): they follow every change of the rows they come
 * from, and a list sorted by one reads them in the names' order, empty values last either way.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

type Kept = {
  company_name: string;
  company_name_en: string | null;
  position_name: string | null;
  position_name_en: string | null;
  site_name: string | null;
};

const keptOf = async (id: unknown) =>
  (
    await queryRows<Kept>(
      t.database.db,
      sql`select company_name, company_name_en, position_name, position_name_en, site_name
            from requeriment_candidates where id = ${Number(id)}`,
    )
  )[0];

const patch = async (url: string, payload: Record<string, unknown>) => {
  const res = await t.request({ method: 'PATCH', url, token: t.adminToken, payload });
  expect(res.statusCode, res.body).toBe(200);
};

/** The ids of a page of the follow-up in `ordering`, among `ids`. */
const orderOf = async (ordering: string, ids: unknown[]) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/requeriment-candidates/?page=1&ordering=${ordering}&id__in=${ids.join(',')}`,
    token: t.adminToken,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((r) => r.id);
};

describe('the names kept on an assignment', () => {
  it('are its company, position and site as they are named, and follow a rename of each', async () => {
    const company = await makeCompany(t, { name_es: 'Ébano Industrial', name_en: 'Ebony Industrial' });
    const site = await makeSite(t, { company: company.id, name: 'Planta Otay' });
    const assignment = await makeRequirementCandidate(t, {}, { company: Number(company.id), site: site.id });
    const position = await keptOf(assignment.id);
    expect(position).toMatchObject({
      company_name: 'Ébano Industrial',
      company_name_en: 'Ebony Industrial',
      site_name: 'Planta Otay',
    });
    expect(position?.position_name).toMatch(/^Operador /);
    expect(position?.position_name_en).toBe('Operator');

    await patch(`/api/companies/${company.id}/`, { name_es: 'Ébano Global', name_en: 'Ebony Global' });
    await patch(`/api/sites/${site.id}/`, { name: 'Planta Mesa' });
    const [row] = await queryRows<{ position: number; requeriment_id: number }>(
      t.database.db,
      sql`select position, requeriment_id from requeriment_candidates where id = ${Number(assignment.id)}`,
    );
    await patch(`/api/positions/${row?.position}/`, { name_es: 'Soldador', name_en: 'Welder' });
    expect(await keptOf(assignment.id)).toEqual({
      company_name: 'Ébano Global',
      company_name_en: 'Ebony Global',
      position_name: 'Soldador',
      position_name_en: 'Welder',
      site_name: 'Planta Mesa',
    });

    // the requirement moved to another site of its company, or to none
    const other = await makeSite(t, { company: company.id, name: 'Planta Pacífico' });
    await t.database.db.execute(
      sql`update requeriments set site = ${Number(other.id)} where id = ${row?.requeriment_id}`,
    );
    expect((await keptOf(assignment.id))?.site_name).toBe('Planta Pacífico');
    await t.database.db.execute(sql`update requeriments set site = null where id = ${row?.requeriment_id}`);
    expect((await keptOf(assignment.id))?.site_name).toBeNull();
  });

  it('sort in the names’ order, empty values last either way', async () => {
    const named = async (company: string, site: string | null, position: string) => {
      const c = await makeCompany(t, { name_es: company });
      const s = site ? await makeSite(t, { company: c.id, name: site }) : null;
      const p = await makePosition(t, { name_es: position });
      const a = await makeRequirementCandidate(t, {}, { company: Number(c.id), site: s?.id });
      await t.database.db.execute(
        sql`update requeriment_items set position = ${Number(p.id)} where id = (select requeriment from requeriment_candidates where id = ${Number(a.id)})`,
      );
      await t.database.db.execute(
        sql`update requeriment_candidates set position = ${Number(p.id)} where id = ${Number(a.id)}`,
      );
      return a.id;
    };
    const alpha = await named('álamo Norte', 'Ávila 2', 'zapatero');
    const beta = await named('Álamo Sur', null, 'Mesero');
    const gamma = await named('Bravo', 'avenida', 'Nube');
    const ids = [alpha, beta, gamma];
    expect(await orderOf('company_name', ids)).toEqual([alpha, beta, gamma]);
    expect(await orderOf('-company_name', ids)).toEqual([gamma, beta, alpha]);
    expect(await orderOf('site_name', ids)).toEqual([gamma, alpha, beta]);
    expect(await orderOf('-site_name', ids)).toEqual([alpha, gamma, beta]);
    expect(await orderOf('position_name', ids)).toEqual([beta, gamma, alpha]);
    expect(await orderOf('-position_name', ids)).toEqual([alpha, gamma, beta]);
  });
});

// docs/decisions.md "Names in the order people read them": the weekly summary and its filter lists
describe('the weekly summary', () => {
  it('lists its companies and sites in the names’ order, accents and case aside', async () => {
    const companies = [];
    for (const [company, site] of [
      ['Bravo Semanal', 'planta Centro'],
      ['Ábaco Semanal', 'Álamo Planta'],
      ['abeto Semanal', 'Bosque Planta'],
    ] as const) {
      const c = await makeCompany(t, { name_es: company });
      const s = await makeSite(t, { company: c.id, name: site });
      await makeRequirement(t, { company: c.id, site: s.id, requeriment_date: '2031-05-06' });
      companies.push(c.id);
    }
    const summary = await t.request({
      method: 'GET',
      url: '/api/requeriments/get_weekly_summary/?year=2031',
      token: t.adminToken,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().map((r: { company_name: string }) => r.company_name)).toEqual([
      'Ábaco Semanal',
      'abeto Semanal',
      'Bravo Semanal',
    ]);
    const user = await makeSignedInUser(t, { routes: ['requeriments-direct'], companies });
    const filters = await t.request({
      method: 'GET',
      url: '/api/requeriments/get_filters/',
      token: user.token,
    });
    expect(filters.statusCode, filters.body).toBe(200);
    const values = filters.json() as { companies: { name: string }[]; sites: { name: string }[] };
    expect(values.companies.map((c) => c.name)).toEqual(['Ábaco Semanal', 'abeto Semanal', 'Bravo Semanal']);
    expect(values.sites.map((s) => s.name)).toEqual(['Álamo Planta', 'Bosque Planta', 'planta Centro']);
  });
});
