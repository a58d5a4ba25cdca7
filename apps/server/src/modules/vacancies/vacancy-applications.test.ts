import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  clientAddress,
  makeCandidate,
  makeCompany,
  makeSignedInUser,
  makeVacancy,
  multipart,
  pdfBytes,
  unique,
} from '../../test/factories';

/**
 * A public application never writes to a known candidate's record (issue 27 #1, docs/decisions.md
 * 'Public applications never write to a known candidate'): it waits as an application with the data
 * as typed and its CV, which a recruiter of the vacancy's company merges or keeps apart.
 */

let t: TestApp;
let company: ApiRow;
let vacancy: ApiRow;
const routes = ['requeriments-shelter-id_vacancy-candidates'];

beforeAll(async () => {
  t = await buildTestApp();
  company = await makeCompany(t, { custom_url: unique('maquila-').toLowerCase() });
  vacancy = await published();
});
afterAll(async () => t?.close());

async function published() {
  const row = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id });
  await t.database.db.execute(
    sql`update vacancies set status = 'Pending', approved_at = now() where id = ${row.id}`,
  );
  return row;
}

const apply = (fields: Record<string, string>, filename = 'cv-intruso.pdf') =>
  t.request({
    method: 'POST',
    url: '/api/vacancies/apply/',
    lang: 'es',
    remoteAddress: clientAddress(),
    ...multipart(
      { vacancy: String(vacancy.id), consent: 'true', ...fields },
      { field: 'file', filename, content: pdfBytes() },
    ),
  });

/** A live candidate with contact data, and an application that names them by e-mail and phone. */
async function knownPerson() {
  const email = `${unique('k').toLowerCase()}@example.com`;
  const phone = `81${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const known = await makeCandidate(t, { names: 'Marta', last_name: 'Garza', email, phone_number: phone });
  return { known, email, phone };
}

const candidateRow = async (id: number) =>
  (
    await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select names, last_name, second_name, curp, rfc, email, phone_number, birthdate, city, state, updated_at
            from candidates where id = ${id}`,
    )
  )[0];
const candidateFiles = (id: number) =>
  queryRows<{ id: number }>(
    t.database.db,
    sql`select id from file_records where owner_type = 'candidate' and owner_id = ${id}
        union all select document as id from vacancy_documents where candidate = ${id}`,
  );
const draftOf = async (candidate: number) =>
  (
    await queryRows<{ id: number; candidate: number; is_draft: boolean }>(
      t.database.db,
      sql`select id, candidate, is_draft from vacancy_candidates where vacancy = ${vacancy.id} and candidate = ${candidate}`,
    )
  )[0];

/** The audit rows of an action about a candidate (docs/domain.md#audit-log). */
const auditOf = (action: string, candidate: number) =>
  queryRows<{ user: number | null; details: Record<string, unknown> }>(
    t.database.db,
    sql`select "user", details from audit_logs where action = ${action} and target_type = 'candidates' and target_id = ${candidate}`,
  );

const applications = (id: number, token = t.adminToken) =>
  t.request({ method: 'GET', url: `/api/vacancy-candidates/${id}/applications/`, token });
const act = (action: string, payload: Record<string, unknown>, token = t.adminToken) =>
  t.request({ method: 'POST', url: `/api/vacancy-candidates/${action}/`, payload, token });

