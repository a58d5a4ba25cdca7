import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../db/schema/index';
import { citySeed, stateSeed } from '../../db/seed/data/geography';
import { seed } from '../../db/seed/seed';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { makeSignedInUser } from '../../test/factories';

type CityRow = {
  id: number;
  name: string;
  state_code: string | null;
  latitute: number | null;
  longitude: number | null;
};

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('cities carry coordinates (docs/domain.md#site-map)', () => {
  it('every seeded city has a centre inside Mexico, and states have at least one', () => {
    for (const city of citySeed) {
      expect(city.latitute, city.name).toBeGreaterThan(14.3);
      expect(city.latitute, city.name).toBeLessThan(32.8);
      expect(city.longitude, city.name).toBeGreaterThan(-118.5);
      expect(city.longitude, city.name).toBeLessThan(-86.6);
    }
    for (const state of stateSeed) {
      expect(
        citySeed.some((city) => city.state_code === state.code),
        state.code,
      ).toBe(true);
    }
  });

  it('the cities list answers latitute and longitude to any signed-in user', async () => {
    const reader = await makeSignedInUser(t);
    const res = await t.request({
      method: 'GET',
      url: '/api/cities/',
      query: { state_code: 'NL', ordering: 'name' },
      token: reader.token,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as CityRow[];
    const monterrey = rows.find((row) => row.name === 'Monterrey');
    expect(monterrey?.latitute).toBeCloseTo(25.67, 1);
    expect(monterrey?.longitude).toBeCloseTo(-100.31, 1);
    expect(rows.every((row) => typeof row.latitute === 'number' && typeof row.longitude === 'number')).toBe(
      true,
    );
  });

  it('a superuser sets a city’s coordinates; a new city may have none', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/cities/',
      payload: { name: 'Sin Centro', state_code: 'BC', state_name: 'Baja California' },
      token: t.adminToken,
    });
    expect(created.statusCode).toBe(201);
    const row = created.json() as CityRow;
    expect(row.latitute).toBeNull();
    const updated = await t.request({
      method: 'PUT',
      url: `/api/cities/${row.id}/`,
      payload: { latitute: 32.5, longitude: -117 },
      token: t.adminToken,
    });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as CityRow).latitute).toBe(32.5);
    const wrong = await t.request({
      method: 'PUT',
      url: `/api/cities/${row.id}/`,
      payload: { latitute: 95 },
      token: t.adminToken,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('the seed fills seeded cities that lack coordinates and keeps coordinates someone saved', async () => {
    const db = t.database.db;
    const at = (state: string, name: string) => and(eq(cities.state_code, state), eq(cities.name, name));
    await db.update(cities).set({ latitute: null, longitude: null }).where(at('JAL', 'Guadalajara'));
    await db.update(cities).set({ latitute: 20.7, longitude: -103.4 }).where(at('JAL', 'Zapopan'));
    await seed(db, { adminUsername: 'admin', adminPassword: undefined });
    const [guadalajara] = await db.select().from(cities).where(at('JAL', 'Guadalajara'));
    const [zapopan] = await db.select().from(cities).where(at('JAL', 'Zapopan'));
    expect(guadalajara?.latitute).toBeCloseTo(20.67, 1);
    expect(zapopan?.latitute).toBe(20.7);
  });
});
