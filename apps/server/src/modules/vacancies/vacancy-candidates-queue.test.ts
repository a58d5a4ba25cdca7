import { clas } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  type Body,
  makeCandidate,
  makeCompany,
  makeSignedInUser,
  makeVacancy,
  seedIds,
  unique,
} from '../../test/factories';

/**
 * Candidates of a vacancy closed in bulk (`close_massive_candidate/`, the direct process's rules:
 * all or nothing, hiring one by one) and the medical queue (`/requeriments/medical_admins`: the
 * medical role's page reads the candidates that need the exam, in its scope, and records results).
 */

let t: TestApp;
let rejectReason: number;

beforeAll(async () => {
  t = await buildTestApp();
  rejectReason = (await seedIds(t)).catalog(clas.rejectReasons);
});
afterAll(async () => t?.close());

type Opts = { token?: string; lang?: 'es' | 'en' };
const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: Body, opts: Opts = {}) =>
  t.request({ method, url, payload, token: opts.token ?? t.adminToken, lang: opts.lang });
const vc = (name: string, body: Body, opts: Opts = {}) =>
  send('POST', `/api/vacancy-candidates/${name}/`, body, opts);
const bulk = (body: Body, opts: Opts = {}) => vc('close_massive_candidate', body, opts);
const readVacancy = async (id: unknown) => (await send('GET', `/api/vacancies/${id}/`)).json() as ApiRow;
const readCandidate = async (id: unknown) =>
  (await send('GET', `/api/vacancy-candidates/${id}/`)).json() as ApiRow;

/** A vacancy its approvers said yes to: Pending, stage Approved (the approval is tested elsewhere). */
async function approvedVacancy(over: Body = {}) {
  const vacancy = await makeVacancy(t, { vacancy_type: 'shelter', ...over });
  await t.database.db.execute(sql`
    update vacancies set status = 'Pending', approved_at = now(),
           current_status = (select id from vacancy_status where name = 'Approved')
     where id = ${vacancy.id}`);
  return vacancy;
}

