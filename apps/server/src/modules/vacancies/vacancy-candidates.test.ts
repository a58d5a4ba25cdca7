import { clas } from '@rp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema/index';
import { adminCredentials, buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  type Body,
  makeCandidate,
  makeCompany,
  makeRequirement,
  makeSignedInUser,
  makeVacancy,
  post,
  seedIds,
  unique,
} from '../../test/factories';
import { printed } from '../../test/pdf-text';
import { loadActor } from '../auth/auth.service';
import { loadOfferLetter, offerLetterDefinition } from './offer-letter';

/**
 * Candidates of a vacancy (issue 14, docs/decisions.md#vacancy-candidates-issue-14): assignment and
 * drafts, viability before closing, the direct process's transitions, the pre-hire medical gate,
 * working stages with history, counters and completion, permissions and scope.
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
const readVacancy = async (id: unknown) => (await send('GET', `/api/vacancies/${id}/`)).json() as ApiRow;
const readCandidate = async (id: unknown) =>
  (await send('GET', `/api/vacancy-candidates/${id}/`)).json() as ApiRow;

/**
 * A vacancy approved by its approvers (the approval by key is tested in vacancies.test.ts): Pending,
 * stage Approved, `approved_at` set.
 */
async function approvedVacancy(over: Body = {}) {
  const vacancy = await makeVacancy(t, { vacancy_type: 'shelter', ...over });
  await t.database.db.execute(sql`
    update vacancies set status = 'Pending', approved_at = now(),
           current_status = (select id from vacancy_status where name = 'Approved')
     where id = ${vacancy.id}`);
  return vacancy;
}

async function adminCandidate() {
  const ids = await seedIds(t);
  return makeCandidate(t, { category: ids.category.ADMINISTRATIVE });
}