describe('an application that matches a known candidate', () => {
  it('leaves the candidate’s record and files untouched and keeps the typed data and CV on the application', async () => {
    const { known, email, phone } = await knownPerson();
    const before = await candidateRow(known.id);
    const res = await apply({
      names: 'Intruso',
      last_name: 'Anónimo',
      email,
      phone_number: phone,
      city: 'Monterrey',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await candidateRow(known.id)).toEqual(before);
    // before the fix the CV became the candidate's file and one of their documents in the vacancy
    expect(await candidateFiles(known.id)).toEqual([]);

    const draft = await draftOf(known.id);
    expect(draft?.is_draft).toBe(true);
    const shown = await t.request({
      method: 'GET',
      url: `/api/vacancy-candidates/${draft!.id}/`,
      token: t.adminToken,
    });
    expect(shown.json()).toMatchObject({
      candidate: known.id,
      is_draft: true,
      has_pending_application: true,
    });
    const list = await applications(draft!.id);
    expect(list.statusCode, list.body).toBe(200);
    const [application] = list.json() as Array<Record<string, unknown>>;
    expect(application).toMatchObject({
      vacancy: vacancy.id,
      vacancy_candidate: draft!.id,
      candidate: known.id,
      resolution: 'pending',
      cv_name: 'cv-intruso.pdf',
      typed: { names: 'Intruso', last_name: 'Anónimo', email, phone_number: phone, city: 'Monterrey' },
      current: { names: 'Marta', last_name: 'Garza', email, phone_number: phone, city: null },
    });
    // the CV follows the vacancy's scope: the vacancy's users download it
    const file = await t.request({
      method: 'GET',
      url: `/api/file-records/${application?.cv}/download/`,
      token: t.adminToken,
    });
    expect(file.statusCode).toBe(200);

    // the draft is not assigned until the application is reviewed
    const assign = await act('assign_candidate', { vacancy: vacancy.id, candidate: known.id });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().detail).toMatch(/Revise primero la solicitud pública/);
  });

  it('merge takes only the chosen typed values and adds the CV to the candidate’s documents', async () => {
    const { known, email, phone } = await knownPerson();
    await apply({ names: 'Martha', last_name: 'Garza', second_name: 'Leal', email, phone_number: phone });
    const draft = await draftOf(known.id);
    const [application] = (await applications(draft!.id)).json() as Array<{ id: number; cv: number }>;
    const merged = await act('merge_application', { id: application!.id, fields: ['second_name'] });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      id: draft!.id,
      candidate: known.id,
      is_draft: true,
      has_pending_application: false,
    });
    expect(await candidateRow(known.id)).toMatchObject({ names: 'Marta', second_name: 'Leal' });
    expect((await candidateFiles(known.id)).map((f) => f.id)).toEqual([application!.cv, application!.cv]);
    const [after] = (await applications(draft!.id)).json() as Array<Record<string, unknown>>;
    expect(after).toMatchObject({ resolution: 'merged' });
    // who let anonymous input into the record, and which fields
    const [audit] = await auditOf('application_merged', known.id);
    expect(audit?.user).not.toBeNull();
    expect(audit?.details).toMatchObject({ application: application!.id, fields: ['second_name'] });
    // reviewed once; then the draft is assigned as before
    expect((await act('merge_application', { id: application!.id, fields: [] })).statusCode).toBe(409);
    const assign = await act('assign_candidate', { vacancy: vacancy.id, candidate: known.id });
    expect(assign.statusCode, assign.body).toBe(201);
  });

  it('keep separate creates a new candidate from the typed data, who takes the draft', async () => {
    const { known, email, phone } = await knownPerson();
    const before = await candidateRow(known.id);
    await apply({ names: 'Hija', last_name: 'Garza', email, phone_number: phone });
    const draft = await draftOf(known.id);
    const [application] = (await applications(draft!.id)).json() as Array<{ id: number; cv: number }>;
    const kept = await act('separate_application', { id: application!.id });
    expect(kept.statusCode, kept.body).toBe(200);
    const row = kept.json() as { id: number; candidate: number; is_draft: boolean };
    expect(row).toMatchObject({ id: draft!.id, is_draft: true });
    expect(row.candidate).not.toBe(known.id);
    expect(await candidateRow(row.candidate)).toMatchObject({ names: 'Hija', email, phone_number: phone });
    expect((await candidateFiles(row.candidate)).map((f) => f.id)).toContain(application!.cv);
    expect(await candidateRow(known.id)).toEqual(before);
    expect(await candidateFiles(known.id)).toEqual([]);
    const [audit] = await auditOf('application_separated', row.candidate);
    expect(audit?.details).toMatchObject({ application: application!.id, matched_candidate: known.id });
    expect((await act('separate_application', { id: application!.id })).statusCode).toBe(409);
  });

  it('cannot keep apart an application whose CURP is the matched candidate’s (409: merge it)', async () => {
    const known = await makeCandidate(t, { curp: 'GAMM800101MNLRRR09' });
    expect(
      (
        await apply({
          names: 'Otra',
          last_name: 'Persona',
          curp: 'GAMM800101MNLRRR09',
          email: 'otra@example.com',
          phone_number: '8100000001',
        })
      ).statusCode,
    ).toBe(202);
    const draft = await draftOf(known.id);
    const [application] = (await applications(draft!.id)).json() as Array<{ id: number }>;
    const kept = await act('separate_application', { id: application!.id });
    expect(kept.statusCode).toBe(409);
  });

  it('another company’s recruiter gets 404 on the applications, merge and keep separate', async () => {
    const { known, email, phone } = await knownPerson();
    await apply({ names: 'Intruso', last_name: 'Anónimo', email, phone_number: phone });
    const draft = await draftOf(known.id);
    const [application] = (await applications(draft!.id)).json() as Array<{ id: number }>;
    const other = await makeCompany(t);
    const outsider = await makeSignedInUser(t, { routes, companies: [other.id] });
    expect((await applications(draft!.id, outsider.token)).statusCode).toBe(404);
    expect(
      (await act('merge_application', { id: application!.id, fields: ['names'] }, outsider.token)).statusCode,
    ).toBe(404);
    expect((await act('separate_application', { id: application!.id }, outsider.token)).statusCode).toBe(404);
    // the vacancy's own company's recruiter sees it
    const insider = await makeSignedInUser(t, { routes, companies: [company.id] });
    expect((await applications(draft!.id, insider.token)).statusCode).toBe(200);
    expect((await candidateRow(known.id))?.names).toBe('Marta');
  });
});
