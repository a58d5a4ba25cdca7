import { clas } from '@rp/contract/enums';
import { curpCheckDigit } from '@rp/contract/rules/candidate';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, candidateImports, candidates } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  makeCandidate,
  makeRequirementCandidate,
  makeSignedInUser,
  multipart,
  post,
  type SignedIn,
  seedIds,
} from '../../test/factories';
import { compoundFile, zipBombXlsx } from '../../test/spreadsheet-files';
import { importDueRows } from './candidate-import.service';
import { startCandidateImporter } from './candidate-import.worker';

/**
 * The candidate import (issue 30 part 2, docs/decisions.md "Candidate import"): upload and preview,
 * the dry run against the database, the errors file, the background import, undo, and who may see
 * what.
 */
let t: TestApp;
let importer: SignedIn;
let blacklistReader: SignedIn;
let outsider: SignedIn;
let direct: number;

beforeAll(async () => {
  t = await buildTestApp();
  importer = await makeSignedInUser(t, { routes: ['database-import'] });
  blacklistReader = await makeSignedInUser(t, { routes: ['database-import', 'status-blacklist'] });
  outsider = await makeSignedInUser(t, { routes: ['database-direct_indirect'] });
  direct = (await seedIds(t)).category.DIRECT;
});
afterAll(async () => t?.close());

let curpSequence = 0;
/** A valid CURP of a man born in 1990, unique in this file. */
function makeCurp(): string {
  curpSequence += 1;
  const day = String((curpSequence % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(curpSequence / 28) % 12) + 1).padStart(2, '0');
  // a digit in 17th place: born before 2000
  const homoclave = String(Math.floor(curpSequence / 336) % 10);
  const first17 = `PEJL90${month}${day}HBCRNS${homoclave}`;
  return first17 + curpCheckDigit(first17);
}
let phoneSequence = 0;
const makePhone = () => `66400${String(++phoneSequence).padStart(5, '0')}`;
const makeEmail = () => `import${++phoneSequence}@example.com`;

const csvOf = (rows: string[][]) => Buffer.from(rows.map((row) => row.join(',')).join('\r\n'), 'utf8');

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Hoja1').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADERS = ['Nombre(s)', 'Apellido paterno', 'Apellido materno', 'CURP', 'Correo', 'Teléfono'];

function upload(
  content: Buffer,
  filename = 'candidatos.csv',
  token = importer.token,
  lang: 'es' | 'en' = 'es',
) {
  const body = multipart({}, { field: 'file', filename, content });
  return t.request({ method: 'POST', url: '/api/candidate-imports/upload/', token, lang, ...body });
}

