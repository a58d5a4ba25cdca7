import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { mailOutbox, vacancyApprovals } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import {
  type ApiRow,
  type Body,
  clientAddress,
  makeCandidate,
  makeCompany,
  makeRegion,
  makeSignedInUser,
  makeVacancy,
  post,
  seedIds,
  unique,
} from '../../test/factories';
import { type Smtp, startSmtp } from '../../test/smtp';
import { deliverDueMail } from '../mail/mail.service';
import { createMailTransport } from '../mail/mail.worker';
import { sendApprovalReminders } from './vacancy-reminders';

const publicUrl = 'https://rp.example.com';
let t: TestApp;
let smtp: Smtp;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl });
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

const send = (
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  payload?: Body,
  opts: { token?: string | null; lang?: 'es' | 'en' } = {},
) =>
  t.request({
    method,
    url,
    payload,
    token: opts.token === null ? undefined : (opts.token ?? t.adminToken),
    lang: opts.lang,
    // the approver's calls are public: each from its own address (the shared allowance is tested apart)
    remoteAddress: opts.token === null ? clientAddress() : undefined,
  });
const action = (name: string, body: Body, opts?: { token?: string | null; lang?: 'es' | 'en' }) =>
  send('POST', `/api/vacancies/${name}/`, body, opts);
/** The approver's calls: no account. */
const publicAction = (name: string, body: Body, lang: 'es' | 'en' = 'es') =>
  action(name, body, { token: null, lang });

/** Delivers the queued mail to the in-process SMTP server and returns what arrived for `to`. */
async function deliveredTo(to: string) {
  await deliverDueMail(
    t.database.db,
    createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'rp@example.com' }),
  );
  return smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(to));
}

