import type { Lang } from '@rp/contract';
import type { MailAttachment, MailTemplate } from '@rp/contract/entities/mail-outbox';
import { type SQL, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Ctx } from '../../context';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  claimDueMail,
  insertOutboxMail,
  markMailDeliveryFailed,
  markMailSent,
  requeueMail,
} from './mail.queries';
import { type MailParams, renderMail } from './mail.templates';

export type { MailAttachment, MailTemplate } from '@rp/contract/entities/mail-outbox';
export type { MailParams } from './mail.templates';

/** Deliveries tried before a mail is `failed` (docs/domain.md#mail-outbox). */
export const maxAttempts = 8;
/** The wait after the first failed delivery; it doubles after each further one. */
export const firstRetryMinutes = 1;
/**
 * How far a claimed row's next attempt moves ahead while its delivery runs: another worker does not
 * take it meanwhile, and a worker that dies mid-delivery leaves it due again afterwards. Longer than
 * the transport's own time-outs (mail.worker.ts).
 */
export const claimLeaseMinutes = 10;
/** Rows one delivery round claims. */
export const deliveryBatchSize = 20;

/** What delivers a message: nodemailer's SMTP transport, its defaults holding MAIL_FROM. */
export type MailTransport = Pick<Transporter, 'sendMail'>;

/**
 * A path of the app (`/approve/abc`) as an absolute link of `publicUrl` (PUBLIC_URL, the caller's
 * `ctx.config.publicUrl`: configuration passed in, never a module global, docs/architecture.md).
 */
export function mailLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

export type QueuedMail<T extends MailTemplate = MailTemplate> = {
  to: string;
  lang: Lang;
  template: T;
  params: MailParams<T>;
  /** An absolute link: a path of the app joined to PUBLIC_URL by `mailLink`. */
  link?: string;
  attachments?: MailAttachment[];
};

/**
 * Queues one mail (docs/domain.md#mail-outbox): renders it in `lang` now and writes its outbox row
 * through `db` — the caller's transaction, so the mail exists exactly when the change that caused
 * it commits. Answers the row's id; the worker delivers it.
 */
export async function queueMail<T extends MailTemplate>(db: Executor, mail: QueuedMail<T>): Promise<number> {
  const rendered = renderMail({
    lang: mail.lang,
    template: mail.template,
    params: mail.params,
    url: mail.link,
  });
  const row = await insertOutboxMail(db, {
    recipient: mail.to.trim(),
    lang: mail.lang,
    template: mail.template,
    ...rendered,
    attachments: mail.attachments ?? [],
  });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

export type DeliveryResult = { claimed: number; sent: number; retried: number; failed: number };

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'unknown error';

/**
 * Delivers the due mail once (docs/domain.md#mail-outbox): claims up to `batchSize` queued rows whose
 * next attempt is due with `FOR UPDATE SKIP LOCKED` in one short statement (moving their next
 * attempt ahead by the lease, so concurrent workers never take the same row), sends each through
 * `transport` outside any transaction, then marks it sent or schedules the next attempt
 * (1 min, doubling) until the 8th failure makes it `failed`. `now` replaces the database's clock
 * (tests).
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  opts: { now?: Date; batchSize?: number } = {},
): Promise<DeliveryResult> {
  const now: SQL = opts.now ? sql`${opts.now.toISOString()}::timestamptz` : sql`now()`;
  const batchSize = opts.batchSize ?? deliveryBatchSize;
  const claimed = await claimDueMail(db, now, batchSize, claimLeaseMinutes);
  const result: DeliveryResult = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const attempts = row.attempts + 1;
    try {
      await transport.sendMail({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
          encoding: 'base64',
        })),
      });
      await markMailSent(db, row.id, attempts, now);
      result.sent += 1;
    } catch (error) {
      const isLast = attempts >= maxAttempts;
      const waitMinutes = firstRetryMinutes * 2 ** (attempts - 1);
      await markMailDeliveryFailed(db, row.id, {
        attempts,
        last_error: errorText(error),
        ...(isLast
          ? { status: 'failed' as const, next_attempt_at: sql`${now}` }
          : { next_attempt_at: sql`${now} + make_interval(mins => ${waitMinutes})` }),
      });
      if (isLast) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
}

/** Resend (superusers): the mail goes back to the queue, due now, with no attempts counted. */
export async function resendMail(ctx: Ctx, id: number) {
  const row = await requeueMail(ctx.db, id);
  if (!row) throw notFound();
  return row.id;
}

/** The Testing page's test mail to `to`, in the caller's language, linking to the Testing page. */
export function sendTestMail(ctx: Ctx, to: string) {
  return queueMail(ctx.db, {
    to,
    lang: ctx.lang,
    template: 'test',
    params: {},
    link: mailLink(ctx.config.publicUrl, '/testing'),
  });
}
