import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { storageFor } from '../../plugins/storage';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { drawnText } from '../../test/drawn-text';
import {
  type ApiRow,
  docxBytes,
  makeCandidate,
  makeCompany,
  makeSentVacancy,
  makeSignedInUser,
  makeVacancyCandidate,
  multipart,
  uploadFile,
} from '../../test/factories';
import { indexDueFileTexts } from './cv-index.service';
import { findFileText } from './cv-search.queries';
import { createOcr, type Ocr } from './ocr';

/**
 * CV search (issue 30, docs/decisions.md "CV search"): the text of each stored CV or candidate
 * document is read in the background, and the candidates are found by its words — any order,
 * accents and case aside, Spanish stemming, "phrases" and `prefix*` — only through files the caller
 * may see, best match first with a snippet of the page.
 */
let t: TestApp;
let ocr: Ocr;

beforeAll(async () => {
  t = await buildTestApp();
  ocr = createOcr({ concurrency: 1 });
});
afterAll(async () => {
  await ocr?.close();
  await t?.close();
});

const indexAll = () =>
  indexDueFileTexts({ db: t.database.db, storage: storageFor(t.config), ocr }, { batchSize: 50 });

async function candidateWithCv(lines: string[], name = 'Cv') {
  const candidate = await makeCandidate(t, { names: name });
  const res = await uploadFile(t, {
    kind: 'cv',
    filename: 'cv.docx',
    content: docxBytes(lines),
    fields: { owner_type: 'candidate', owner_id: String(candidate.id) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { candidate, file: res.json() as ApiRow };
}

const search = async (q: string, token = t.adminToken, extra = '') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/candidates/cv_search/?q=${encodeURIComponent(q)}${extra}`,
    token,
  });
  return res;
};
const foundIds = async (q: string, token?: string, extra?: string) => {
  const res = await search(q, token, extra);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ApiRow[] }).data.map((row) => row.id);
};

let forklift: Awaited<ReturnType<typeof candidateWithCv>>;
let mechanic: Awaited<ReturnType<typeof candidateWithCv>>;
let clerk: Awaited<ReturnType<typeof candidateWithCv>>;

describe('CV search', () => {
  beforeAll(async () => {
    forklift = await candidateWithCv([
      'Operador de montacargas con cinco años de experiencia.',
      'Soldadura MIG y TIG en línea de producción.',
    ]);
    mechanic = await candidateWithCv([
      'Técnico en mecánica industrial.',
      'Curso para soldadores certificados.',
    ]);
    clerk = await candidateWithCv(['Auxiliar contable: facturación y nóminas.']);
    const before = await findFileText(t.database.db, forklift.file.id);
    expect(before?.status).toBe('pending');
    const result = await indexAll();
    expect(result).toMatchObject({ done: 3, unreadable: 0 });
  });

  it('reads each CV once, in the background, page by page', async () => {
    const row = await findFileText(t.database.db, forklift.file.id);
    expect(row).toMatchObject({ status: 'done', method: 'text', pages: 1 });
    expect((await indexAll()).claimed).toBe(0);
  });

  it('finds a candidate by a word of the CV, with where it matched', async () => {
    const res = await search('montacargas');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      data: Array<ApiRow & { cv_match: Record<string, unknown> }>;
      elements: number;
    };
    expect(body.elements).toBe(1);
    expect(body.data.map((row) => row.id)).toEqual([forklift.candidate.id]);
    const match = body.data[0]?.cv_match as {
      file: number;
      page: number;
      file_name: string;
      snippet: Array<{ text: string; match: boolean }>;
    };
    expect(match).toMatchObject({ file: forklift.file.id, page: 1, file_name: 'cv.docx', pages: 1 });
    expect(match.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['montacargas']);
    expect(match.snippet.map((part) => part.text).join('')).toContain('Operador de montacargas');
  });

  it('ignores accents and case, and words in any order', async () => {
    expect(await foundIds('MECANICA')).toEqual([mechanic.candidate.id]);
    expect(await foundIds('nominas facturación')).toEqual([clerk.candidate.id]);
    expect(await foundIds('experiencia operador')).toEqual([forklift.candidate.id]);
  });

  it('stems Spanish words: soldadores finds soldador; a prefix finds both soldador and soldadura', async () => {
    expect(await foundIds('soldador')).toEqual([mechanic.candidate.id]);
    expect(new Set(await foundIds('soldad*'))).toEqual(
      new Set([forklift.candidate.id, mechanic.candidate.id]),
    );
  });

  it('matches a quoted phrase as written, every word otherwise', async () => {
    expect(await foundIds('"operador de montacargas"')).toEqual([forklift.candidate.id]);
    expect(await foundIds('"montacargas operador"')).toEqual([]);
    expect(await foundIds('montacargas contable')).toEqual([]);
  });

  it('ranks the better match first', async () => {
    const strong = await candidateWithCv([
      'Montacargas: operador de montacargas, mantenimiento de montacargas.',
    ]);
    await indexAll();
    const ids = await foundIds('montacargas');
    expect(ids).toEqual([strong.candidate.id, forklift.candidate.id]);
  });

  it('applies the candidate list filters', async () => {
    const category = (forklift.candidate as ApiRow & { category: number }).category;
    expect(await foundIds('montacargas', undefined, `&category__in=${category}`)).toContain(
      forklift.candidate.id,
    );
    expect(await foundIds('montacargas', undefined, `&category__in=999999`)).toEqual([]);
  });

  it('refuses a search with no word in it, and asks for one', async () => {
    const res = await search('"" * ,;');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ q: [expect.any(String)] });
    const blank = await search('   ');
    expect(blank.statusCode).toBe(400);
  });

  it('reads typed tsquery syntax as words, never as operators', async () => {
    for (const q of [
      'montacargas | contable',
      '!montacargas',
      'monta:* & (x',
      "'montacargas'",
      'x'.repeat(200),
    ]) {
      const res = await search(q);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
    expect(await foundIds('montacargas | contable')).toEqual([]);
    expect(await foundIds("'montacargas'")).toContain(forklift.candidate.id);
  });

  it('refuses a NUL byte and an overlong search with a message on q', async () => {
    for (const q of ['monta\u0000cargas', 'x'.repeat(201)]) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ q: [expect.any(String)] });
    }
  });

  it('reads the photo of a paper CV by OCR and finds the candidate by its words', async () => {
    const candidate = await makeCandidate(t, { names: 'Foto' });
    // the quick capture's way: the photo as the candidate's document
    const photo = await drawnText(['Operador de montacargas', 'Tapicero con experiencia']).canvas.encode(
      'png',
    );
    const res = await uploadFile(t, {
      kind: 'document',
      filename: 'cv-foto.png',
      content: photo,
      fields: { owner_type: 'candidate', owner_id: String(candidate.id) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as ApiRow;
    await indexAll();
    expect(await findFileText(t.database.db, file.id)).toMatchObject({
      status: 'done',
      method: 'ocr',
      pages: 1,
    });
    expect(await foundIds('tapicero')).toEqual([candidate.id]);
  });

  it('writes a file it cannot read as unreadable, and never reads it again', async () => {
    const candidate = await makeCandidate(t);
    const res = await uploadFile(t, {
      kind: 'cv',
      filename: 'cv.pdf',
      fields: { owner_type: 'candidate', owner_id: String(candidate.id) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as ApiRow;
    await indexAll();
    expect(await findFileText(t.database.db, file.id)).toMatchObject({ status: 'unreadable', pages: 0 });
    expect((await indexAll()).claimed).toBe(0);
  });

  it('is only for users who may see candidates', async () => {
    const outsider = await makeSignedInUser(t, { routes: ['clients-companies'] });
    expect((await search('montacargas', outsider.token)).statusCode).toBe(403);
    const recruiter = await makeSignedInUser(t, { routes: ['database-direct_indirect'] });
    expect(await foundIds('montacargas', recruiter.token)).toContain(forklift.candidate.id);
  });
});

describe('CV search scope', () => {
  it("finds an application's document only for users of the vacancy's company", async () => {
    const company = await makeCompany(t);
    const other = await makeCompany(t);
    const vacancy = await makeSentVacancy(t, { company: company.id, vacancy_type: 'shelter' });
    const row = await makeVacancyCandidate(t, { vacancy: vacancy.id });
    const upload = await t.request({
      method: 'POST',
      url: '/api/vacancy-candidates/upload_documents/',
      token: t.adminToken,
      ...multipart(
        { id: String(row.id) },
        {
          field: 'file',
          filename: 'carta.docx',
          content: docxBytes(['Carta de recomendación: excelente tornero.']),
        },
      ),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    await indexAll();
    const routes = ['database-direct_indirect', 'requeriments-shelter-id_vacancy-candidates'];
    const insider = await makeSignedInUser(t, { routes, companies: [company.id] });
    const outsider = await makeSignedInUser(t, { routes, companies: [other.id] });
    expect(await foundIds('tornero', t.adminToken)).toEqual([row.candidate]);
    expect(await foundIds('tornero', insider.token)).toEqual([row.candidate]);
    expect(await foundIds('tornero', outsider.token)).toEqual([]);
  });
});

describe('a broad CV search (more than 2,000 matching pages)', () => {
  type Found = { data: Array<ApiRow & { cv_match: { file: number } }>; elements: number; estimated?: true };
  let owners: number[] = [];
  beforeAll(async () => {
    // 30 candidates, 300 CVs of 7 pages each (2,100 matching pages), the CVs dealt to the
    // candidates in turn: the newest files then belong to every candidate
    for (let i = 0; i < 30; i++) owners.push((await makeCandidate(t, { names: `Ebanista ${i}` })).id);
    owners = owners.sort((a, b) => a - b);
    await t.database.db.execute(sql`
      with f as (
        insert into file_records (document, original_name, kind, owner_type, owner_id, size, mime_type)
        select 'broad/' || g, 'cv-' || g || '.txt', 'cv', 'candidate',
               (${`{${owners.join(',')}}`}::int[])[1 + g % 30], 1, 'text/plain'
          from generate_series(0, 299) g
        returning id),
      texts as (insert into file_texts (file_id, status, method, pages) select id, 'done', 'text', 7 from f returning file_id)
      insert into file_text_pages (file_id, page, content)
      select texts.file_id, p, 'Ebanista: muebles finos de madera, barniz y ensamble.'
        from texts, generate_series(1, 7) p`);
  });

  /** The newest files' window of a share, as the search cuts it from the span of file ids with text. */
  async function windowOf(share: number) {
    const [span] = await queryRows<{ low: number; high: number }>(
      t.database.db,
      sql`select min(file_id) as low, max(file_id) as high from file_text_pages`,
    );
    const since = Math.floor((span?.high ?? 0) - ((span?.high ?? 0) - (span?.low ?? 0)) * share);
    const rows = await queryRows<{ owner_id: number }>(
      t.database.db,
      sql`select distinct owner_id from file_records where id >= ${since} and document like 'broad/%'`,
    );
    return { since, candidates: rows.map((row) => row.owner_id).sort((a, b) => b - a) };
  }

  it('ranks within the newest 1/64 of the files when they fill the page, its count estimated', async () => {
    const newest = await windowOf(1 / 64);
    expect(newest.candidates.length).toBeGreaterThan(1);
    const size = newest.candidates.length;
    const res = await search('ebanista', t.adminToken, `&page_size=${size}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Found;
    // equal ranks: the newest candidate first
    expect(body.data.map((row) => row.id)).toEqual(newest.candidates);
    expect(body.data.every((row) => row.cv_match.file >= newest.since)).toBe(true);
    expect(body).toMatchObject({ elements: size * 64, estimated: true });
  });

  it('widens to the newest 1/8 when the newest 1/64 does not fill the page', async () => {
    const newest = await windowOf(1 / 64);
    const wider = await windowOf(1 / 8);
    expect(newest.candidates.length).toBeLessThan(25);
    expect(wider.candidates.length).toBeGreaterThanOrEqual(25);
    const body = (await search('ebanista')).json() as Found;
    expect(body.data.map((row) => row.id)).toEqual(wider.candidates.slice(0, 25));
    expect(body.data.every((row) => row.cv_match.file >= wider.since)).toBe(true);
    expect(body).toMatchObject({ elements: wider.candidates.length * 8, estimated: true });
    // found broad once, the same search typed otherwise is broad too (it is remembered a while)
    expect((await search('EBANISTA')).json()).toEqual(body);
  });

  it('answers exactly, from every file, a search that is not broad', async () => {
    // one more word only the oldest of the broad CVs have: few pages, every match counted
    const [oldest] = await queryRows<{ id: number; owner_id: number }>(
      t.database.db,
      sql`select id, owner_id from file_records where document = 'broad/0'`,
    );
    await t.database.db.execute(
      sql`update file_text_pages set content = content || ' Restaurador de antigüedades.' where file_id = ${oldest?.id}`,
    );
    const body = (await search('ebanista restaurador')).json() as Found;
    expect(body.data.map((row) => row.id)).toEqual([oldest?.owner_id]);
    expect(body.elements).toBe(1);
    expect(body.estimated).toBeUndefined();
  });
});
