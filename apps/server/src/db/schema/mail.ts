import type { MailAttachment, MailTemplate } from '@rp/contract/entities/mail-outbox';
import { userLanguages } from '@rp/contract/entities/user';
import { mailStatuses } from '@rp/contract/enums';
import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The mail outbox (docs/domain.md#mail-outbox): every mail, rendered in its recipient's language when
 * it was queued, in the same transaction as the change that caused it; a worker delivers the due
 * ones through SMTP and retries with backoff.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    lang: varchar('lang', { length: 2, enum: userLanguages }).notNull(),
    template: varchar('template', { length: 60 }).$type<MailTemplate>().notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with the mail, their bytes in base64 (an interview's .ics). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: varchar('status', { length: 10, enum: mailStatuses }).notNull().default('queued'),
    /** Failed deliveries so far (reset by a resend). */
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (re)try it; claiming a row moves it ahead while the delivery runs. */
    next_attempt_at: at('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: at('created_at').notNull().defaultNow(),
    sent_at: at('sent_at'),
  },
  (t) => [
    index('mail_outbox_status_next_attempt_idx').on(t.status, t.next_attempt_at),
    index('mail_outbox_created_at_idx').on(t.created_at),
  ],
);
