import { resourceAccess } from '../access';
import { defineEndpoint } from '../endpoint';
import { mailOutboxSchema, mailResendSchema, mailSendTestSchema } from '../entities/mail-outbox';

/**
 * Custom actions of the mail outbox (docs/domain.md#mail-outbox), superusers only; the list itself
 * is the read-only resource `resources['mail-outbox']`.
 */
export const mailEndpoints = {
  /** Queues a mail again: status queued, no attempts, due now; answers the row. */
  resend: defineEndpoint({
    method: 'POST',
    path: 'mail-outbox/resend/',
    body: mailResendSchema,
    response: mailOutboxSchema,
    access: resourceAccess['mail-outbox'].write,
    tag: 'mail-outbox',
  }),
  /** Queues the `test` mail to an address in the caller's language; answers the row (201). */
  sendTest: defineEndpoint({
    method: 'POST',
    path: 'mail-outbox/send_test/',
    body: mailSendTestSchema,
    response: mailOutboxSchema,
    status: 201,
    access: resourceAccess['mail-outbox'].write,
    tag: 'mail-outbox',
  }),
};
