import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DirectStatusRow } from '@rp/contract/entities/dashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { askFigure } from '../../test/dashboard-ask';
import { makeCandidate, makeCompany, makeRequirementCandidate, makeSignedInUser } from '../../test/factories';
import { statementsOf } from '../../test/statements';

/**
 * get_direct_status kept between writes (docs/decisions.md "A dashboard answer kept between
 * writes"): answered again without reading the figures while nothing they are made of changed, read
 * afresh after any change, never another caller's or another language's answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const year = { year: 2026 };
const rows = (opts: { token?: string; lang?: 'es' | 'en' } = {}) =>
  askFigure<DirectStatusRow[]>(t, 'get_direct_status', year, opts);
/** Whether asking read the figures (else it was answered from the kept answer). */
const readsFigures = async (ask: () => Promise<unknown>) =>
  (await statementsOf(t.database, ask)).some((text) => text.includes('dashboard_requirement_figures'));
const epoch = async () =>
  (
    await queryRows<{ epoch: string }>(
      t.database.db,
      sql`select epoch::text as epoch from dashboard_figures_epoch`,
    )
  )[0]?.epoch;
const pendingOf = (answer: DirectStatusRow[], company: unknown) =>
  answer.filter((r) => r.company === company).reduce((sum, r) => sum + r.Pending, 0);

describe('get_direct_status kept between writes', () => {
  it('is read once while nothing changes, and again after a change to the figures or a name', async () => {
    const company = await makeCompany(t, { name_es: 'Guardada Norte', name_en: 'Kept North' });
    await makeRequirementCandidate(t, {}, { company: Number(company.id) });
    const first = await rows();
    expect(pendingOf(first, company.id)).toBe(1);
    expect(await readsFigures(rows)).toBe(false);

    // a write outside the figures (a new candidate) keeps it
    await makeCandidate(t);
    expect(await readsFigures(rows)).toBe(false);

    // an assignment: one transaction, one step of the counter, and the answer read afresh
    const before = BigInt((await epoch()) ?? '0');
    await makeRequirementCandidate(t, {}, { company: Number(company.id) });
    expect(BigInt((await epoch()) ?? '0')).toBeGreaterThan(before);
    let answer: DirectStatusRow[] = [];
    expect(await readsFigures(async () => (answer = await rows()))).toBe(true);
    expect(pendingOf(answer, company.id)).toBe(2);

    // a company renamed: its rows say the new name
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/companies/${company.id}/`,
      token: t.adminToken,
      payload: { name_es: 'Guardada Sur' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const names = new Set((await rows()).filter((r) => r.company === company.id).map((r) => r.company_name));
    expect([...names]).toEqual(['Guardada Sur']);
  });

  it('is read every time while the counter is missing', async () => {
    await rows();
    expect(await readsFigures(rows)).toBe(false);
    await t.database.db.execute(sql`delete from dashboard_figures_epoch`);
    try {
      expect(await readsFigures(rows)).toBe(true);
      expect(await readsFigures(rows)).toBe(true);
    } finally {
      await t.database.db.execute(sql`insert into dashboard_figures_epoch (id, epoch) values (true, 1000)`);
    }
    expect(await readsFigures(rows)).toBe(true);
    expect(await readsFigures(rows)).toBe(false);
  });

  it("is never another caller's nor another language's", async () => {
    const mine = await makeCompany(t, { name_es: 'Propia', name_en: 'Own' });
    const other = await makeCompany(t);
    await makeRequirementCandidate(t, {}, { company: Number(mine.id) });
    await makeRequirementCandidate(t, {}, { company: Number(other.id) });
    const everyone = await rows();
    expect(everyone.some((r) => r.company === other.id)).toBe(true);
    const user = await makeSignedInUser(t, { companies: [mine.id] });
    const seen = await rows({ token: user.token });
    expect(new Set(seen.map((r) => r.company))).toEqual(new Set([mine.id]));
    const english = await rows({ token: user.token, lang: 'en' });
    expect(new Set(english.map((r) => r.company_name))).toEqual(new Set(['Own']));
    expect(new Set((await rows({ token: user.token })).map((r) => r.company_name))).toEqual(
      new Set(['Propia']),
    );
  });

  it('is sent as the same JSON, compressed as the caller accepts, asked again or not', async () => {
    const plain = await rows();
    const ask = (encoding: string) =>
      t.request({
        method: 'POST',
        url: '/api/dashboard/get_direct_status/',
        payload: year,
        token: t.adminToken,
        headers: { 'accept-encoding': encoding },
      });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const res = await ask(encoding);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain);
      }
    }
    const identity = await ask('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain);
  });
});
