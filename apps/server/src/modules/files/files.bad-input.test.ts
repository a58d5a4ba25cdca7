import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRecords } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  elfBytes,
  makeCandidate,
  makeCompany,
  multipart,
  pdfBytes,
  pngBytes,
  uploadFile,
} from '../../test/factories';

/** Upload failures (issue 10 finding 6): a 4xx, never a 500, and no bytes left behind. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ uploadMaxBytes: 64 * 1024 });
});
afterAll(async () => t?.close());

/** Every stored file under DATA_DIR/files. */
function storedFiles(): string[] {
  const root = join(t.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
const rowCount = async () => (await t.database.db.select({ n: count() }).from(fileRecords))[0]?.n ?? 0;

/** A ZIP holding one stored (uncompressed) entry: a ZIP, but no Office document. */
function zipBytes(name: string, content: string): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localPart = Buffer.concat([local, fileName, data]);
  const centralPart = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

describe('uploads that fail leave nothing behind', () => {
  it('a NUL in the file name is removed from the stored name (201, one row, its bytes)', async () => {
    const before = storedFiles().length;
    const res = await uploadFile(t, { filename: 'cv\u0000\u0007.pdf' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().original_name).toBe('cv.pdf');
    expect(storedFiles()).toHaveLength(before + 1);
  });

  it('a row that cannot be written (unknown folder) answers 400 and removes the stored bytes', async () => {
    const before = { files: storedFiles().length, rows: await rowCount() };
    const res = await uploadFile(t, { fields: { level_id: '999999' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(storedFiles()).toHaveLength(before.files);
    expect(await rowCount()).toBe(before.rows);
  });

  it('a NUL in a multipart text field is a 400 on that field, with nothing stored', async () => {
    const before = storedFiles().length;
    const body = multipart(
      { kind: 'document', owner_type: 'cand\u0000idate' },
      { field: 'file', filename: 'cv.pdf', content: pdfBytes() },
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/file-records/',
      token: t.adminToken,
      lang: 'en',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ owner_type: [expect.stringContaining('U+0000')] });
    expect(storedFiles()).toHaveLength(before);
  });

  it('a company profile whose second file is refused keeps none of its files (the transaction rolls back)', async () => {
    const company = await makeCompany(t);
    const boundary = '----rpprofile';
    const part = (name: string, filename: string, content: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        content,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${company.id}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="profile"\r\n\r\nPerfil\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="benefits"\r\n\r\nBeneficios\r\n`),
      part('profile_file', 'perfil.pdf', pdfBytes()),
      part('benefits_file', 'beneficios.pdf', elfBytes()),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const before = { files: storedFiles().length, rows: await rowCount() };
    const res = await t.request({
      method: 'POST',
      url: '/api/companies/update_profile/',
      token: t.adminToken,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty('benefits_file');
    expect(await rowCount()).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);
  });
});

describe('a candidate photo whose candidate update fails', () => {
  it('keeps neither the file record nor its bytes, and the candidate keeps no photo', async () => {
    const candidate = await makeCandidate(t);
    // the candidate's update fails after the photo's bytes and record were written
    await t.database.db.execute(
      sql.raw(`create function refuse_photo() returns trigger language plpgsql as $$
        begin raise exception 'photo refused'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_photo before update of photo_path on candidates
        for each row when (new.id = ${Number(candidate.id)}) execute function refuse_photo()`),
    );
    const before = { files: storedFiles().length, rows: await rowCount() };
    const res = await t.request({
      method: 'POST',
      url: `/api/candidates/${candidate.id}/upload_photo/`,
      token: t.adminToken,
      ...multipart({}, { field: 'photo', filename: 'yo.png', content: pngBytes() }),
    });
    expect(res.statusCode).toBe(500);
    expect(await rowCount()).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);
    const shown = await t.request({
      method: 'GET',
      url: `/api/candidates/${candidate.id}/`,
      token: t.adminToken,
    });
    expect(shown.json().photo_path).toBeNull();
  });
});

describe('file type sniffing', () => {
  it('a ZIP that is not an Office document, named .docx, is 400 errors.file_type', async () => {
    for (const content of [zipBytes('hello.txt', 'hello'), Buffer.from('PK\u0003\u0004 cut short')]) {
      const res = await uploadFile(t, { filename: 'contrato.docx', content });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty('file');
    }
  });
});

describe('broken multipart bodies are a 400 on `file`', () => {
  const post = (headers: Record<string, string>, payload: string | Buffer) =>
    t.request({
      method: 'POST',
      url: '/api/file-records/',
      token: t.adminToken,
      lang: 'en',
      headers,
      payload,
    });

  it('without a boundary', async () => {
    const res = await post({ 'content-type': 'multipart/form-data' }, 'kind=document');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ file: ['The upload is incomplete or malformed; try again.'] });
  });

  it('truncated in the middle of the file', async () => {
    const body = multipart({ kind: 'document' }, { field: 'file', filename: 'cv.pdf', content: pdfBytes() });
    const cut = body.payload.subarray(0, body.payload.length - 40);
    const before = storedFiles().length;
    const res = await post(body.headers, cut);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty('file');
    expect(storedFiles()).toHaveLength(before);
  });
});
