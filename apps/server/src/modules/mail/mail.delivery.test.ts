import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { mailTemplateParams, mailTemplates } from '@rp/contract/entities';
import { productResources } from '@rp/contract/i18n/resources';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { type Smtp, startSmtp as startSmtpServer } from '../../test/smtp';
import {
  deliverDueMail,
  type MailTransport,
  mailLink,
  maxAttempts,
  type QueuedMail,
  queueMail,
} from './mail.service';
import { renderMail } from './mail.templates';
import { createMailTransport, startMailWorker } from './mail.worker';

const publicUrl = 'https://rp.example.com/app';
const mailFrom = 'Plataforma de Reclutamiento <no-reply@rp.example.com>';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl, mailFrom });
});
afterAll(async () => t?.close());

const servers: Smtp[] = [];

async function startSmtp(port = 0): Promise<Smtp> {
  const smtp = await startSmtpServer(port);
  servers.push(smtp);
  return smtp;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await t.database.db.delete(mailOutbox);
});

/** A port of this machine where nothing listens (SMTP down). */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const transportTo = (port: number): MailTransport =>
  createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom });

const approvalRequest = (over: Partial<QueuedMail<'approval_request'>> = {}) =>
  queueMail(t.database.db, {
    to: 'laura.mendez@example.com',
    lang: 'es',
    template: 'approval_request',
    params: {
      code: 'VAC-000042',
      position: 'Contador',
      company: 'Maquiladora Norte',
      approver: 'Laura Méndez',
    },
    link: mailLink(publicUrl, '/approve/clave-123'),
    ...over,
  });

type RowState = {
  status: string;
  attempts: number;
  next: number;
  sent: number | null;
  last_error: string | null;
};
async function rowState(id: number): Promise<RowState> {
  const [row] = await queryRows<RowState>(
    t.database.db,
    sql`select status, attempts, last_error, extract(epoch from next_attempt_at)::float8 as next,
      extract(epoch from sent_at)::float8 as sent from mail_outbox where id = ${id}`,
  );
  if (!row) throw new Error(`no mail ${id}`);
  return { ...row, next: Number(row.next), sent: row.sent === null ? null : Number(row.sent) };
}

const minutes = (n: number) => n * 60_000;
const seconds = (date: Date) => date.getTime() / 1000;

