import { z } from 'zod';
import { mailStatuses } from '../enums';
import { idSchema, timestampSchema } from './common';
import { userLanguages } from './user';

/**
 * Every mail the product sends, and the parameters its text takes (docs/domain.md#mail-outbox).
 * The texts are `mail.templates.<name>` of packages/contract/src/i18n/{es,en}/mail.json.
 */
export const mailTemplateParams = {
  /** The Testing page's "send a test mail". */
  test: [],
  /** A vacancy asks an approver for approval; link: the approval page. */
  approval_request: ['code', 'position', 'company', 'approver'],
  /** Reminder of a pending approval; link: the approval page. */
  approval_reminder: ['code', 'position', 'company', 'approver'],
  /** Every approver approved; link: the vacancy page. */
  vacancy_approved: ['code', 'position', 'company'],
  /** An approver declined; link: the vacancy page. */
  vacancy_declined: ['code', 'position', 'approver', 'comment'],
  /** A candidate is invited to an interview (with an .ics attachment). */
  interview_invitation: ['candidate', 'position', 'company', 'date', 'time'],
} as const satisfies Record<string, readonly string[]>;

export type MailTemplate = keyof typeof mailTemplateParams;
export const mailTemplates = Object.keys(mailTemplateParams) as [MailTemplate, ...MailTemplate[]];

/** A file sent with a mail, kept in the outbox row: its bytes in base64. */
export const mailAttachmentSchema = z.object({
  filename: z.string().min(1).max(255),
  contentType: z.string().min(1).max(255),
  content: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** Read shape (read-only resource, superusers only): one mail of the outbox; the HTML and attachments' bytes stay on the server. */
export const mailOutboxSchema = z.object({
  id: idSchema,
  recipient: z.string(),
  lang: z.enum(userLanguages),
  template: z.enum(mailTemplates),
  subject: z.string(),
  /** The plain-text body. */
  text: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  next_attempt_at: timestampSchema,
  last_error: z.string().nullable(),
  /** The attachments' file names, comma-separated (derived). */
  attachment_names: z.string().nullable(),
  created_at: timestampSchema,
  sent_at: timestampSchema.nullable(),
});
export type MailOutbox = z.infer<typeof mailOutboxSchema>;

/** POST mail-outbox/resend/: queue a mail again, now, with its attempts reset. */
export const mailResendSchema = z.object({ id: z.number().int().positive() });
/** POST mail-outbox/send_test/: queue the `test` mail to an address, in the caller's language. */
export const mailSendTestSchema = z.object({ to: z.email().max(254) });
