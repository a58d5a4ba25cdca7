import { resourcePaths } from '@rp/contract';
import { regionSchema, requirementSchema } from '@rp/contract/entities';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../modules/index';
import { buildTestApp, type TestApp } from '../test/build-app';
import { makeCompany, makeRegion, makeRequirement, makeSignedInUser } from '../test/factories';

let t: TestApp;
const regionNames = ['Norte, "alta"', 'Sur', 'Centro'];
beforeAll(async () => {
  t = await buildTestApp();
  for (const name of regionNames) await makeRegion(t, { name, area: 'Export' });
});
afterAll(async () => t?.close());

type Cell = ExcelJS.CellValue;

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: Cell[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as Cell[]).slice(1));
  });
  return { sheet, rows };
}

const stamp = () => new Date().toISOString().slice(0, 10);

describe('export (GET path export/)', () => {
  it('streams a real xlsx: header row = read-shape keys, one row per listed row, a file name', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/regions/export/?area=Export&ordering=name',
      token: t.adminToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(`attachment; filename="regions-${stamp()}.xlsx"`);
    const { sheet, rows } = await readXlsx(res.rawPayload);
    expect(sheet.name).toBe('regions');
    const keys = Object.keys(regionSchema.shape);
    expect(rows[0]).toEqual(keys);
    const data = rows.slice(1);
    expect(data).toHaveLength(3);
    const name = keys.indexOf('name');
    expect(data.map((r) => r[name])).toEqual([...regionNames].sort());
    expect(data.every((r) => r[keys.indexOf('status')] === true)).toBe(true);
    expect(data.every((r) => typeof r[keys.indexOf('id')] === 'number')).toBe(true);
  });

  it('writes csv with format=csv (header, quoted values, UTF-8 BOM)', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/regions/export/?format=csv&area=Export&ordering=-name',
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="regions-${stamp()}.csv"`);
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(Object.keys(regionSchema.shape).join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',Sur,Export,1,');
    expect(lines[2]).toContain(',"Norte, ""alta""",Export,');
  });

  it('applies search and filters like the list, and answers 400 for a bad one', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/regions/export/?search=sur',
      token: t.adminToken,
    });
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows).toHaveLength(2);
    for (const query of ['ordering=nope', 'id=abc', 'format=csv&ordering=nope']) {
      const bad = await t.request({
        method: 'GET',
        url: `/api/regions/export/?${query}`,
        token: t.adminToken,
      });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.headers['content-type'], query).toMatch(/^application\/json/);
      expect(bad.headers['content-disposition'], query).toBeUndefined();
    }
  });

  it('exports nested and computed values (requirements with items, days_open)', async () => {
    const requeriment = await makeRequirement(t);
    const res = await t.request({
      method: 'GET',
      url: `/api/requeriments/export/?id=${requeriment.id}`,
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await readXlsx(res.rawPayload);
    const keys = Object.keys(requirementSchema.shape);
    expect(rows[0]).toEqual(keys);
    const row = rows[1] ?? [];
    expect(row[keys.indexOf('id')]).toBe(requeriment.id);
    expect(row[keys.indexOf('days_open')]).toBe(requeriment.days_open);
    expect(row[keys.indexOf('company')]).toBe(requeriment.company);
  });

  it('answers 401 without a token, 403 without the route, and keeps to the data scope', async () => {
    expect((await t.request({ method: 'GET', url: '/api/regions/export/' })).statusCode).toBe(401);
    const company = await makeCompany(t);
    const other = await makeCompany(t);
    const user = await makeSignedInUser(t, {
      routes: ['index', 'clients-companies'],
      companies: [company.id],
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/candidates/export/', token: user.token })).statusCode,
    ).toBe(403);
    const res = await t.request({
      method: 'GET',
      url: '/api/companies/export/?format=csv',
      token: user.token,
    });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.startsWith(`${company.id},`)).toBe(true);
    expect(res.body).not.toContain(String(other.code));
  });

  it('exports every resource path as xlsx with its read-shape header', async () => {
    for (const path of resourcePaths) {
      const def = resources.find((r) => r.path === path);
      const res = await t.request({ method: 'GET', url: `/api/${path}/export/`, token: t.adminToken });
      expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
      const { rows } = await readXlsx(res.rawPayload);
      expect(rows[0], path).toEqual(Object.keys(def?.read.shape ?? {}));
    }
  });
});
