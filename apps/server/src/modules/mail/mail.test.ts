import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { makeSignedInUser, type SignedIn } from '../../test/factories';
import { mailLink, queueMail } from './mail.service';

let t: TestApp;
/** Every page route, /testing included, but not a superuser. */
let staff: SignedIn;
let queued: number;
let failed: number;
let sent: number;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://rp.example.com' });
  staff = await makeSignedInUser(t, { routes: ['testing', 'settings', 'settings-users', 'index'] });
  const db = t.database.db;
  queued = await queueMail(db, {
    to: 'laura@example.com',
    lang: 'es',
    template: 'approval_request',
    params: { code: 'VAC-000001', position: 'Contador', company: 'Maquiladora Norte', approver: 'Laura' },
    link: mailLink(t.config.publicUrl, '/approve/k1'),
  });
  failed = await queueMail(db, {
    to: 'pedro@example.com',
    lang: 'en',
    template: 'interview_invitation',
    params: {
      candidate: 'Pedro',
      position: 'Welder',
      company: 'North',
      date: '01/12/2026',
      time: '09:00 AM',
    },
    attachments: [{ filename: 'entrevista.ics', contentType: 'text/calendar', content: 'QkVHSU4=' }],
  });
  sent = await queueMail(db, {
    to: 'rosa@example.com',
    lang: 'es',
    template: 'vacancy_approved',
    params: { code: 'VAC-000002', position: 'Almacenista', company: 'Maquiladora Sur' },
  });
  await db
    .update(mailOutbox)
    .set({ status: 'failed', attempts: 8, last_error: 'connect ECONNREFUSED 127.0.0.1:25' })
    .where(eq(mailOutbox.id, failed));
  await db
    .update(mailOutbox)
    .set({ status: 'sent', attempts: 1, sent_at: sql`now()` })
    .where(eq(mailOutbox.id, sent));
});
afterAll(async () => t?.close());

const list = (query: string, token = t.adminToken) =>
  t.request({ method: 'GET', url: `/api/mail-outbox/${query}`, token });
/** A page of the list (`?page=1&…`). */
const page = async (query = '') => (await list(`?page=1${query}`)).json();

describe('GET mail-outbox/', () => {
  it('lists the outbox newest first, without the HTML or the attachments bytes', async () => {
    const res = await list('?page=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.elements).toBe(3);
    expect(body.data.map((row: { id: number }) => row.id)).toEqual([sent, failed, queued]);
    const row = body.data.find((r: { id: number }) => r.id === failed);
    expect(row).toMatchObject({
      recipient: 'pedro@example.com',
      lang: 'en',
      template: 'interview_invitation',
      subject: 'Interview invitation: Welder – North',
      status: 'failed',
      attempts: 8,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      attachment_names: 'entrevista.ics',
      sent_at: null,
    });
    expect(row.text).toContain('Dear Pedro,');
    expect(row).not.toHaveProperty('html');
    expect(row).not.toHaveProperty('attachments');
  });

  it('filters by status and searches recipient and subject', async () => {
    const byStatus = await page('&status=queued');
    expect(byStatus.data.map((row: { id: number }) => row.id)).toEqual([queued]);
    const byRecipient = await page('&search=rosa@');
    expect(byRecipient.data.map((row: { id: number }) => row.id)).toEqual([sent]);
    const bySubject = await page('&search=Welder');
    expect(bySubject.data.map((row: { id: number }) => row.id)).toEqual([failed]);
  });

  it('exports with translated headers and labels', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/mail-outbox/export/?format=csv&id=${failed}`,
      token: t.adminToken,
      lang: 'es',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toContain('Destinatario');
    expect(header).toContain('Último error');
    expect(header).not.toMatch(/[._]/);
    // one row (its text spans lines): the template and status as the screen labels them
    const row = lines.join('\n');
    expect(row).toMatch(/^\d+,pedro@example\.com,en,/);
    expect(row).toContain('Invitación a entrevista');
    expect(row).toContain('Fallido');
    expect(row).toContain('entrevista.ics');
  });

  it('is for superusers only: 403 for anyone else, whatever their routes; 401 without a token', async () => {
    expect((await list('', staff.token)).statusCode).toBe(403);
    expect((await list(`${queued}/`, staff.token)).statusCode).toBe(403);
    expect((await list('export/', staff.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/mail-outbox/' })).statusCode).toBe(401);
  });

  it('is read-only (405 on writes)', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: `/api/mail-outbox/${queued}/`,
      token: t.adminToken,
    });
    expect(res.statusCode).toBe(405);
  });
});

describe('POST mail-outbox/resend/', () => {
  const resend = (id: number, token = t.adminToken) =>
    t.request({ method: 'POST', url: '/api/mail-outbox/resend/', payload: { id }, token });

  it('puts a failed mail back in the queue: no attempts, no error, due now', async () => {
    const res = await resend(failed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: failed,
      status: 'queued',
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
    const [row] = await t.database.db
      .select({ due: sql<boolean>`${mailOutbox.next_attempt_at} <= now()` })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failed));
    expect(row?.due).toBe(true);
  });

  it('sends a sent mail again', async () => {
    const res = await resend(sent);
    expect(res.json()).toMatchObject({ status: 'queued', attempts: 0, sent_at: null });
  });

  it('answers 404 for an unknown mail, 400 without an id, 403 to a non-superuser', async () => {
    expect((await resend(999_999)).statusCode).toBe(404);
    const missing = await t.request({
      method: 'POST',
      url: '/api/mail-outbox/resend/',
      payload: {},
      token: t.adminToken,
    });
    expect(missing.statusCode).toBe(400);
    expect((await resend(queued, staff.token)).statusCode).toBe(403);
  });
});

describe('POST mail-outbox/send_test/', () => {
  const sendTest = (payload: unknown, opts: { token?: string; lang?: 'es' | 'en' } = {}) =>
    t.request({
      method: 'POST',
      url: '/api/mail-outbox/send_test/',
      payload: payload as Record<string, unknown>,
      token: opts.token ?? t.adminToken,
      lang: opts.lang,
    });

  it("queues the test mail in the caller's language, linking to /testing", async () => {
    const en = await sendTest({ to: 'ops@example.com' }, { lang: 'en' });
    expect(en.statusCode, en.body).toBe(201);
    expect(en.json()).toMatchObject({
      recipient: 'ops@example.com',
      lang: 'en',
      template: 'test',
      status: 'queued',
      subject: 'Recruitment Platform test mail',
    });
    expect(en.json().text).toContain('https://rp.example.com/testing');
    const es = await sendTest({ to: 'ops@example.com' }, { lang: 'es' });
    expect(es.json()).toMatchObject({ lang: 'es', subject: 'Correo de prueba de Recruitment Platform' });
  });

  it('refuses an invalid address (400 on the field) and a non-superuser (403)', async () => {
    const bad = await sendTest({ to: 'not-an-email' }, { lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('to');
    expect((await sendTest({ to: 'ops@example.com' }, { token: staff.token })).statusCode).toBe(403);
  });
});