async function assign(vacancy: unknown, names = unique('Persona')) {
  const ids = await seedIds(t);
  const candidate = await makeCandidate(t, { category: ids.category.ADMINISTRATIVE, names });
  const res = await vc('assign_candidate', { vacancy, candidate: candidate.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ApiRow;
}

const viable = async (id: unknown, is_viable = true) =>
  expect((await send('PUT', `/api/vacancy-candidates/${id}/`, { is_viable })).statusCode).toBe(200);

describe('closing candidates of a vacancy in bulk', () => {
  it('closes every selected candidate with the single close’s rules', async () => {
    const vacancy = await approvedVacancy();
    const first = await assign(vacancy.id);
    const second = await assign(vacancy.id);
    await viable(first.id);
    await viable(second.id, false);
    const res = await bulk({
      ids: [first.id, second.id, first.id],
      status: 'Rejected',
      reject_reason: rejectReason,
      follow_up: 'Perfil distinto',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    for (const id of [first.id, second.id])
      expect(await readCandidate(id)).toMatchObject({
        status: 'Rejected',
        reject_reason: rejectReason,
        follow_up: 'Perfil distinto',
      });
    const summary = await send('GET', `/api/vacancy-candidates/get_summary_status/?vacancy=${vacancy.id}`);
    expect(summary.json()).toMatchObject({ Pending: 0, Rejected: 2 });
  });

  it('is all or nothing: one refused candidate is named and nothing moves', async () => {
    const vacancy = await approvedVacancy({ quantity: 1 });
    const ready = await assign(vacancy.id);
    const unanswered = await assign(vacancy.id, unique('Sinrespuesta'));
    await viable(ready.id);
    const refused = await bulk({ ids: [ready.id, unanswered.id], status: 'NotAttend' }, { lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Sinrespuesta');
    expect(await readCandidate(ready.id)).toMatchObject({ status: 'Pending' });

    // two acceptances for one position: the second is beyond the quantity, so neither happens
    await viable(unanswered.id);
    const beyond = await bulk({ ids: [ready.id, unanswered.id], status: 'Accepted' });
    expect(beyond.statusCode).toBe(409);
    expect((await readCandidate(ready.id)).status).toBe('Pending');
    expect((await readVacancy(vacancy.id)).status).toBe('Pending');

    // drafts are never closed; a candidate answered not viable is never accepted
    const draft = await vc('save_draft_candidate', {
      vacancy: vacancy.id,
      candidate: (await makeCandidate(t, { category: (await seedIds(t)).category.ADMINISTRATIVE })).id,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await bulk({ ids: [ready.id, draft.json().id], status: 'NotAttend' })).statusCode).toBe(409);
    await viable(unanswered.id, false);
    expect((await bulk({ ids: [unanswered.id], status: 'Accepted' })).statusCode).toBe(409);
  });

  it('refuses bad input with field messages: hiring is one by one, rejecting needs a reason', async () => {
    const vacancy = await approvedVacancy();
    const row = await assign(vacancy.id);
    await viable(row.id);
    const hire = await bulk({ ids: [row.id], status: 'Hired', employee_code: 'E-1' });
    expect(hire.statusCode).toBe(400);
    expect(hire.json().status).toBeDefined();
    const reject = await bulk({ ids: [row.id], status: 'Rejected' });
    expect(reject.statusCode).toBe(400);
    expect(reject.json().reject_reason).toBeDefined();
    expect((await bulk({ ids: [], status: 'Accepted' })).statusCode).toBe(400);
    const wrongReason = await bulk({ ids: [row.id], status: 'Rejected', reject_reason: 999999 });
    expect(wrongReason.statusCode).toBe(400);
    expect((await readCandidate(row.id)).status).toBe('Pending');
  });

  it('accepts up to the quantity in bulk; the last hire completes the vacancy and ends the others', async () => {
    const vacancy = await approvedVacancy({ quantity: 2 });
    const a = await assign(vacancy.id);
    const b = await assign(vacancy.id);
    const c = await assign(vacancy.id);
    for (const row of [a, b, c]) await viable(row.id);
    const accepted = await bulk({ ids: [a.id, b.id], status: 'Accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await bulk({ ids: [c.id], status: 'Accepted' })).statusCode).toBe(409);

    for (const [index, row] of [a, b].entries()) {
      const hired = await vc('close_candidate', { id: row.id, status: 'Hired', employee_code: unique('E') });
      expect(hired.statusCode, hired.body).toBe(200);
      expect((await readVacancy(vacancy.id)).status).toBe(index === 0 ? 'Pending' : 'Complete');
    }
    expect(await readVacancy(vacancy.id)).toMatchObject({
      status: 'Complete',
      hired: 2,
      stage_name: 'Closed',
    });
    expect((await readCandidate(c.id)).status).toBe('Rejected');
    // nothing is left to close in a completed vacancy
    expect((await bulk({ ids: [c.id], status: 'Rejected', reject_reason: rejectReason })).statusCode).toBe(
      409,
    );
  });

  it('answers 404 for another company’s candidate and needs process_candidates', async () => {
    const company = await makeCompany(t);
    const own = await approvedVacancy({ company: company.id });
    const foreign = await approvedVacancy();
    const mine = await assign(own.id);
    const theirs = await assign(foreign.id);
    await viable(mine.id);
    await viable(theirs.id);
    const routes = ['requeriments-shelter-id_vacancy-candidates'];
    const recruiter = await makeSignedInUser(t, {
      routes,
      permissions: ['process_candidates'],
      companies: [company.id],
    });
    const mixed = await bulk({ ids: [mine.id, theirs.id], status: 'NotAttend' }, { token: recruiter.token });
    expect(mixed.statusCode).toBe(404);
    expect((await readCandidate(mine.id)).status).toBe('Pending');
    expect((await readCandidate(theirs.id)).status).toBe('Pending');

    const viewer = await makeSignedInUser(t, { routes, permissions: [], companies: [company.id] });
    expect((await bulk({ ids: [mine.id], status: 'NotAttend' }, { token: viewer.token })).statusCode).toBe(
      403,
    );
    const done = await bulk({ ids: [mine.id], status: 'NotAttend' }, { token: recruiter.token });
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('the medical queue', () => {
  /** The seeded medical role (routes: the queue and the direct status pages; permission medical_service). */
  async function medicalRoleId() {
    const roles = (await send('GET', '/api/roles/?short=medical')).json() as ApiRow[];
    const role = roles.find((row) => row.short === 'medical');
    if (!role) throw new Error('the seeded medical role is missing');
    return role.id as number;
  }

  /** Two companies, each with a vacancy: candidates needing the exam and one that does not. */
  async function queueData() {
    const [mine, other] = [await makeCompany(t), await makeCompany(t)];
    const own = await approvedVacancy({ company: mine.id });
    const foreign = await approvedVacancy({ company: other.id });
    const needs = await assign(own.id);
    const plain = await assign(own.id);
    const elsewhere = await assign(foreign.id);
    for (const row of [needs, elsewhere])
      expect((await vc('update_require_medical', { id: row.id, require_medical: true })).statusCode).toBe(
        200,
      );
    return { mine, other, needs, plain, elsewhere };
  }

  const queue = async (token: string, filters = '') =>
    send('GET', `/api/vacancy-candidates/?require_medical=true&is_draft=false${filters}`, undefined, {
      token,
    });

  it('shows the medical user the candidates needing the exam in its companies, and records results', async () => {
    const data = await queueData();
    const medical = await makeSignedInUser(t, {
      companies: [data.mine.id],
      over: { roles: [await medicalRoleId()] },
    });
    const listed = await queue(medical.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json() as ApiRow[];
    expect(rows.map((row) => row.id)).toEqual([data.needs.id]);
    expect(rows[0]).toMatchObject({ company_name: expect.any(String), vacancy_code: expect.any(String) });

    // the exam on an earlier day, with notes; the queue filters by result and date
    const recorded = await vc(
      'update_medical_service',
      { id: data.needs.id, medical_status: 'recommended', medical_notes: 'Apto', medical_date: '2026-11-02' },
      { token: medical.token },
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({
      medical_status: 'recommended',
      medical_notes: 'Apto',
      medical_user_name: expect.any(String),
    });
    expect(new Date(String(recorded.json().medical_date)).toISOString().slice(0, 10)).toBe('2026-11-02');
    const byResult = await queue(medical.token, '&medical_status=recommended');
    expect((byResult.json() as ApiRow[]).map((row) => row.id)).toEqual([data.needs.id]);
    const pending = await queue(medical.token, '&medical_status=null');
    expect(pending.json()).toEqual([]);
    const inRange = await queue(
      medical.token,
      '&medical_date__gte=2026-11-01&medical_date__lte=2026-11-03T23:59:59.999',
    );
    expect((inRange.json() as ApiRow[]).length).toBe(1);
    const outOfRange = await queue(medical.token, '&medical_date__gte=2026-11-03');
    expect(outOfRange.json()).toEqual([]);

    const future = await vc(
      'update_medical_service',
      { id: data.needs.id, medical_status: 'recommended', medical_date: '2999-01-01' },
      { token: medical.token },
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().medical_date).toBeDefined();
    // another company's candidate is not there to record
    expect(
      (
        await vc(
          'update_medical_service',
          { id: data.elsewhere.id, medical_status: 'recommended' },
          { token: medical.token },
        )
      ).statusCode,
    ).toBe(404);
    // the queue grants nothing else of the vacancies, and no follow-up action
    expect((await send('GET', '/api/vacancies/', undefined, { token: medical.token })).statusCode).toBe(403);
    expect(
      (await bulk({ ids: [data.needs.id], status: 'NotAttend' }, { token: medical.token })).statusCode,
    ).toBe(403);
  });

  it('needs the medical role: the page’s route alone grants nothing', async () => {
    const data = await queueData();
    const routeOnly = await makeSignedInUser(t, {
      routes: ['requeriments-medical_admins'],
      permissions: ['medical_service'],
      companies: [data.mine.id],
    });
    expect((await queue(routeOnly.token)).statusCode).toBe(403);
    expect(
      (
        await vc(
          'update_medical_service',
          { id: data.needs.id, medical_status: 'recommended' },
          { token: routeOnly.token },
        )
      ).statusCode,
    ).toBe(403);
  });

  it('keeps a recruiter asking for the same filter within its scope', async () => {
    const data = await queueData();
    const recruiter = await makeSignedInUser(t, {
      routes: ['requeriments-shelter-id_vacancy-candidates'],
      companies: [data.mine.id],
    });
    const listed = await queue(recruiter.token);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as ApiRow[]).map((row) => row.id)).toEqual([data.needs.id]);
    // the superuser sees both companies'
    const all = (await queue(t.adminToken)).json() as ApiRow[];
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([data.needs.id, data.elsewhere.id]));
    expect(all.map((row) => row.id)).not.toContain(data.plain.id);
  });
});
