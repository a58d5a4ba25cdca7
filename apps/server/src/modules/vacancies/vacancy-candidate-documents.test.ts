import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  makeCompany,
  makeSentVacancy,
  makeSignedInUser,
  makeVacancyCandidate,
  multipart,
  pdfBytes,
} from '../../test/factories';

/**
 * upload_documents (issue 14): a document about a candidate in a vacancy — stored with its row in one
 * step, listed with the vacancy's documents, refused without the permission, outside the scope and
 * for what is not a document (docs/decisions.md#vacancy-candidates-issue-14).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const routes = ['requeriments-shelter-id_vacancy-candidates'];

const upload = (
  fields: Record<string, string>,
  opts: { token?: string; content?: Buffer | null; filename?: string } = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/vacancy-candidates/upload_documents/',
    token: opts.token ?? t.adminToken,
    ...multipart(
      fields,
      opts.content === null
        ? undefined
        : { field: 'file', filename: opts.filename ?? 'constancia.pdf', content: opts.content ?? pdfBytes() },
    ),
  });

async function candidateInVacancy() {
  const company = await makeCompany(t);
  const vacancy = await makeSentVacancy(t, { company: company.id, vacancy_type: 'shelter' });
  const row = await makeVacancyCandidate(t, { vacancy: vacancy.id });
  return { company, vacancy, row };
}

describe('upload_documents', () => {
  it('stores the file with a document row naming the vacancy and the candidate, with its notes', async () => {
    const { vacancy, row } = await candidateInVacancy();
    const res = await upload({ id: String(row.id), notes: '  Constancia de estudios  ' });
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json() as ApiRow;
    expect(document).toMatchObject({
      vacancy: vacancy.id,
      candidate: row.candidate,
      original_name: 'constancia.pdf',
      extension: 'pdf',
      notes: 'Constancia de estudios',
    });
    const listed = (
      await t.request({
        method: 'GET',
        url: `/api/vacancy-documents/?vacancy=${vacancy.id}&candidate=${row.candidate}`,
        token: t.adminToken,
      })
    ).json() as ApiRow[];
    expect(listed.map((d) => d.id)).toEqual([document.id]);
    const file = (
      await t.request({ method: 'GET', url: `/api/file-records/${document.document}/`, token: t.adminToken })
    ).json() as ApiRow;
    expect(file).toMatchObject({ owner_type: 'vacancy', owner_id: vacancy.id, kind: 'document' });
  });

  it('answers 400 on the field for a missing file, a broken body, a wrong type or a bad id', async () => {
    const { row } = await candidateInVacancy();
    const missing = await upload({ id: String(row.id) }, { content: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('file');
    const wrongType = await upload(
      { id: String(row.id) },
      { content: Buffer.from('MZ\x90\x00 not a document') },
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toHaveProperty('file');
    const badId = await upload({ id: 'abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toHaveProperty('id');
    const nul = await upload({ id: String(row.id), notes: 'nota\u0000' });
    expect(nul.statusCode).toBe(400);
    const broken = await t.request({
      method: 'POST',
      url: '/api/vacancy-candidates/upload_documents/',
      token: t.adminToken,
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBe(400);
    const rows = (
      await t.request({
        method: 'GET',
        url: `/api/vacancy-documents/?candidate=${row.candidate}`,
        token: t.adminToken,
      })
    ).json() as ApiRow[];
    expect(rows).toEqual([]);
  });

  it('needs process_candidates (403) and a vacancy in the caller scope (404)', async () => {
    const { company, row } = await candidateInVacancy();
    const medical = await makeSignedInUser(t, {
      routes,
      permissions: ['medical_service'],
      companies: [company.id],
    });
    expect((await upload({ id: String(row.id) }, { token: medical.token })).statusCode).toBe(403);
    const outsider = await makeSignedInUser(t, {
      routes,
      permissions: ['process_candidates'],
      companies: [(await makeCompany(t)).id],
    });
    expect((await upload({ id: String(row.id) }, { token: outsider.token })).statusCode).toBe(404);
    const insider = await makeSignedInUser(t, {
      routes,
      permissions: ['process_candidates'],
      companies: [company.id],
    });
    expect((await upload({ id: String(row.id) }, { token: insider.token })).statusCode).toBe(201);
  });
});
