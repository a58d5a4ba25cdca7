import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRecords } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  elfBytes,
  makeCandidate,
  makeFileRecord,
  makeSignedInUser,
  multipart,
  pdfBytes,
  pngBytes,
  uploadFile,
} from '../../test/factories';

const maxBytes = 64 * 1024;
let t: TestApp;

/** Where a file record's bytes are on the local storage (DATA_DIR/files/<key>). */
async function storedPath(id: unknown): Promise<string> {
  const [stored] = await t.database.db
    .select({ key: fileRecords.document })
    .from(fileRecords)
    .where(eq(fileRecords.id, Number(id)));
  return join(t.config.dataDir, 'files', String(stored?.key));
}

beforeAll(async () => {
  t = await buildTestApp({ uploadMaxBytes: maxBytes });
});
afterAll(async () => t?.close());

describe('upload (POST api/file-records/, multipart)', () => {
  it('accepts a real PDF and records its sniffed type, size and name', async () => {
    const res = await uploadFile(t, { filename: 'Curriculum Vitae.pdf', kind: 'cv' });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json();
    expect(row).toMatchObject({
      original_name: 'Curriculum Vitae.pdf',
      extension: 'pdf',
      kind: 'cv',
      mime_type: 'application/pdf',
      size: pdfBytes().length,
      owner_type: null,
    });
    expect(row).not.toHaveProperty('document');
  });

  it('accepts a real PNG with its owner fields', async () => {
    const candidate = await makeCandidate(t);
    const res = await uploadFile(t, {
      filename: 'foto.PNG',
      kind: 'photo',
      content: pngBytes(),
      fields: { owner_type: 'candidate', owner_id: String(candidate.id) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      mime_type: 'image/png',
      extension: 'png',
      owner_type: 'candidate',
      owner_id: candidate.id,
    });
  });

  it('takes the photo of a paper CV as a CV of the candidate (read by OCR for the CV search)', async () => {
    const candidate = await makeCandidate(t);
    const res = await uploadFile(t, {
      filename: 'cv-foto.png',
      kind: 'cv',
      content: pngBytes(),
      fields: { owner_type: 'candidate', owner_id: String(candidate.id) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'cv', mime_type: 'image/png', extension: 'png' });
  });

  it('rejects disguised types: an executable, a PNG named .pdf, plain text named .pdf', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['setup.exe', elfBytes(), 'document'],
      ['informe.pdf', elfBytes(), 'document'],
      ['informe.pdf', pngBytes(), 'document'],
      ['informe.pdf', Buffer.from('just some plain text, not a PDF\n'.repeat(10)), 'document'],
      ['foto.png', pdfBytes(), 'photo'],
      ['page.html', Buffer.from('<html><script>alert(1)</script></html>'), 'document'],
    ];
    for (const [filename, content, kind] of cases) {
      const res = await uploadFile(t, { filename, content, kind });
      expect(res.statusCode, `${filename}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json())).toEqual(['file']);
      expect(res.json().file[0]).toMatch(/^Tipo de archivo no permitido/);
    }
    const en = await t.request({
      method: 'POST',
      url: '/api/file-records/',
      token: t.adminToken,
      lang: 'en',
      ...multipart({ kind: 'document' }, { field: 'file', filename: 'x.pdf', content: elfBytes() }),
    });
    expect(en.json().file[0]).toMatch(/^File type not allowed/);
  });

  it('rejects an oversized file with 400', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(maxBytes + 1024, 0x20)]);
    const res = await uploadFile(t, { filename: 'grande.pdf', content: big });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ file: ['El archivo excede el tamaño máximo de 0.0625 MB.'] });
    // the app still answers afterwards
    expect((await uploadFile(t)).statusCode).toBe(201);
  });

  it('answers 400 without a file, without a kind, or for a JSON body', async () => {
    const noFile = await t.request({
      method: 'POST',
      url: '/api/file-records/',
      token: t.adminToken,
      ...multipart({ kind: 'document' }),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: ['Debe adjuntar un archivo.'] });
    const empty = await uploadFile(t, { content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    const noKind = await t.request({
      method: 'POST',
      url: '/api/file-records/',
      token: t.adminToken,
      ...multipart({}, { field: 'file', filename: 'a.pdf', content: pdfBytes() }),
    });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json()).toEqual({ kind: ['Este campo es obligatorio'] });
    const badOwner = await uploadFile(t, { fields: { owner_id: 'abc', kind: 'Bad Kind!' } });
    expect(badOwner.statusCode).toBe(400);
    expect(Object.keys(badOwner.json()).sort()).toEqual(['kind', 'owner_id']);
    const json = await t.request({
      method: 'POST',
      url: '/api/file-records/',
      token: t.adminToken,
      payload: { kind: 'document' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('keeps path characters out of the stored name', async () => {
    const res = await uploadFile(t, { filename: '../../etc/passwd.pdf' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().original_name).not.toContain('/');
    const download = await t.request({
      method: 'GET',
      url: `/api/file-records/${res.json().id}/download/`,
      token: t.adminToken,
    });
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
  });

  it('answers 401 without a token and 403 without a route that uploads', async () => {
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/file-records/',
      ...multipart({ kind: 'document' }, { field: 'file', filename: 'a.pdf', content: pdfBytes() }),
    });
    expect(anonymous.statusCode).toBe(401);
    const reader = await makeSignedInUser(t, { routes: ['index'] });
    const res = await uploadFile(t, { token: reader.token });
    expect(res.statusCode).toBe(403);
  });
});

describe('list (GET api/file-records/)', () => {
  it("filters a candidate's CVs by kind, owner and file name (the curriculums page)", async () => {
    const candidate = await makeCandidate(t);
    const owner = { owner_type: 'candidate', owner_id: String(candidate.id) };
    const cv = await makeFileRecord(t, { kind: 'cv', filename: 'cv-filtro-lista.pdf', fields: owner });
    await makeFileRecord(t, { kind: 'document', filename: 'otro-filtro-lista.pdf', fields: owner });
    await makeFileRecord(t, { kind: 'cv', filename: 'cv-filtro-lista-sin-dueno.pdf' });
    const res = await t.request({
      method: 'GET',
      url: `/api/file-records/?page=1&kind=cv&owner_type=candidate&owner_id=${candidate.id}`,
      token: t.adminToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((row: { id: number }) => row.id)).toEqual([cv.id]);
    const searched = await t.request({
      method: 'GET',
      url: '/api/file-records/?page=1&kind=cv&owner_type=candidate&search=filtro-lista',
      token: t.adminToken,
    });
    expect(searched.json().data.map((row: { id: number }) => row.id)).toEqual([cv.id]);
  });
});

describe('file scope (docs/domain.md data scope: visible to whoever may see its owner)', () => {
  it('refuses an upload whose owner is unknown, half given or not the uploader to see', async () => {
    const candidate = await makeCandidate(t);
    const clientsOnly = await makeSignedInUser(t, { routes: ['clients-companies'] });
    const cases: Array<[Record<string, string>, string, string | undefined]> = [
      [{ owner_type: 'planet', owner_id: '1' }, 'owner_type', undefined],
      [{ owner_id: String(candidate.id) }, 'owner_type', undefined],
      [{ owner_type: 'candidate' }, 'owner_id', undefined],
      // a clients page does not grant the candidate pool
      [{ owner_type: 'candidate', owner_id: String(candidate.id) }, 'owner_id', clientsOnly.token],
    ];
    for (const [fields, field, token] of cases) {
      const res = await uploadFile(t, { fields, token });
      expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json())).toEqual([field]);
    }
  });

  it("shows the candidate pool's files to users whose routes grant candidates only", async () => {
    const candidate = await makeCandidate(t);
    const cv = await makeFileRecord(t, {
      kind: 'cv',
      fields: { owner_type: 'candidate', owner_id: String(candidate.id) },
    });
    const reader = await makeSignedInUser(t, { routes: ['database-curriculums'] });
    const clientsOnly = await makeSignedInUser(t, { routes: ['clients-companies'] });
    const get = (token: string) =>
      t.request({ method: 'GET', url: `/api/file-records/${cv.id}/download/`, token });
    expect((await get(reader.token)).statusCode).toBe(200);
    expect((await get(clientsOnly.token)).statusCode).toBe(404);
  });
});

describe('download', () => {
  it('downloads with a token, not without one', async () => {
    const file = await makeFileRecord(t, { filename: 'contrato.pdf' });
    const res = await t.request({
      method: 'GET',
      url: `/api/file-records/${file.id}/download/`,
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe("inline; filename*=UTF-8''contrato.pdf");
    expect(res.rawPayload.equals(pdfBytes())).toBe(true);
    const attachment = await t.request({
      method: 'GET',
      url: `/api/file-records/${file.id}/download/?download=1`,
      token: t.adminToken,
    });
    expect(attachment.headers['content-disposition']).toMatch(/^attachment;/);

    const anonymous = await t.request({ method: 'GET', url: `/api/file-records/${file.id}/download/` });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.request({
      method: 'GET',
      url: '/api/file-records/999999/download/',
      token: t.adminToken,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('downloads with a signed link from link/, only for that file and only while valid', async () => {
    const file = await makeFileRecord(t);
    const other = await makeFileRecord(t);
    const link = await t.request({
      method: 'GET',
      url: `/api/file-records/${file.id}/link/`,
      token: t.adminToken,
    });
    expect(link.statusCode).toBe(200);
    const { url, expires_at } = link.json();
    expect(url).toMatch(new RegExp(`^/api/file-records/${file.id}/download/\\?sig=`));
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now());

    const signed = await t.request({ method: 'GET', url });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(pdfBytes())).toBe(true);

    const sig = new URL(url, 'http://x').searchParams.get('sig');
    const reused = await t.request({
      method: 'GET',
      url: `/api/file-records/${other.id}/download/?sig=${sig}`,
    });
    expect(reused.statusCode).toBe(403);
    const expiredSig = t.app.tokens.sign(`file:${file.id}`, Math.floor(Date.now() / 1000) - 10);
    const expired = await t.request({
      method: 'GET',
      url: `/api/file-records/${file.id}/download/?sig=${expiredSig}`,
    });
    expect(expired.statusCode).toBe(403);
    const garbage = await t.request({ method: 'GET', url: `/api/file-records/${file.id}/download/?sig=x.y` });
    expect(garbage.statusCode).toBe(403);

    expect((await t.request({ method: 'GET', url: `/api/file-records/${file.id}/link/` })).statusCode).toBe(
      401,
    );
    const missing = await t.request({
      method: 'GET',
      url: '/api/file-records/999999/link/',
      token: t.adminToken,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a deleted file record is no longer downloadable, and its bytes leave storage', async () => {
    const file = await makeFileRecord(t);
    const path = await storedPath(file.id);
    expect(existsSync(path)).toBe(true);
    // still referenced by a document: 409 and the bytes stay
    const other = await makeFileRecord(t);
    const doc = await t.request({
      method: 'POST',
      url: '/api/vacancy-documents/',
      payload: { candidate: (await makeCandidate(t)).id, document: other.id },
      token: t.adminToken,
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/file-records/${other.id}/`,
      token: t.adminToken,
    });
    expect(refused.statusCode).toBe(409);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/file-records/${file.id}/`,
      token: t.adminToken,
    });
    expect(del.statusCode).toBe(204);
    expect(existsSync(path)).toBe(false);
    const res = await t.request({
      method: 'GET',
      url: `/api/file-records/${file.id}/download/`,
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(404);
  });

  it('a record whose bytes are gone from DATA_DIR/files answers 404, never a 500', async () => {
    const file = await makeFileRecord(t);
    rmSync(await storedPath(file.id));
    const res = await t.request({
      method: 'GET',
      url: `/api/file-records/${file.id}/download/`,
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: expect.any(String) });
  });
});

describe('documents and their files', () => {
  it('deleting the last document of a file deletes the file and its bytes; a shared file stays', async () => {
    const file = await makeFileRecord(t);
    const path = await storedPath(file.id);
    const candidate = (await makeCandidate(t)).id;
    const addDoc = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/api/vacancy-documents/',
          payload: { candidate, document: file.id },
          token: t.adminToken,
        })
      ).json().id;
    const [first, second] = [await addDoc(), await addDoc()];
    const remove = (id: number) =>
      t.request({ method: 'DELETE', url: `/api/vacancy-documents/${id}/`, token: t.adminToken });
    expect((await remove(first)).statusCode).toBe(204);
    const stillThere = await t.request({
      method: 'GET',
      url: `/api/file-records/${file.id}/`,
      token: t.adminToken,
    });
    expect(stillThere.statusCode).toBe(200);
    expect(existsSync(path)).toBe(true);
    expect((await remove(second)).statusCode).toBe(204);
    const gone = await t.request({
      method: 'GET',
      url: `/api/file-records/${file.id}/`,
      token: t.adminToken,
    });
    expect(gone.statusCode).toBe(404);
    expect(existsSync(path)).toBe(false);
  });
});

describe('candidates/{id}/upload_photo/', () => {
  const upload = (id: number, field: string, filename: string, content: Buffer, token = t.adminToken) =>
    t.request({
      method: 'POST',
      url: `/api/candidates/${id}/upload_photo/`,
      token,
      ...multipart({}, { field, filename, content }),
    });

  it('stores the photo (field photo or file) and sets photo_path', async () => {
    const candidate = await makeCandidate(t);
    const res = await upload(candidate.id, 'photo', 'yo.png', pngBytes());
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json();
    expect(row).toMatchObject({ id: candidate.id, photo: 'yo.png' });
    expect(row.photo_path).toBeTypeOf('number');
    const file = await t.request({
      method: 'GET',
      url: `/api/file-records/${row.photo_path}/`,
      token: t.adminToken,
    });
    expect(file.json()).toMatchObject({ kind: 'photo', owner_type: 'candidate', owner_id: candidate.id });
    const bytes = await t.request({
      method: 'GET',
      url: `/api/file-records/${row.photo_path}/download/`,
      token: t.adminToken,
    });
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.equals(pngBytes())).toBe(true);

    const again = await upload(candidate.id, 'file', 'otra.png', pngBytes());
    expect(again.statusCode).toBe(200);
    expect(again.json().photo_path).not.toBe(row.photo_path);
  });

  it('rejects a non-image, a missing candidate and a user without candidate routes', async () => {
    const candidate = await makeCandidate(t);
    const pdf = await upload(candidate.id, 'photo', 'foto.png', pdfBytes());
    expect(pdf.statusCode).toBe(400);
    const wrongField = await upload(candidate.id, 'avatar', 'foto.png', pngBytes());
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ file: ['Debe adjuntar un archivo.'] });
    const missing = await upload(999999, 'photo', 'foto.png', pngBytes());
    expect(missing.statusCode).toBe(404);
    const reader = await makeSignedInUser(t, { routes: ['index'] });
    expect((await upload(candidate.id, 'photo', 'foto.png', pngBytes(), reader.token)).statusCode).toBe(403);
    const shown = await t.request({
      method: 'GET',
      url: `/api/candidates/${candidate.id}/`,
      token: t.adminToken,
    });
    expect(shown.json().photo_path).toBeNull();
  });
});