/** The approval key of the last link mailed to `to`. */
async function mailedKey(to: string): Promise<string> {
  const mails = await deliveredTo(to);
  const text = mails.at(-1)?.text ?? '';
  const match = text.match(/https:\/\/rp\.example\.com\/approve\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no approval link mailed to ${to}: ${text}`);
  return match[1];
}

/** A region with its default approvers for a vacancy type, and a company in it. */
async function approvalSetup(type = 'shelter') {
  const region = await makeRegion(t);
  const company = await makeCompany(t, { region: region.id });
  const first = `${unique('laura').toLowerCase()}@example.com`;
  const second = `${unique('mario').toLowerCase()}@example.com`;
  await post(t, '/api/default-approvals/', {
    full_name: 'Laura Méndez',
    title: 'Gerente de planta',
    email: first,
    approval_type: type,
    sort_item: 1,
    send_email: true,
    region: region.id,
  });
  await post(t, '/api/default-approvals/', {
    full_name: 'Mario Ortiz',
    title: 'Director de finanzas',
    email: second,
    approval_type: type,
    sort_item: 2,
    send_email: false,
    region: region.id,
  });
  return { region, company, first, second };
}

/**
 * A candidate in process in a vacancy waiting for approval: the approvals are marked done in SQL
 * (the approval by key is tested below), then the candidate is assigned through the API.
 */
async function openCandidate(vacancyId: unknown) {
  await t.database.db.execute(sql`update vacancies set approved_at = now() where id = ${vacancyId}`);
  const ids = await seedIds(t);
  const candidate = await makeCandidate(t, { category: ids.category.ADMINISTRATIVE });
  return post(t, '/api/vacancy-candidates/assign_candidate/', {
    vacancy: vacancyId,
    candidate: candidate.id,
  });
}

const readVacancy = async (id: unknown) => (await send('GET', `/api/vacancies/${id}/`)).json() as ApiRow;

describe('vacancy creation and editing', () => {
  it('saves New with a code per type and year, refuses bad salaries and quantities in both languages', async () => {
    const year = new Date().getFullYear();
    const a = await makeVacancy(t, { vacancy_type: 'shelter_indirect' });
    const b = await makeVacancy(t, { vacancy_type: 'shelter_indirect' });
    expect(a).toMatchObject({ status: 'New', current_status: null, approvals_total: 0, approvals_done: 0 });
    expect(a.code).toMatch(new RegExp(`^SHI-${year}-\\d{4}$`));
    expect(Number(String(b.code).slice(-4))).toBe(Number(String(a.code).slice(-4)) + 1);
    expect((await makeVacancy(t, { vacancy_type: 'clients' })).code).toMatch(/^CLI-/);

    const company = (await makeCompany(t)).id;
    const ids = await seedIds(t);
    const base = {
      vacancy_type: 'shelter',
      company,
      category: ids.category.ADMINISTRATIVE,
      position: 'Contador',
    };
    const range = await send(
      'POST',
      '/api/vacancies/',
      { ...base, salary_from: 20000, salary_to: 10000 },
      { lang: 'en' },
    );
    expect(range.statusCode).toBe(400);
    expect(range.json().salary_to).toBeDefined();
    const zero = await send('POST', '/api/vacancies/', {
      ...base,
      salary_from: 0,
      salary_to: 10000,
      quantity: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json())).toEqual(expect.arrayContaining(['salary_from', 'quantity']));
  });

  it('locks the request once sent for approval; the team stays editable; only New is deleted', async () => {
    const { company } = await approvalSetup();
    const vacancy = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id });
    expect((await action('send_emails', { id: vacancy.id })).statusCode).toBe(200);
    const locked = await send('PUT', `/api/vacancies/${vacancy.id}/`, { position: 'Otro' }, { lang: 'en' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toMatch(/only the team and the tech resources/);
    const team = await send('PUT', `/api/vacancies/${vacancy.id}/`, { recruiter: 1, review_resources: true });
    expect(team.statusCode, team.body).toBe(200);
    expect((await send('DELETE', `/api/vacancies/${vacancy.id}/`)).statusCode).toBe(409);
    const fresh = await makeVacancy(t);
    expect((await send('DELETE', `/api/vacancies/${fresh.id}/`)).statusCode).toBe(204);
  });
});

describe('approvals by e-mailed key', () => {
  it('goes New → Pending → Approved through the mailed links, once each', async () => {
    const { company, first, second } = await approvalSetup();
    const recruiter = await makeSignedInUser(t, { companies: [company.id], over: { lang: 'en' } });
    const vacancy = await makeVacancy(t, {
      vacancy_type: 'shelter',
      company: company.id,
      position: 'Contador general',
      recruiter: recruiter.user.id,
    });

    const sent = await action('send_emails', { id: vacancy.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'Pending',
      stage_name: 'Waiting approval',
      approvals_total: 2,
    });
    // keys are stored only as hashes
    const stored = await t.database.db
      .select()
      .from(vacancyApprovals)
      .where(eq(vacancyApprovals.vacancy, vacancy.id));
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(String(row.key)))).toBe(true);
    // the vacancy keeps when its approvals were created (the boards' days to approve start there)
    const [sentAt] = await queryRows<{ same: boolean }>(
      t.database.db,
      sql`select v.approvals_sent_at = min(a.created_at) as same
            from vacancies v join vacancy_approvals a on a.vacancy = v.id
           where v.id = ${vacancy.id} group by v.approvals_sent_at`,
    );
    expect(sentAt?.same).toBe(true);
    // the approver with send_email gets the link at once; the other is listed and gets none
    const key = await mailedKey(first);
    expect(stored.some((row) => row.key === key)).toBe(false);
    expect(await deliveredTo(second)).toHaveLength(0);
    const [mail] = await deliveredTo(first);
    expect(mail?.subject).toContain(String(vacancy.code));

    const view = await publicAction('get_vacancy_from_key', { key }, 'en');
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      code: vacancy.code,
      position: 'Contador general',
      category_name: 'Administrative',
      stage: 'Waiting approval',
      approvals: [
        { full_name: 'Laura Méndez', approve_at: null, is_yours: true },
        { full_name: 'Mario Ortiz', approve_at: null, is_yours: false },
      ],
    });
    expect(view.body).not.toMatch(/example\.com|"company":|"key"/);

    const approved = await publicAction('approve', { key, comment: 'De acuerdo' });
    expect(approved.statusCode, approved.body).toBe(200);
    const again = await publicAction('approve', { key }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This approval was already recorded.');
    expect((await readVacancy(vacancy.id)).approvals_done).toBe(1);

    // the second approver gets a key by notify_single_approval; a re-send makes the earlier link dead
    const [, mario] = (
      await send('GET', `/api/vacancy-approvals/?vacancy=${vacancy.id}&ordering=sort_item`)
    ).json() as ApiRow[];
    const notified = await action('notify_single_approval', { id: mario?.id }, { lang: 'en' });
    expect(notified.json()).toEqual({ detail: 'Notification has been sent' });
    const oldKey = await mailedKey(second);
    await action('notify_single_approval', { id: mario?.id });
    const newKey = await mailedKey(second);
    expect(newKey).not.toBe(oldKey);
    expect((await publicAction('approve', { key: oldKey })).statusCode).toBe(404);
    expect((await publicAction('approve', { key: newKey })).statusCode).toBe(200);

    const done = await readVacancy(vacancy.id);
    expect(done).toMatchObject({ status: 'Pending', stage_name: 'Approved', approvals_done: 2 });
    expect(done.approved_at).toEqual(expect.any(String));
    // the team is told, each in their own language
    const told = await deliveredTo(`${recruiter.username}@example.com`);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toContain(String(vacancy.code));
    expect(told[0]?.text).toContain(`${publicUrl}/requeriments/shelter/${vacancy.id}`);

    // the timeline, oldest first: created, sent, stage, approvals, stage Approved
    const timeline = (await action('get_timeline', { id: vacancy.id }, { lang: 'en' })).json() as ApiRow[];
    expect(timeline.map((row) => (row.event as { kind: string }).kind)).toEqual([
      'vacancy_created',
      'vacancy_status',
      'approval',
      'vacancy_stage',
      'approval',
      'approval',
      'approval',
      'approval',
      'vacancy_stage',
    ]);
    expect(timeline.at(-1)).toMatchObject({ stage: 'Approved', days: 0 });
  });

  it('refuses unknown and malformed keys, declines back to New with a comment, and a new round issues new keys', async () => {
    expect((await publicAction('get_vacancy_from_key', { key: 'x'.repeat(32) })).statusCode).toBe(404);
    const bad = await publicAction('approve', { key: 'not a key!' }, 'en');
    expect(bad.statusCode).toBe(400);

    const { company, first } = await approvalSetup();
    const vacancy = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id });
    await action('send_emails', { id: vacancy.id });
    const key = await mailedKey(first);
    const noComment = await publicAction('decline', { key, comment: ' ' });
    expect(noComment.statusCode).toBe(400);
    expect((await publicAction('decline', { key, comment: 'Falta presupuesto' })).statusCode).toBe(200);
    expect(await readVacancy(vacancy.id)).toMatchObject({ status: 'New', current_status: null });
    const dead = await publicAction('approve', { key }, 'en');
    expect(dead.statusCode).toBe(409);
    // editable again, and sent again with new keys
    expect((await send('PUT', `/api/vacancies/${vacancy.id}/`, { salary_to: 30000 })).statusCode).toBe(200);
    await action('send_emails', { id: vacancy.id });
    const second = await mailedKey(first);
    expect(second).not.toBe(key);
    expect((await publicAction('approve', { key })).statusCode).toBe(404);
    const timeline = (await action('get_timeline', { id: vacancy.id })).json() as ApiRow[];
    expect(timeline.map((row) => row.comment)).toContain('Rechazada por Laura Méndez: Falta presupuesto');
  });

  /** A shelter vacancy sent for approval, and the keys of both its approvers (the second one notified). */
  async function bothKeys(over: Body) {
    const { company, first, second } = await approvalSetup();
    const vacancy = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id, ...over });
    await action('send_emails', { id: vacancy.id });
    const laura = await mailedKey(first);
    const [, mario] = (
      await send('GET', `/api/vacancy-approvals/?vacancy=${vacancy.id}&ordering=sort_item`)
    ).json() as ApiRow[];
    await action('notify_single_approval', { id: mario?.id });
    return { laura, marioKey: await mailedKey(second) };
  }

  it('a key that can no longer answer shows nothing of the vacancy, like an unknown key (issue 27 #8)', async () => {
    const { laura, marioKey } = await bothKeys({
      position: 'Jefe de nóminas',
      salary_from: 41000,
      salary_to: 45000,
    });
    const unknown = await publicAction('get_vacancy_from_key', { key: 'x'.repeat(32) }, 'en');
    expect(unknown.statusCode).toBe(404);

    // a key that can still answer sees the request
    const open = await publicAction('get_vacancy_from_key', { key: laura });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ position: 'Jefe de nóminas', salary_from: 41000 });
    const { request_by_name: requester, company_name: companyName } = open.json();
    expect(requester).toEqual(expect.any(String));
    /** Nothing of the vacancy: no position, salary, requester, company, code or approvers. */
    const showsNothing = (body: string) => {
      for (const text of ['Jefe de nóminas', '41000', '45000', requester, companyName, 'Laura', 'Mario'])
        expect(body).not.toContain(text);
      expect(body).not.toMatch(/"code"|"approvals"|"salary/);
    };

    // approved: the key answers "already answered", in the shape of the unknown key's answer
    expect((await publicAction('approve', { key: laura })).statusCode).toBe(200);
    for (const lang of ['es', 'en'] as const) {
      const answered = await publicAction('get_vacancy_from_key', { key: laura }, lang);
      expect(answered.statusCode).toBe(409);
      expect(answered.json().detail).toBe(
        lang === 'es' ? 'Este enlace ya fue respondido.' : 'This link was already answered.',
      );
      expect(Object.keys(answered.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
      showsNothing(answered.body);
    }
    // the other approver's key still sees it, until that approver declines
    expect((await publicAction('get_vacancy_from_key', { key: marioKey })).statusCode).toBe(200);
    expect((await publicAction('decline', { key: marioKey, comment: 'Sin presupuesto' })).statusCode).toBe(
      200,
    );
    const declined = await publicAction('get_vacancy_from_key', { key: marioKey });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().detail).toBe('Este enlace ya fue respondido.');
    expect(Object.keys(declined.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    showsNothing(declined.body);
    showsNothing((await publicAction('get_vacancy_from_key', { key: laura })).body);
  });

  it('after a decline, a key not yet answered shows only that the vacancy went back to New', async () => {
    const { laura, marioKey } = await bothKeys({ position: 'Gerente RH' });
    expect((await publicAction('decline', { key: laura, comment: 'No procede' })).statusCode).toBe(200);
    const other = await publicAction('get_vacancy_from_key', { key: marioKey }, 'en');
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe('The vacancy was sent back to New: this link is no longer valid.');
    expect(other.body).not.toContain('Gerente RH');
  });

  it('answers 409 without approvers, for a cancelled vacancy and for moves out of order', async () => {
    const lonely = await makeVacancy(t, { vacancy_type: 'clients' });
    const none = await action('send_emails', { id: lonely.id }, { lang: 'en' });
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('No approvers are configured for this region and vacancy type.');

    const { company, first } = await approvalSetup();
    const vacancy = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id });
    expect((await action('close_vacancy', { id: vacancy.id })).statusCode).toBe(409);
    await action('send_emails', { id: vacancy.id });
    expect((await action('send_emails', { id: vacancy.id })).statusCode).toBe(409);
    const key = await mailedKey(first);
    const noReason = await action('cancel_vacancy', { id: vacancy.id, cancel_reason: '' });
    expect(noReason.statusCode).toBe(400);
    const candidate = await openCandidate(vacancy.id);
    const cancelled = await action('cancel_vacancy', {
      id: vacancy.id,
      cancel_reason: 'Se congeló la plaza',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'Cancel',
      stage_name: 'Canceled',
      cancel_reason: 'Se congeló la plaza',
    });
    expect((await send('GET', `/api/vacancy-candidates/${candidate.id}/`)).json()).toMatchObject({
      status: 'Rejected',
    });
    expect((await publicAction('get_vacancy_from_key', { key })).statusCode).toBe(409);
    expect((await publicAction('approve', { key })).statusCode).toBe(409);
    expect((await action('cancel_vacancy', { id: vacancy.id, cancel_reason: 'otra vez' })).statusCode).toBe(
      409,
    );
  });

  it('closes a Pending vacancy only without open candidates', async () => {
    const { company } = await approvalSetup();
    const vacancy = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id });
    await action('send_emails', { id: vacancy.id });
    const candidate = await openCandidate(vacancy.id);
    const open = await action('close_vacancy', { id: vacancy.id }, { lang: 'en' });
    expect(open.statusCode).toBe(409);
    expect(open.json().detail).toMatch(/1 candidate/);
    await t.database.db.execute(
      sql`update vacancy_candidates set status = 'Rejected' where id = ${candidate.id}`,
    );
    const closed = await action('close_vacancy', { id: vacancy.id });
    expect(closed.json()).toMatchObject({ status: 'Complete', stage_name: 'Closed' });
    expect(closed.json().closed_at).toEqual(expect.any(String));
  });

  it('reminds an approver after the configured days, once a day, at most three times, with a new link', async () => {
    const { company, first } = await approvalSetup();
    const vacancy = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id });
    await action('send_emails', { id: vacancy.id });
    const key = await mailedKey(first);
    const db = t.database.db;
    const ageBy = (days: number) =>
      db.execute(
        sql`update vacancy_approvals set mailed_at = mailed_at - make_interval(days => ${days}) where vacancy = ${vacancy.id}`,
      );
    expect(await sendApprovalReminders(db, { days: 2, max: 3, publicUrl })).toBe(0);
    await ageBy(2);
    expect(await sendApprovalReminders(db, { days: 2, max: 3, publicUrl })).toBe(1);
    expect(await sendApprovalReminders(db, { days: 2, max: 3, publicUrl })).toBe(0);
    const reminded = await mailedKey(first);
    expect(reminded).not.toBe(key);
    for (let i = 0; i < 5; i += 1) {
      await ageBy(1);
      await sendApprovalReminders(db, { days: 2, max: 3, publicUrl });
    }
    const [row] = await db.select().from(vacancyApprovals).where(eq(vacancyApprovals.vacancy, vacancy.id));
    expect(row?.reminders).toBe(3);
    const reminders = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${mailOutbox} where template = 'approval_reminder' and recipient = ${first}`,
    );
    expect(reminders[0]?.n).toBe(3);
  });

  it('reminds a backlog in batches, each approval once per run', async () => {
    const { company } = await approvalSetup();
    const db = t.database.db;
    const sent: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const vacancy = await makeVacancy(t, { vacancy_type: 'shelter', company: company.id });
      await action('send_emails', { id: vacancy.id });
      sent.push(vacancy.id);
    }
    await db.execute(
      sql`update vacancy_approvals set mailed_at = mailed_at - interval '30 days' where vacancy in (${sql.join(sent, sql`, `)})`,
    );
    const due = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from vacancy_approvals where vacancy in (${sql.join(sent, sql`, `)}) and approve_at is null and mailed_at is not null`,
    );
    // batches of one: every due approval reminded, none twice although all stay due for days
    expect(await sendApprovalReminders(db, { days: 2, max: 3, batch: 1, publicUrl })).toBe(due[0]?.n);
    const rows = await db.select().from(vacancyApprovals).where(inArray(vacancyApprovals.vacancy, sent));
    expect(rows.filter((row) => row.mailed_at !== null).map((row) => row.reminders)).toEqual(
      Array(due[0]?.n).fill(1),
    );
  });
});

describe('reads, counts and scope', () => {
  it('counts per status in scope, suggests positions, and hides other companies', async () => {
    const mine = await makeCompany(t);
    const other = await makeCompany(t);
    const user = await makeSignedInUser(t, { routes: ['requeriments-clients'], companies: [mine.id] });
    // the user's team sees the New vacancy (a New one is its requester's and team's)
    await makeVacancy(t, {
      company: mine.id,
      vacancy_type: 'clients',
      position: 'Ingeniero de calidad',
      recruiter: user.user.id,
    });
    await makeVacancy(t, { company: other.id, vacancy_type: 'clients', position: 'Ingeniero de procesos' });
    const counts = (await action('get_dashboard', { vacancy_type: 'clients' }, { token: user.token })).json();
    expect(counts).toEqual({ New: 1, Pending: 0, Complete: 0, Cancel: 0 });
    const positions = (
      await send('GET', '/api/vacancies/get_distinct_positions/?search=ingeniero', undefined, {
        token: user.token,
      })
    ).json();
    expect(positions).toEqual(['Ingeniero de calidad']);
    // the list searches code, position and company; the counts follow the top bar's region
    const found = (
      await send('GET', `/api/vacancies/?search=${encodeURIComponent('calidad')}`)
    ).json() as ApiRow[];
    expect(found.map((row) => row.position)).toContain('Ingeniero de calidad');
    const byCompany = (
      await send('GET', `/api/vacancies/?search=${encodeURIComponent(String(mine.name_es))}`)
    ).json() as ApiRow[];
    expect(byCompany.map((row) => row.company)).toEqual([mine.id]);
    // accents and case do not matter; a renamed company is found by its new name
    const accented = (
      await send('GET', `/api/vacancies/?search=${encodeURIComponent('INGENIÉRO CALIDAD')}`)
    ).json() as ApiRow[];
    expect(accented.map((row) => row.position)).toContain('Ingeniero de calidad');
    const renamed = unique('Maquiladora Ñandú ');
    expect((await send('PUT', `/api/companies/${mine.id}/`, { name_es: renamed })).statusCode).toBe(200);
    const byNewName = (
      await send(
        'GET',
        `/api/vacancies/?search=${encodeURIComponent('maquiladora nandu')}&company=${mine.id}`,
      )
    ).json() as ApiRow[];
    expect(byNewName.map((row) => row.position)).toContain('Ingeniero de calidad');
    const late = await makeVacancy(t, {
      company: mine.id,
      vacancy_type: 'clients',
      expected_date: '2020-01-31',
    });
    expect(late.is_past_due).toBe(true);
    const pastDue = (
      await send('GET', `/api/vacancies/?company=${mine.id}&is_past_due=true`)
    ).json() as ApiRow[];
    expect(pastDue.map((row) => row.id)).toEqual([late.id]);
    const otherRegion = (await makeRegion(t)).id;
    const inRegion = (await action('get_dashboard', { vacancy_type: 'clients', region: otherRegion })).json();
    expect(inRegion).toEqual({ New: 0, Pending: 0, Complete: 0, Cancel: 0 });
    const [foreign] = (await send('GET', `/api/vacancies/?company=${other.id}`)).json() as ApiRow[];
    expect((await action('get_timeline', { id: foreign?.id }, { token: user.token })).statusCode).toBe(404);
    expect((await action('send_emails', { id: foreign?.id }, { token: user.token })).statusCode).toBe(404);
    expect(
      (await send('GET', `/api/vacancies/${foreign?.id}/report/`, undefined, { token: user.token }))
        .statusCode,
    ).toBe(404);
  });

  it('lists a New vacancy only to staff, its requester and its team until it is sent for approval', async () => {
    const { company } = await approvalSetup('clients');
    const routes = ['requeriments-clients', 'new_vacancies-clients'];
    const requester = await makeSignedInUser(t, { routes, companies: [company.id] });
    const colleague = await makeSignedInUser(t, { routes, companies: [company.id] });
    const teamMember = await makeSignedInUser(t, { routes, companies: [company.id] });
    const staff = await makeSignedInUser(t, { routes, companies: [company.id], over: { is_staff: true } });
    const created = await send(
      'POST',
      '/api/vacancies/',
      {
        vacancy_type: 'clients',
        company: company.id,
        category: (await seedIds(t)).category.ADMINISTRATIVE,
        position: unique('Contador '),
        salary_from: 15000,
        salary_to: 20000,
        quantity: 1,
        requisitor_name: 'Ana Ruiz',
        requisitor_email: 'ana@example.com',
        program_manager: teamMember.user.id,
      },
      { token: requester.token },
    );
    expect(created.statusCode).toBe(201);
    const vacancy = created.json() as ApiRow;
    const listed = async (token: string) =>
      (
        (
          await send('GET', `/api/vacancies/?company=${company.id}&status=New`, undefined, { token })
        ).json() as ApiRow[]
      ).map((row) => row.id);
    const newCount = async (token: string) =>
      ((await action('get_dashboard', { vacancy_type: 'clients' }, { token })).json() as { New: number }).New;
    for (const who of [requester, teamMember, staff]) {
      expect(await listed(who.token)).toEqual([vacancy.id]);
      expect(
        (await send('GET', `/api/vacancies/${vacancy.id}/`, undefined, { token: who.token })).statusCode,
      ).toBe(200);
    }
    expect(await listed(colleague.token)).toEqual([]);
    expect(await newCount(colleague.token)).toBe(0);
    expect(
      (await send('GET', `/api/vacancies/${vacancy.id}/`, undefined, { token: colleague.token })).statusCode,
    ).toBe(404);
    // sent for approval, the company sees it
    expect((await action('send_emails', { id: vacancy.id }, { token: requester.token })).statusCode).toBe(
      200,
    );
    const pending = (
      (
        await send('GET', `/api/vacancies/?company=${company.id}`, undefined, { token: colleague.token })
      ).json() as ApiRow[]
    ).map((row) => row.id);
    expect(pending).toEqual([vacancy.id]);
  });

  it('prints the requisition PDF in the reader language', async () => {
    const vacancy = await makeVacancy(t, { vacancy_type: 'shelter' });
    const es = await send('GET', `/api/vacancies/${vacancy.id}/report/`, undefined, { lang: 'es' });
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toBe('application/pdf');
    expect(es.headers['content-disposition']).toContain(`${vacancy.code}.pdf`);
    expect(es.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives the tech-resource choices and one row per vacancy', async () => {
    const settings = (
      await send('GET', '/api/tech-resources/get_settings/', undefined, { lang: 'en' })
    ).json();
    expect(settings.profile_one_label).toBe('ERP profile');
    expect(settings.software.map((s: ApiRow) => s.name)).toContain('Microsoft Office');
    const vacancy = await makeVacancy(t);
    const empty = (await send('GET', `/api/tech-resources/get_resource/?vacancy=${vacancy.id}`)).json();
    expect(empty).toMatchObject({ id: null, vacancy: vacancy.id, computer: false, software: [] });
    await post(t, '/api/tech-resources/', {
      vacancy: vacancy.id,
      computer: true,
      software: ['Microsoft Office'],
    });
    const saved = (await send('GET', `/api/tech-resources/get_resource/?vacancy=${vacancy.id}`)).json();
    expect(saved).toMatchObject({ computer: true, software: ['Microsoft Office'] });
    const twice = await send('POST', '/api/tech-resources/', { vacancy: vacancy.id });
    expect(twice.statusCode).toBeGreaterThanOrEqual(400);
    expect(twice.statusCode).toBeLessThan(500);
  });
});