async function uploaded(rows: string[][], token = importer.token): Promise<ApiRow> {
  const res = await upload(csvOf(rows), 'candidatos.csv', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ApiRow;
}

type CheckBody = {
  mapping?: Array<string | null>;
  duplicates?: 'update' | 'skip';
  default_category?: number;
};

async function check(
  preview: ApiRow,
  body: CheckBody = {},
  token = importer.token,
  lang: 'es' | 'en' = 'es',
) {
  const res = await t.request({
    method: 'POST',
    url: `/api/candidate-imports/${preview.id}/check/`,
    token,
    lang,
    payload: {
      mapping: preview.mapping,
      duplicates: 'update',
      default_category: direct,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    counts: Record<string, number>;
    problems: Array<{ row: number; cells: string[]; messages: Record<string, string[]> }>;
  };
}

/** Starts the import and runs the worker's rounds until nothing waits. */
async function runImport(id: number, token = importer.token) {
  const res = await t.request({ method: 'POST', url: `/api/candidate-imports/${id}/start/`, token });
  expect(res.statusCode, res.body).toBe(202);
  while (await importDueRows(t.database.db, 3));
  const status = await t.request({ method: 'GET', url: `/api/candidate-imports/${id}/`, token });
  expect(status.statusCode, status.body).toBe(200);
  return status.json() as ApiRow;
}

const liveCandidatesWithCurp = (curps: string[]) =>
  t.database.db
    .select()
    .from(candidates)
    .where(and(inArray(candidates.curp, curps), eq(candidates.is_deleted, false)));

describe('upload and preview', () => {
  it('answers the headers, the first rows and a guessed mapping, then remembers the chosen one', async () => {
    const rows: string[][] = [HEADERS];
    for (let i = 0; i < 12; i++)
      rows.push([`Ana${i}`, 'López', 'Ruiz', makeCurp(), makeEmail(), makePhone()]);
    const preview = await uploaded(rows);
    expect(preview).toMatchObject({
      file_name: 'candidatos.csv',
      format: 'csv',
      encoding: 'utf-8',
      delimiter: ',',
      headers: HEADERS,
      total_rows: 12,
      skipped_empty_rows: 0,
      remembered: false,
      mapping: ['names', 'last_name', 'second_name', 'curp', 'email', 'phone_number'],
    });
    expect(preview.preview).toHaveLength(10);
    expect((preview.preview as string[][])[0]?.[0]).toBe('Ana0');

    const chosen = ['names', 'last_name', null, 'curp', 'email', 'phone_number'];
    await check(preview, { mapping: chosen });
    const again = await upload(await xlsxOf(rows), 'otra.xlsx');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      format: 'xlsx',
      encoding: null,
      delimiter: null,
      remembered: true,
      mapping: chosen,
    });
  });

  it('refuses each file it cannot read with a 400 on file saying what is wrong and the limit', async () => {
    const cases: Array<[Buffer, string, RegExp]> = [
      [
        Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
        'a.csv',
        /no es una hoja de cálculo/,
      ],
      [Buffer.from(' ; ;\r\n\r\n'), 'a.csv', /no tiene una fila de encabezados/],
      [Buffer.from('Nombre;Correo\n;\n'), 'a.csv', /solo tiene encabezados/],
      [Buffer.from('Nombre,Notas\nAna,"sin cerrar\nLuis,x\n'), 'a.csv', /dañado/],
      [csvOf([Array.from({ length: 101 }, (_, i) => `C${i}`), ['x']]), 'a.csv', /más de 100 columnas/],
      [
        Buffer.from(['Nombre', ...Array.from({ length: 100_001 }, (_, i) => `P${i}`)].join('\n')),
        'a.csv',
        /más de 100,000 filas/,
      ],
      [zipBombXlsx(210), 'a.xlsx', /más de 200 MB/],
      [compoundFile(['Root Entry', 'EncryptionInfo', 'EncryptedPackage']), 'a.xlsx', /contraseña/],
    ];
    for (const [content, filename, message] of cases) {
      const res = await upload(content, filename);
      expect(res.statusCode, `${filename}: ${res.body}`).toBe(400);
      expect(res.json().file?.[0], filename).toMatch(message);
    }
    const english = await upload(Buffer.from('Nombre;Correo\n;\n'), 'a.csv', importer.token, 'en');
    expect(english.json().file[0]).toMatch(/only headers/);
  });

  it('refuses a file over 50 MB', async () => {
    const res = await upload(Buffer.alloc(50 * 1024 * 1024 + 10, 'a'), 'a.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().file[0]).toMatch(/50 MB/);
  });
});

describe('the dry run', () => {
  it('counts new, update, unchanged, skip, errors and empty rows, matching by each identity field', async () => {
    const byCurp = await makeCandidate(t, { names: 'Curp', curp: makeCurp() });
    const byRfc = await makeCandidate(t, { names: 'Rfc', rfc: 'PEJL900101AB1' });
    const byEmail = await makeCandidate(t, { names: 'Mail', email: 'Mixed.Case@Example.com' });
    const byPhone = await makeCandidate(t, { names: 'Phone', phone_number: '6641112233' });
    const headers = [...HEADERS, 'RFC'];
    const rows = [
      headers,
      ['Nueva', 'Persona', 'Uno', makeCurp(), makeEmail(), makePhone(), ''], // new
      ['Otro nombre', String(byCurp.last_name), '', String(byCurp.curp), '', '', ''], // update by CURP
      [String(byRfc.names), String(byRfc.last_name), '', '', '', '', 'pejl900101ab1'], // unchanged by RFC
      ['Cambiada', String(byEmail.last_name), '', '', 'mixed.case@example.com', '', ''], // update by e-mail
      [String(byPhone.names), 'Distinto', '', '', '', '(664) 111-2233', ''], // update by phone
      ['', '', '', 'NOTACURP', '', '', ''], // error
      ['', '', '', '', '', '', ''], // empty: skipped by the reader
      ['Sin', 'Datos', '', '', 'no-es-correo', '', ''], // error: e-mail
    ];
    const preview = await uploaded(rows);
    expect(preview.skipped_empty_rows).toBe(1);
    const result = await check(preview);
    expect(result.counts).toEqual({ rows: 7, new: 1, update: 3, unchanged: 1, skip: 0, errors: 2, empty: 0 });
    expect(result.problems.map((p) => p.row)).toEqual([7, 9]);
    expect(result.problems[0]?.messages.curp?.[0]).toBeTruthy();
    expect(result.problems[1]?.cells[4]).toBe('no-es-correo');

    const skipping = await check(preview, { duplicates: 'skip' });
    expect(skipping.counts).toMatchObject({ new: 1, update: 0, unchanged: 1, skip: 3 });
  });

  it('refuses a row repeated in the file, one matching two candidates, and a blacklisted person', async () => {
    const first = await makeCandidate(t, { curp: makeCurp() });
    const second = await makeCandidate(t, { email: 'two@example.com' });
    const barred = await makeCandidate(t, { curp: makeCurp() });
    const reason = (await seedIds(t)).catalog(clas.blackListReasons);
    await post(t, '/api/black-list/', { candidate: barred.id, reason, note: 'Abandono' });
    const repeated = makeCurp();
    const rows = [
      HEADERS,
      ['Ana', 'Uno', '', repeated, '', '', ''],
      ['Ana', 'Dos', '', repeated, '', ''],
      ['Mix', 'Dos', '', String(first.curp), 'two@example.com', ''],
      ['Veto', 'Tres', '', String(barred.curp), '', ''],
    ];
    const preview = await uploaded(rows);
    const plain = await check(preview);
    expect(plain.counts).toMatchObject({ new: 1, errors: 3 });
    const [again, two, blocked] = plain.problems;
    expect(again?.messages.curp).toEqual(['Repetida en la fila 2 del archivo']);
    expect(two?.messages.curp?.[0]).toMatch(/dos candidatos distintos/);
    expect(two?.messages.curp?.[0]).toContain(`#${first.id}`);
    expect(two?.messages.curp?.[0]).toContain(`#${second.id}`);
    expect(two?.messages.curp?.[0]).toMatch(/CURP.*Correo/);
    expect(blocked?.messages).toEqual({ non_field_errors: ['Esta persona no puede importarse'] });
    expect(JSON.stringify(plain)).not.toMatch(/lista negra/);

    const upload2 = await uploaded(rows, blacklistReader.token);
    const told = await check(upload2, {}, blacklistReader.token);
    expect(told.problems[2]?.messages.non_field_errors?.[0]).toMatch(/en la lista negra/);
    // the errors file never says more than the check said
    const file = await t.request({
      method: 'GET',
      url: `/api/candidate-imports/${preview.id}/errors/`,
      token: importer.token,
    });
    expect(file.rawPayload.toString('latin1')).not.toMatch(/lista negra/);
  });

  it('refuses a mapping of another length (400) and a check after the start (409)', async () => {
    const preview = await uploaded([HEADERS, ['Ana', 'López', '', makeCurp(), '', '']]);
    const res = await t.request({
      method: 'POST',
      url: `/api/candidate-imports/${preview.id}/check/`,
      token: importer.token,
      payload: { mapping: ['names'], duplicates: 'update' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mapping[0]).toMatch(/una entrada por columna \(6\)/);
    const start = await t.request({
      method: 'POST',
      url: `/api/candidate-imports/${preview.id}/start/`,
      token: importer.token,
    });
    expect(start.statusCode).toBe(409);
  });
});

describe('bad input', () => {
  const importsCount = async () => (await t.database.db.select().from(candidateImports)).length;

  it('a broken multipart body is a 400 on file and keeps nothing', async () => {
    const before = await importsCount();
    const body = multipart({}, { field: 'file', filename: 'candidatos.csv', content: csvOf([HEADERS]) });
    const cases: Array<[Record<string, string>, Buffer | string]> = [
      [{ 'content-type': 'multipart/form-data' }, 'file=x'], // no boundary
      [body.headers, body.payload.subarray(0, body.payload.length - 30)], // cut in the file
      [body.headers, Buffer.alloc(0)], // empty
    ];
    for (const [headers, payload] of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/api/candidate-imports/upload/',
        token: importer.token,
        headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty('file');
    }
    const noFile = multipart({ other: 'x' });
    const res = await t.request({
      method: 'POST',
      url: '/api/candidate-imports/upload/',
      token: importer.token,
      ...noFile,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty('file');
    expect(await importsCount()).toBe(before);
  });

  it('a NUL or a huge file name is cleaned, a NUL in a cell is removed or refuses a CSV, never a 500', async () => {
    const content = await xlsxOf([HEADERS, ['A\u0000na', 'López', '', makeCurp(), '', '']]);
    const res = await upload(content, 'can\u0000didatos.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().file_name).toBe('candidatos.xlsx');
    expect(res.json().preview[0][0]).toBe('Ana');
    const long = await upload(
      csvOf([HEADERS, ['Ana', 'Paz', '', makeCurp(), '', '']]),
      `${'x'.repeat(1_000_000)}.csv`,
    );
    expect(long.statusCode, long.body).toBe(200);
    expect(long.json().file_name.length).toBeLessThanOrEqual(255);
    // a NUL byte is no text: such a CSV is not read as one
    const nul = await upload(csvOf([HEADERS, ['A\u0000na', 'López', '', makeCurp(), '', '']]));
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().file[0]).toMatch(/no es una hoja de cálculo/);
  });

  it('a check body of the wrong shape is a 400 on its field', async () => {
    const preview = await uploaded([HEADERS, ['Ana', 'López', '', makeCurp(), '', '']]);
    const bodies: Array<[Record<string, unknown>, string]> = [
      [{ mapping: ['names', 'x\u0000', null, null, null, null], duplicates: 'update' }, 'mapping'],
      [{ mapping: Array.from({ length: 100_000 }, () => 'names'), duplicates: 'update' }, 'mapping'],
      [{ mapping: preview.mapping, duplicates: 'replace' }, 'duplicates'],
      [
        { mapping: preview.mapping, duplicates: 'update', default_category: 'x'.repeat(1_000_000) },
        'default_category',
      ],
    ];
    for (const [payload, field] of bodies) {
      const res = await t.request({
        method: 'POST',
        url: `/api/candidate-imports/${preview.id}/check/`,
        token: importer.token,
        payload,
      });
      expect(res.statusCode, `${field}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(
        Object.keys(res.json()).some((key) => key.split('.')[0] === field),
        res.body.slice(0, 200),
      ).toBe(true);
    }
  });
});

describe('the errors file', () => {
  it('holds the uploaded headers and cells of the problem rows and an Errores column', async () => {
    const preview = await uploaded([
      HEADERS,
      ['Ana', 'López', '', makeCurp(), '', ''],
      ['', '', '', 'MAL', '=1+1', ''],
    ]);
    await check(preview);
    const res = await t.request({
      method: 'GET',
      url: `/api/candidate-imports/${preview.id}/errors/`,
      token: importer.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/candidatos-errores\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, ...HEADERS, 'Errores']);
    expect(sheet?.rowCount).toBe(2);
    const row = sheet?.getRow(2);
    expect(row?.getCell(4).value).toBe('MAL');
    expect(row?.getCell(5).value).toBe("'=1+1");
    expect(String(row?.getCell(7).value)).toMatch(/CURP/);

    const english = await t.request({
      method: 'GET',
      url: `/api/candidate-imports/${preview.id}/errors/`,
      token: importer.token,
      lang: 'en',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).getCell(7).value).toBe('Errors');
  });
});

describe('importing and undoing', () => {
  it('creates and updates candidates in the background with audit entries; the same file again creates nothing', async () => {
    const existing = await makeCandidate(t, { names: 'Viejo', curp: makeCurp() });
    const curps = [makeCurp(), makeCurp(), makeCurp(), makeCurp()];
    const rows = [
      [...HEADERS, 'Categoría', 'Ciudad'],
      ...curps.map((curp, i) => [
        `Nuevo${i}`,
        'Import',
        'Ado',
        curp,
        makeEmail(),
        makePhone(),
        'Directo',
        'Tijuana',
      ]),
      ['Nuevo nombre', String(existing.last_name), '', String(existing.curp), '', '', '', 'Mexicali'],
    ];
    const preview = await uploaded(rows);
    expect((await check(preview)).counts).toMatchObject({ new: 4, update: 1, errors: 0 });
    const status = await runImport(Number(preview.id));
    expect(status).toMatchObject({
      status: 'done',
      done_rows: 5,
      total_rows: 5,
      can_undo: true,
      counts: { new: 4, update: 1 },
      user: importer.user.id,
    });
    const created = await liveCandidatesWithCurp(curps);
    expect(created).toHaveLength(4);
    expect(created.find((c) => c.curp === curps[0])).toMatchObject({
      names: 'Nuevo0',
      last_name: 'Import',
      second_name: 'Ado',
      city: 'Tijuana',
      category: direct,
      birthdate: expect.stringMatching(/^1990-/),
      genre: 'Male',
      created_by: importer.user.id,
    });
    const [updated] = await liveCandidatesWithCurp([String(existing.curp)]);
    expect(updated).toMatchObject({ names: 'Nuevo nombre', city: 'Mexicali', email: existing.email });
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'candidate_imported'), eq(auditLogs.user, Number(importer.user.id))));
    const ofThis = audit.filter((row) => (row.details as { import?: number }).import === preview.id);
    expect(ofThis).toHaveLength(5);
    expect(ofThis.find((row) => row.target_id === existing.id)?.details).toMatchObject({ change: 'updated' });

    const restart = await t.request({
      method: 'POST',
      url: `/api/candidate-imports/${preview.id}/start/`,
      token: importer.token,
    });
    expect(restart.statusCode).toBe(409);

    // the same file again: nothing new, the rows already there
    const again = await uploaded(rows);
    expect((await check(again)).counts).toMatchObject({ new: 0, update: 0, unchanged: 5 });
    expect((await check(again, { duplicates: 'skip' })).counts).toMatchObject({ new: 0, unchanged: 5 });
    await runImport(Number(again.id));
    expect(await liveCandidatesWithCurp(curps)).toHaveLength(4);

    // undo: the created ones removed, the updated one restored
    const undo = await t.request({
      method: 'POST',
      url: `/api/candidate-imports/${preview.id}/undo/`,
      token: importer.token,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ status: 'undone', can_undo: false });
    expect(await liveCandidatesWithCurp(curps)).toHaveLength(0);
    const [restored] = await liveCandidatesWithCurp([String(existing.curp)]);
    expect(restored).toMatchObject({ names: 'Viejo', city: existing.city ?? null });
    const twice = await t.request({
      method: 'POST',
      url: `/api/candidate-imports/${preview.id}/undo/`,
      token: importer.token,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses the undo once a created candidate is assigned, naming them', async () => {
    const curp = makeCurp();
    const preview = await uploaded([HEADERS, ['Asignada', 'Import', '', curp, makeEmail(), makePhone()]]);
    await check(preview);
    await runImport(Number(preview.id));
    const [candidate] = await liveCandidatesWithCurp([curp]);
    await makeRequirementCandidate(t, { candidate: candidate?.id });
    const status = await t.request({
      method: 'GET',
      url: `/api/candidate-imports/${preview.id}/`,
      token: importer.token,
    });
    expect(status.json().can_undo).toBe(false);
    const undo = await t.request({
      method: 'POST',
      url: `/api/candidate-imports/${preview.id}/undo/`,
      token: importer.token,
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().detail).toContain(`#${candidate?.id}`);
    expect(await liveCandidatesWithCurp([curp])).toHaveLength(1);
  });
});

describe('the import worker', () => {
  it('writes an import as soon as it is started, without waiting for its next look', async () => {
    // a worker that would look again only in ten minutes: the start wakes it
    const own = await buildTestApp(
      {},
      { beforeReady: (app) => startCandidateImporter(app, { intervalMs: 600_000 }) },
    );
    try {
      const token = own.adminToken;
      const body = multipart(
        {},
        {
          field: 'file',
          filename: 'uno.csv',
          content: csvOf([HEADERS, ['Ana', 'Despierta', '', makeCurp(), '', '']]),
        },
      );
      const preview = (
        await own.request({ method: 'POST', url: '/api/candidate-imports/upload/', token, ...body })
      ).json();
      const category = (await seedIds(own)).category.DIRECT;
      const checked = await own.request({
        method: 'POST',
        url: `/api/candidate-imports/${preview.id}/check/`,
        token,
        payload: { mapping: preview.mapping, duplicates: 'update', default_category: category },
      });
      expect(checked.statusCode, checked.body).toBe(200);
      const started = await own.request({
        method: 'POST',
        url: `/api/candidate-imports/${preview.id}/start/`,
        token,
      });
      expect(started.statusCode, started.body).toBe(202);
      let status = '';
      for (let i = 0; i < 100 && status !== 'done'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (
          await own.request({ method: 'GET', url: `/api/candidate-imports/${preview.id}/`, token })
        ).json().status;
      }
      expect(status).toBe('done');
    } finally {
      await own.close();
    }
  });
});

describe('access', () => {
  it('is 403 without the page, and each user sees only their own imports', async () => {
    const denied = await upload(csvOf([HEADERS, ['Ana', 'López', '', '', '', '']]), 'a.csv', outsider.token);
    expect(denied.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/candidate-imports/', token: outsider.token })).statusCode,
    ).toBe(403);

    const other = await makeSignedInUser(t, { routes: ['database-import'] });
    const mine = await uploaded([HEADERS, ['Ana', 'López', '', '', '', '']], other.token);
    const list = await t.request({ method: 'GET', url: '/api/candidate-imports/', token: other.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: ApiRow) => row.id)).toEqual([mine.id]);
    for (const [method, path] of [
      ['GET', ''],
      ['GET', 'errors/'],
      ['POST', 'start/'],
      ['POST', 'undo/'],
    ] as const) {
      const res = await t.request({
        method,
        url: `/api/candidate-imports/${mine.id}/${path}`,
        token: importer.token,
      });
      expect(res.statusCode, path).toBe(404);
    }
    const all = await t.request({
      method: 'GET',
      url: '/api/candidate-imports/?page_size=100',
      token: t.adminToken,
    });
    expect(all.json().data.map((row: ApiRow) => row.id)).toContain(mine.id);
  });

  it('answers 404 for ids that are not imports', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/candidate-imports/${id}/`,
        token: importer.token,
      });
      expect(res.statusCode, id).toBe(404);
    }
  });
});