async function assign(vacancy: unknown, candidate?: unknown, opts: Opts = {}) {
  const res = await vc(
    'assign_candidate',
    {
      vacancy,
      candidate: candidate ?? (await adminCandidate()).id,
      interview_date: '2026-12-01',
      interview_time: '10:00',
    },
    opts,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ApiRow;
}

const viable = (id: unknown, is_viable = true) =>
  send('PUT', `/api/vacancy-candidates/${id}/`, { is_viable });

async function stageId(name: string) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from vacancy_candidate_status where name = ${name}`,
  );
  return row!.id;
}

describe('assignment and drafts', () => {
  it('assigns only to an approved Pending vacancy; the first one moves the stage to Recruiting', async () => {
    const fresh = await makeVacancy(t, { vacancy_type: 'shelter' });
    const early = await vc(
      'assign_candidate',
      { vacancy: fresh.id, candidate: (await adminCandidate()).id },
      { lang: 'en' },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('The vacancy takes candidates only once it is approved and pending.');

    const vacancy = await approvedVacancy({ quantity: 2 });
    const row = await assign(vacancy.id);
    expect(row).toMatchObject({
      status: 'Pending',
      is_draft: false,
      is_viable: null,
      interview_date: '2026-12-01',
      interview_time: '10:00',
      vacancy_code: vacancy.code,
      candidate_name: expect.any(String),
    });
    const read = await readVacancy(vacancy.id);
    expect(read).toMatchObject({ stage_name: 'Recruiting', total_candidates: 1, hired: 0 });
    expect(read.recruited_at).toEqual(expect.any(String));
  });

  it('mails an interview invitation with an .ics event at the interview’s local time', async () => {
    const vacancy = await approvedVacancy({ position: 'Analista de nóminas' });
    const email = `${unique('inv').toLowerCase()}@example.com`;
    const ids = await seedIds(t);
    const person = await makeCandidate(t, { category: ids.category.ADMINISTRATIVE, email });
    await assign(vacancy.id, person.id);
    const [mail] = await queryRows<{
      template: string;
      subject: string;
      attachments: Array<{ filename: string; content: string }>;
    }>(t.database.db, sql`select template, subject, attachments from mail_outbox where recipient = ${email}`);
    expect(mail).toMatchObject({ template: 'interview_invitation' });
    expect(mail?.subject).toContain('Analista de nóminas');
    const ics = Buffer.from(mail?.attachments[0]?.content ?? '', 'base64').toString('utf8');
    expect(mail?.attachments[0]?.filename).toBe('entrevista.ics');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('METHOD:REQUEST');
    // at that time in the company's time zone (APP_TIME_ZONE), not a floating time
    expect(ics).toMatch(/DTSTART;TZID=America\/Mexico_City:20261201T100000\r?\n/);
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toMatch(/TZOFFSETTO:-0600/);
    expect(ics).not.toMatch(/DTSTART:2026/);
    expect(ics).toContain('Analista de nóminas');
  });

  it('refuses blacklisted candidates and candidates in process in either process, naming the vacancy', async () => {
    const vacancy = await approvedVacancy({ quantity: 3 });
    const listed = await adminCandidate();
    await post(t, '/api/black-list/', {
      candidate: listed.id,
      reason: (await seedIds(t)).catalog(clas.blackListReasons),
      note: 'Abandono',
    });
    expect((await vc('assign_candidate', { vacancy: vacancy.id, candidate: listed.id })).statusCode).toBe(
      409,
    );

    const busy = await adminCandidate();
    await assign(vacancy.id, busy.id);
    const again = await vc('assign_candidate', { vacancy: vacancy.id, candidate: busy.id }, { lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`The candidate is already in process in vacancy ${vacancy.code}.`);

    // the direct process refuses a candidate in process in a vacancy too
    const req = (await makeRequirement(t)) as ApiRow & { items: ApiRow[] };
    const direct = await send('POST', '/api/requeriment-candidates/assign_candidate/', {
      requeriment: req.items[0]?.id,
      candidate: busy.id,
      interview_date: '2026-12-02',
      interview_time: '09:00',
    });
    expect(direct.statusCode).toBe(409);

    const missing = await vc('assign_candidate', { vacancy: 999999, candidate: busy.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().vacancy).toBeDefined();
  });

  it('keeps one draft per pair, not counted, and turns it into the assignment', async () => {
    const vacancy = await approvedVacancy();
    const candidate = await adminCandidate();
    const first = await vc('save_draft_candidate', {
      vacancy: vacancy.id,
      candidate: candidate.id,
      own_car: true,
      key_experience: 'Cierres contables',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ is_draft: true, own_car: true });
    const second = await vc('save_draft_candidate', {
      vacancy: vacancy.id,
      candidate: candidate.id,
      last_company: 'Maquila del Norte',
    });
    expect(second.json()).toMatchObject({
      id: first.json().id,
      own_car: true,
      last_company: 'Maquila del Norte',
    });
    const badLevel = await vc('save_draft_candidate', {
      vacancy: vacancy.id,
      candidate: candidate.id,
      english_level: rejectReason,
    });
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.json().english_level).toBeDefined();
    expect((await readVacancy(vacancy.id)).total_candidates).toBe(0);
    expect((await vc('close_candidate', { id: first.json().id, status: 'Accepted' })).statusCode).toBe(409);

    const assigned = await assign(vacancy.id, candidate.id);
    expect(assigned).toMatchObject({ id: first.json().id, is_draft: false, own_car: true });
    expect((await readVacancy(vacancy.id)).total_candidates).toBe(1);
    const draftAgain = await vc('save_draft_candidate', { vacancy: vacancy.id, candidate: candidate.id });
    expect(draftAgain.statusCode).toBe(409);
    // only a draft is removed
    expect((await send('DELETE', `/api/vacancy-candidates/${assigned.id}/`)).statusCode).toBe(409);
    const other = await vc('save_draft_candidate', {
      vacancy: vacancy.id,
      candidate: (await adminCandidate()).id,
    });
    expect((await send('DELETE', `/api/vacancy-candidates/${other.json().id}/`)).statusCode).toBe(204);
  });
});

describe('closing, the medical gate and completion', () => {
  it('asks for viability first; a candidate who is not viable is only rejected', async () => {
    const vacancy = await approvedVacancy();
    const row = await assign(vacancy.id);
    const unanswered = await vc('close_candidate', { id: row.id, status: 'Accepted' }, { lang: 'en' });
    expect(unanswered.statusCode).toBe(409);
    expect(unanswered.json().detail).toBe('Indicate whether the candidate is viable.');
    await viable(row.id, false);
    expect((await vc('close_candidate', { id: row.id, status: 'Accepted' })).statusCode).toBe(409);
    const noReason = await vc('close_candidate', { id: row.id, status: 'Rejected' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await vc('close_candidate', {
      id: row.id,
      status: 'Rejected',
      reject_reason: rejectReason,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'Rejected', reject_reason: rejectReason });
    const final = await vc('close_candidate', { id: row.id, status: 'Accepted' });
    expect(final.statusCode).toBe(409);
  });

  it('hires past the medical gate with an employee number; the last position completes the vacancy', async () => {
    const vacancy = await approvedVacancy({ quantity: 1 });
    const chosen = await assign(vacancy.id);
    const runnerUp = await assign(vacancy.id);
    await viable(chosen.id);
    expect((await vc('close_candidate', { id: chosen.id, status: 'Accepted' })).statusCode).toBe(200);
    await viable(runnerUp.id);
    // one position: a second acceptance is beyond the quantity
    expect((await vc('close_candidate', { id: runnerUp.id, status: 'Accepted' })).statusCode).toBe(409);

    expect((await vc('update_require_medical', { id: chosen.id, require_medical: true })).statusCode).toBe(
      200,
    );
    const gated = await vc(
      'close_candidate',
      { id: chosen.id, status: 'Hired', employee_code: unique('E') },
      { lang: 'en' },
    );
    expect(gated.statusCode).toBe(409);
    expect(gated.json().detail).toMatch(/medical exam/);
    expect((await vc('close_candidate', { id: chosen.id, status: 'Hired' })).statusCode).toBe(400);
    const medical = await vc('update_medical_service', {
      id: chosen.id,
      medical_status: 'recommended',
      medical_notes: 'Apto',
    });
    expect(medical.json()).toMatchObject({
      medical_status: 'recommended',
      medical_user_name: expect.any(String),
    });

    const employee = unique('E').slice(0, 12);
    const hired = await vc('close_candidate', { id: chosen.id, status: 'Hired', employee_code: employee });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(hired.json()).toMatchObject({ status: 'Hired', hired_at: expect.any(String) });
    const person = (await send('GET', `/api/candidates/${chosen.candidate}/`)).json();
    expect(person.employee_code).toBe(employee);

    const done = await readVacancy(vacancy.id);
    expect(done).toMatchObject({ status: 'Complete', stage_name: 'Closed', hired: 1, hired_candidates: 1 });
    expect(done.closed_at).toEqual(expect.any(String));
    // the candidate still in progress ends "Positions covered"
    expect(await readCandidate(runnerUp.id)).toMatchObject({ status: 'Rejected' });

    const summary = await send('GET', `/api/vacancy-candidates/get_summary_status/?vacancy=${vacancy.id}`);
    expect(summary.json()).toEqual({ Pending: 0, Accepted: 0, Rejected: 1, Hired: 1, NotAttend: 0 });

    const late = await vc('update_integration', {
      id: chosen.id,
      integration_date: '2026-12-07',
      integration_notes: 'Inducción el lunes',
    });
    expect(late.json()).toMatchObject({
      integration_date: '2026-12-07',
      integration_notes: 'Inducción el lunes',
    });
    expect(
      (await vc('update_integration', { id: runnerUp.id, integration_date: '2026-12-07' })).statusCode,
    ).toBe(409);
  });

  it('moves working stages with a history row, never to one of the five statuses', async () => {
    const vacancy = await approvedVacancy();
    const row = await assign(vacancy.id);
    const hr = await stageId('HR interview');
    const moved = await vc('update_candidate_status', { id: row.id, current_status: hr, comments: 'Buena' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ current_status: hr, stage_name: 'HR interview' });
    const history = await send('GET', `/api/vacancy-candidate-history/?vacancy_candidate=${row.id}`);
    expect(history.json()).toEqual([expect.objectContaining({ status: hr, comments: 'Buena' })]);
    const status = await vc('update_candidate_status', {
      id: row.id,
      current_status: await stageId('Pending'),
    });
    expect(status.statusCode).toBe(400);
    expect(status.json().current_status).toBeDefined();

    const timeline = await send('POST', '/api/vacancies/get_timeline/', { id: vacancy.id }, { lang: 'en' });
    expect(timeline.json()).toContainEqual(
      expect.objectContaining({
        status: 'HR interview',
        event: expect.objectContaining({ kind: 'candidate_stage', from: null, to: 'HR interview' }),
      }),
    );
  });
});

describe('offer letter', () => {
  it('prints the position, the pay and the granted benefits in the chosen language; 404 out of scope', async () => {
    const vacancy = await approvedVacancy({ position: 'Contador de costos' });
    const row = await assign(vacancy.id);
    await send('PUT', `/api/vacancy-candidates/${row.id}/`, {
      new_salary: 32000,
      bonus_christmas: true,
      bonus_christmas_description: '30 días',
      insurance_life: true,
      insurance_dental: false,
      additional_days: 2,
    });
    const es = await send('GET', `/api/vacancy-candidates/${row.id}/offer_letter/`);
    expect(es.statusCode, es.body).toBe(200);
    expect(es.headers['content-type']).toBe('application/pdf');
    expect(es.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const read = await readCandidate(row.id);
    const letter = (lang: 'es' | 'en') =>
      printed(
        offerLetterDefinition(
          {
            candidate: read as never,
            vacancy: {
              code: 'SHE-2026-0001',
              position: 'Contador de costos',
              company_name: 'Maquila',
              plant: null,
              shift: null,
            },
          },
          lang,
          t.config.timeZone,
        ).content,
      ).join(' | ');
    const spanish = letter('es');
    expect(spanish).toContain('Carta oferta');
    expect(spanish).toContain('Contador de costos');
    expect(spanish).toContain('$32,000.00');
    expect(spanish).toContain('Aguinaldo | 30 días');
    expect(spanish).toContain('Seguro de vida | Incluido');
    expect(spanish).toContain('2 días');
    expect(spanish).not.toContain('Seguro dental');
    expect(letter('en')).toContain('Offer letter');

    const outsider = await makeSignedInUser(t, {
      routes: ['requeriments-shelter-id_vacancy-candidates'],
      companies: [(await makeCompany(t)).id],
    });
    const hidden = await send('GET', `/api/vacancy-candidates/${row.id}/offer_letter/?lang=en`, undefined, {
      token: outsider.token,
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('offer letter text (issue 26)', () => {
  const adminCtx = async (lang: 'es' | 'en') => {
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, adminCredentials.username));
    const actor = await loadActor(t.database.db, Number(admin?.id));
    if (!actor) throw new Error('no admin actor');
    return { db: t.database.db, actor, lang, config: t.config };
  };
  const letterText = async (row: ApiRow, lang: 'es' | 'en') => {
    const data = await loadOfferLetter(await adminCtx(lang), row as never, lang);
    return printed(offerLetterDefinition(data, lang, t.config.timeZone).content).join(' | ');
  };

  it('greets by the given names, says one thing about the terms and names the position in English', async () => {
    await post(t, '/api/positions/', { name_es: 'Contadora de costos', name_en: 'Cost accountant' });
    const vacancy = await approvedVacancy({ position: 'Contadora de costos' });
    const ids = await seedIds(t);
    const person = await makeCandidate(t, {
      category: ids.category.ADMINISTRATIVE,
      names: 'Mariana Guadalupe',
      last_name: 'Torres',
      second_name: 'Beltrán',
    });
    const row = await readCandidate((await assign(vacancy.id, person.id)).id);
    const spanish = await letterText(row, 'es');
    expect(spanish).toContain('Estimado(a) Mariana Guadalupe Torres Beltrán:');
    // nothing recorded: the terms are announced for later, never "below"
    expect(spanish).toContain('se le detallarán por separado');
    expect(spanish).not.toContain('a continuación');
    const english = await letterText(row, 'en');
    expect(english).toContain('Dear Mariana Guadalupe Torres Beltrán,');
    expect(english).toContain('Cost accountant');
    expect(english).not.toContain('Contadora de costos');

    await send('PUT', `/api/vacancy-candidates/${row.id}/`, { new_salary: 30000 });
    const withTerms = await letterText(await readCandidate(row.id), 'es');
    expect(withTerms).toContain('a continuación');
    expect(withTerms).not.toContain('por separado');
  });
});

describe('permissions and scope', () => {
  it('needs process_candidates to move candidates and medical_service to record the exam', async () => {
    const company = await makeCompany(t);
    const vacancy = await approvedVacancy({ company: company.id });
    const row = await assign(vacancy.id);
    const routes = ['requeriments-shelter-id_vacancy-candidates', 'requeriments-medical_admins'];
    const medical = await makeSignedInUser(t, {
      routes,
      permissions: ['medical_service'],
      companies: [company.id],
    });
    expect(
      (await vc('assign_candidate', { vacancy: vacancy.id, candidate: 1 }, { token: medical.token }))
        .statusCode,
    ).toBe(403);
    const exam = await vc(
      'update_medical_service',
      { id: row.id, medical_status: 'conditioned' },
      { token: medical.token },
    );
    expect(exam.statusCode, exam.body).toBe(200);
    const recruiter = await makeSignedInUser(t, {
      routes,
      permissions: ['process_candidates'],
      companies: [company.id],
    });
    expect(
      (
        await vc(
          'update_medical_service',
          { id: row.id, medical_status: 'recommended' },
          { token: recruiter.token },
        )
      ).statusCode,
    ).toBe(403);
  });

  it('answers 404 for a vacancy of another company, in actions and counts', async () => {
    const vacancy = await approvedVacancy();
    const row = await assign(vacancy.id);
    const outsider = await makeSignedInUser(t, {
      routes: ['requeriments-shelter-id_vacancy-candidates'],
      companies: [(await makeCompany(t)).id],
    });
    await viable(row.id);
    expect(
      (await vc('close_candidate', { id: row.id, status: 'Accepted' }, { token: outsider.token })).statusCode,
    ).toBe(404);
    expect(
      (
        await send('GET', `/api/vacancy-candidates/get_summary_status/?vacancy=${vacancy.id}`, undefined, {
          token: outsider.token,
        })
      ).statusCode,
    ).toBe(404);
    const inBody = await vc(
      'assign_candidate',
      { vacancy: vacancy.id, candidate: (await adminCandidate()).id },
      { token: outsider.token },
    );
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().vacancy).toBeDefined();
  });
});