describe('delivery to a real SMTP server', () => {
  it('sends each mail in its recipient language: subject, text, HTML, the link on PUBLIC_URL, the attachment', async () => {
    const smtp = await startSmtp();
    const es = await approvalRequest();
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const en = await queueMail(t.database.db, {
      to: 'candidate@example.com',
      lang: 'en',
      template: 'interview_invitation',
      params: {
        candidate: 'John Smith',
        position: 'Accountant',
        company: 'North Assembly',
        date: '22/11/2026',
        time: '03:30 PM',
      },
      attachments: [
        {
          filename: 'entrevista.ics',
          contentType: 'text/calendar',
          content: Buffer.from(ics).toString('base64'),
        },
      ],
    });

    const result = await deliverDueMail(t.database.db, transportTo(smtp.port));
    expect(result).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(2);

    const spanish = smtp.messages.find((m) => m.to && 'text' in m.to && m.to.text.includes('laura.mendez'));
    if (!spanish) throw new Error('the Spanish mail did not arrive');
    expect(spanish.subject).toBe('Solicitud de aprobación: vacante VAC-000042 – Contador');
    expect(spanish.from?.text).toContain('no-reply@rp.example.com');
    expect(spanish.text).toContain('Estimado(a) Laura Méndez:');
    expect(spanish.text).toContain('Maquiladora Norte');
    expect(spanish.text).toContain('Revisar la vacante: https://rp.example.com/app/approve/clave-123');
    expect(spanish.html).toContain('href="https://rp.example.com/app/approve/clave-123"');
    expect(spanish.html).toContain('Revisar la vacante</a>');
    expect(spanish.html).toContain('lang="es"');
    expect(spanish.attachments).toHaveLength(0);

    const english = smtp.messages.find((m) => m !== spanish);
    expect(english?.subject).toBe('Interview invitation: Accountant – North Assembly');
    expect(english?.text).toContain(
      'We invite you to an interview for the position Accountant at North Assembly on 22/11/2026 at 03:30 PM.',
    );
    expect(english?.html).toContain('Dear John Smith,');
    expect(english?.html).not.toContain('Estimado');
    expect(english?.attachments).toHaveLength(1);
    expect(english?.attachments[0]?.filename).toBe('entrevista.ics');
    expect(english?.attachments[0]?.contentType).toBe('text/calendar');
    expect(english?.attachments[0]?.content.toString()).toBe(ics);

    for (const id of [es, en]) {
      const state = await rowState(id);
      expect(state).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect(state.sent).not.toBeNull();
    }
    // sent mail is never sent again
    expect(await deliverDueMail(t.database.db, transportTo(smtp.port))).toMatchObject({ claimed: 0 });
    expect(smtp.messages).toHaveLength(2);
  });

  it('escapes every parameter in the HTML (the text keeps it as written)', async () => {
    const smtp = await startSmtp();
    await queueMail(t.database.db, {
      to: 'ana@example.com',
      lang: 'en',
      template: 'vacancy_declined',
      params: {
        code: 'VAC-7',
        position: 'R&D <b>lead</b>',
        approver: '<script>alert(1)</script>',
        comment: 'Too "expensive" & late',
      },
      link: mailLink(publicUrl, '/requeriments/shelter/7'),
    });
    await deliverDueMail(t.database.db, transportTo(smtp.port));
    const [message] = smtp.messages;
    expect(message?.html).not.toContain('<script>');
    expect(message?.html).not.toContain('<b>lead</b>');
    expect(message?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; declined vacancy VAC-7');
    expect(message?.html).toContain('R&amp;D &lt;b&gt;lead&lt;/b&gt;');
    expect(message?.html).toContain('Too &quot;expensive&quot; &amp; late');
    expect(message?.text).toContain(
      '<script>alert(1)</script> declined vacancy VAC-7 for the position R&D <b>lead</b>.',
    );
    expect(message?.subject).toBe('Vacancy declined: VAC-7 – R&D <b>lead</b>');
  });

  it('keeps the mail queued while SMTP is down, retries a minute later, and delivers it when SMTP is back', async () => {
    const port = await freePort();
    const id = await approvalRequest();
    const t0 = new Date(Date.now() + minutes(1));
    const down = await deliverDueMail(t.database.db, transportTo(port), { now: t0 });
    expect(down).toEqual({ claimed: 1, sent: 0, retried: 1, failed: 0 });
    const queued = await rowState(id);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, sent: null });
    expect(queued.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(queued.next).toBeCloseTo(seconds(t0) + 60, 0);

    // not due yet: nothing is tried
    const early = await deliverDueMail(t.database.db, transportTo(port), {
      now: new Date(t0.getTime() + 30_000),
    });
    expect(early.claimed).toBe(0);

    const smtp = await startSmtp(port);
    const back = await deliverDueMail(t.database.db, transportTo(port), {
      now: new Date(t0.getTime() + minutes(1)),
    });
    expect(back).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(smtp.messages.map((m) => m.subject)).toEqual([
      'Solicitud de aprobación: vacante VAC-000042 – Contador',
    ]);
    expect(await rowState(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('waits 1, 2, 4 … 64 minutes between attempts and gives up after the 8th (failed, error kept)', async () => {
    const port = await freePort();
    const id = await approvalRequest();
    let now = new Date(Date.now() + minutes(1));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const result = await deliverDueMail(t.database.db, transportTo(port), { now });
      expect(result.claimed, `attempt ${attempt}`).toBe(1);
      const state = await rowState(id);
      expect(state.attempts).toBe(attempt);
      if (attempt < maxAttempts) {
        expect(state.status).toBe('queued');
        waits.push(Math.round((state.next - seconds(now)) / 60));
        now = new Date(state.next * 1000);
      } else {
        expect(result).toMatchObject({ failed: 1, retried: 0 });
        expect(state.status).toBe('failed');
        expect(state.last_error).toMatch(/ECONNREFUSED|connect/i);
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64]);
    // a failed mail is not tried again, even when SMTP is back
    const smtp = await startSmtp(port);
    const later = await deliverDueMail(t.database.db, transportTo(port), {
      now: new Date(now.getTime() + minutes(600)),
    });
    expect(later.claimed).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('sends each mail once when two deliveries run at the same time', async () => {
    const smtp = await startSmtp();
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) ids.push(await approvalRequest({ to: `aprobador${i}@example.com` }));
    const drain = async () => {
      const transport = transportTo(smtp.port);
      let sent = 0;
      for (;;) {
        const result = await deliverDueMail(t.database.db, transport, { batchSize: 3 });
        sent += result.sent;
        if (result.claimed === 0) return sent;
      }
    };
    const [first, second] = await Promise.all([drain(), drain()]);
    expect((first ?? 0) + (second ?? 0)).toBe(12);
    const recipients = smtp.messages.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort();
    expect(recipients).toEqual(ids.map((_, i) => `aprobador${i + 1}@example.com`).sort());
    const rows = await t.database.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('queueMail', () => {
  it("writes the mail in the caller's transaction: a rolled-back change leaves no mail", async () => {
    await t.database.db
      .transaction(async (tx) => {
        await queueMail(tx, { to: 'x@example.com', lang: 'es', template: 'test', params: {} });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
    const id = await t.database.db.transaction((tx) =>
      queueMail(tx, {
        to: 'x@example.com',
        lang: 'en',
        template: 'test',
        params: {},
        link: mailLink(publicUrl, 'testing'),
      }),
    );
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 0,
      lang: 'en',
      subject: 'Recruitment Platform test mail',
    });
    expect(row?.text).toContain('Open the platform: https://rp.example.com/app/testing');
  });

  it('refuses a template without one of its parameters', async () => {
    await expect(
      queueMail(t.database.db, {
        to: 'x@example.com',
        lang: 'es',
        template: 'vacancy_approved',
        params: { code: 'VAC-1', position: 'Contador' } as never,
      }),
    ).rejects.toThrow(/company/);
  });

  it('has every template in Spanish and English, each with every parameter it declares', () => {
    const mail = { es: productResources.es.translation.mail, en: productResources.en.translation.mail };
    for (const template of mailTemplates) {
      const names = mailTemplateParams[template] as readonly string[];
      const params = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
      const es = renderMail({ lang: 'es', template, params: params as never, url: 'https://x.test/a' });
      const en = renderMail({ lang: 'en', template, params: params as never, url: 'https://x.test/a' });
      expect(es.subject, template).not.toBe(en.subject);
      for (const rendered of [es, en]) {
        expect(`${rendered.subject}${rendered.text}`, template).not.toMatch(/\{\{|\}\}/);
        for (const name of names) expect(rendered.text, `${template}: ${name}`).toContain(`«${name}»`);
      }
      expect(mail.es.templates[template].action, template).toBeTruthy();
      expect(mail.en.templates[template].action, template).toBeTruthy();
    }
  });
});

describe('the worker of the server process', () => {
  it('delivers queued mail on its own and stops when the app closes', async () => {
    const smtp = await startSmtp();
    const app = await buildApp({
      config: { ...t.config, smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      database: t.database,
      logger: false,
    });
    startMailWorker(app, { intervalMs: 50 });
    await app.ready();
    await approvalRequest({ lang: 'en' });
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.messages[0]?.subject).toBe('Approval requested: vacancy VAC-000042 – Contador');
    await app.close();
    await approvalRequest();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
  });

  it('does not run without SMTP_URL: mail stays queued', async () => {
    const app = await buildApp({
      config: { ...t.config, smtpUrl: undefined },
      database: t.database,
      logger: false,
    });
    startMailWorker(app, { intervalMs: 50 });
    await app.ready();
    const id = await approvalRequest();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.close();
    expect(await rowState(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
