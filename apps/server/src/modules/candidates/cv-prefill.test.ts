import { curpCheckDigit, rfcCheckDigit } from '@rp/contract/rules/cv-prefill';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { renderPdf } from '../../lib/pdf';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { clientAddress, docxBytes, multipart, pdfBytes, pngBytes } from '../../test/factories';
import { zipUnpacksWithin } from './cv-prefill.service';

/**
 * candidates/prefill_from_cv/ (docs/domain.md#cv-prefill): public, nothing stored, CVs the tests
 * write themselves — a PDF with pdfmake, a DOCX zipped by hand.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

// Juan Carlos Pérez López, born 1 January 1990 in Mexico City
const CURP = `PELJ900101HDFRPN0${curpCheckDigit('PELJ900101HDFRPN0')}`;
const RFC = `PELJ900101AB${rfcCheckDigit('PELJ900101AB')}`;
const cvLines = [
  'CURRÍCULUM VITAE',
  'Juan Carlos Pérez López',
  'Ingeniero industrial',
  'Correo: juan.perez@example.com   Tel. (55) 1234-5678',
  `CURP: ${CURP}`,
  `RFC: ${RFC}`,
  'Experiencia: 2015 - 2019, Maquiladora del Norte, sueldo 15000 - 20000',
];
const found = {
  curp: CURP,
  rfc: RFC,
  email: 'juan.perez@example.com',
  phone_number: '5512345678',
  names: 'Juan Carlos',
  last_name: 'Pérez',
  second_name: 'López',
  skipped: [],
};
const nothing = {
  curp: null,
  rfc: null,
  email: null,
  phone_number: null,
  names: null,
  last_name: null,
  second_name: null,
  skipped: [],
};

/** Each call from an address of its own, so the per-address limit is met only where a test means it. */

const prefill = (
  content: Buffer | null,
  filename = 'cv.pdf',
  opts: { address?: string; lang?: 'es' | 'en' } = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/candidates/prefill_from_cv/',
    remoteAddress: opts.address ?? clientAddress(),
    lang: opts.lang ?? 'en',
    ...multipart({}, content ? { field: 'file', filename, content } : undefined),
  });

/** The first bytes of an old Word document (a compound file). */
function docBytes(): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

const fileRecordCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from file_records`))[0]?.n;

describe('prefill_from_cv', () => {
  it('reads a PDF CV without an account and stores nothing', async () => {
    const before = await fileRecordCount();
    const pdf = await renderPdf({
      content: [
        { text: cvLines[0] ?? '', bold: true },
        { text: cvLines[1] ?? '', fontSize: 18 },
        ...cvLines.slice(2),
      ],
    });
    const res = await prefill(pdf, 'cv.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(found);
    expect(await fileRecordCount()).toBe(before);
  });

  it('reads a DOCX CV, stored or deflated', async () => {
    for (const deflate of [false, true]) {
      const res = await prefill(docxBytes(cvLines, { deflate }), 'cv.docx');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(found);
    }
  });

  it('answers null for what the CV does not have, or does not have right, and says what it skipped', async () => {
    const wrongCurp = `${CURP.slice(0, 17)}${(Number(CURP[17]) + 1) % 10}`;
    const res = await prefill(
      docxBytes(['Experiencia profesional', `CURP ${wrongCurp}`, 'Sueldo 15000 - 20000']),
      'cv.docx',
    );
    expect(res.statusCode, res.body).toBe(200);
    // the CURP with a wrong check digit is not taken, and not left out silently (issue 26)
    expect(res.json()).toEqual({
      ...nothing,
      skipped: [{ field: 'curp', value: wrongCurp, reason: 'check_digit' }],
    });
  });

  it('answers every field null for a DOC, a PDF without text and files of the right type that cannot be read', async () => {
    const unreadable = [
      { name: 'cv.doc', content: docBytes() },
      { name: 'empty.pdf', content: pdfBytes() },
      { name: 'broken.pdf', content: Buffer.from(`%PDF-1.7\n${'garbage '.repeat(200)}`, 'latin1') },
      { name: 'cut.pdf', content: (await renderPdf({ content: [...cvLines] })).subarray(0, 400) },
      { name: 'broken.docx', content: docxBytes([], { documentXml: '<w:document><w:body><w:p>' }) },
    ];
    for (const file of unreadable) {
      const res = await prefill(file.content, file.name);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(200);
      expect(res.json(), file.name).toEqual(nothing);
    }
  });

  it('does not unpack a DOCX that would fill the memory', async () => {
    const bomb = docxBytes([...cvLines, ' '.repeat(48 * 1024 * 1024)], { deflate: true });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(zipUnpacksWithin(bomb, 40 * 1024 * 1024)).toBe(false);
    expect(zipUnpacksWithin(docxBytes(cvLines, { deflate: true }), 40 * 1024 * 1024)).toBe(true);
    const res = await prefill(bomb, 'cv.docx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(nothing);
  });

  it('refuses what is not a CV, a missing file and a broken upload with a message on file', async () => {
    const image = await prefill(pngBytes(), 'cv.pdf', { lang: 'es' });
    expect(image.statusCode).toBe(400);
    expect(image.json().file).toEqual(['Tipo de archivo no permitido: image/png.']);
    const text = await prefill(Buffer.from('Juan Pérez, juan@example.com'), 'cv.txt');
    expect(text.statusCode).toBe(400);
    expect(text.json().file).toEqual(['File type not allowed: txt.']);

    const missing = await prefill(null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().file).toEqual(['A file must be attached.']);
    const json = await t.request({
      method: 'POST',
      url: '/api/candidates/prefill_from_cv/',
      remoteAddress: clientAddress(),
      payload: { file: 'cv.pdf' },
      lang: 'en',
    });
    expect(json.statusCode).toBe(400);

    const body = multipart({}, { field: 'file', filename: 'cv.pdf', content: pdfBytes() });
    const cut = await t.request({
      method: 'POST',
      url: '/api/candidates/prefill_from_cv/',
      remoteAddress: clientAddress(),
      lang: 'en',
      headers: body.headers,
      payload: body.payload.subarray(0, body.payload.length - 40),
    });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json().file).toEqual(['The upload is incomplete or malformed; try again.']);
  });

  it('refuses a file over the upload limit', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(t.config.uploadMaxBytes)]);
    const res = await prefill(big, 'cv.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().file).toEqual([
      `The file exceeds the maximum size of ${t.config.uploadMaxBytes / 1048576} MB.`,
    ]);
  });

  it('limits calls per address (429, the public actions allowance PUBLIC_RATE_LIMIT)', async () => {
    const address = clientAddress();
    const limit = t.config.publicRateLimit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++)
      statuses.push((await prefill(pdfBytes(), 'cv.pdf', { address })).statusCode);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses[limit]).toBe(429);
    // another address is not held back
    expect((await prefill(pdfBytes(), 'cv.pdf')).statusCode).toBe(200);
  });
});
