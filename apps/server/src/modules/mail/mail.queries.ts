import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidates, mailOutbox } from '../../db/schema/index';
import { candidateFullNameSql } from '../../resources/names';

// The statements of the mail outbox and of the interview invitation; the rules that choose and
// order them (claims, retries, leases) stay in mail.service.ts and interview-invitation.ts
// (docs/architecture.md, docs/domain.md#mail-outbox).

/** A failed delivery as written: the attempts so far, the error, the next attempt and, after the last one, `failed`. */
export type FailedDelivery = {
  attempts: number;
  last_error: string;
  next_attempt_at: SQL;
  status?: 'failed';
};

/** Inserts a rendered mail into the outbox (queued) and returns its id. */
export async function insertOutboxMail(db: Executor, values: typeof mailOutbox.$inferInsert) {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row;
}

/**
 * Claims up to `batchSize` queued mails due at `now` (`for update skip locked`, oldest due first) by
 * moving their next attempt `leaseMinutes` ahead, and returns the claimed rows.
 */
export function claimDueMail(db: Executor, now: SQL, batchSize: number, leaseMinutes: number) {
  return db
    .update(mailOutbox)
    .set({ next_attempt_at: sql`${now} + make_interval(mins => ${leaseMinutes})` })
    .where(
      sql`${mailOutbox.id} in (select id from mail_outbox where status = 'queued' and next_attempt_at <= ${now} order by next_attempt_at, id limit ${batchSize} for update skip locked)`,
    )
    .returning();
}

/** Writes a mail as sent at `now` after `attempts` attempts, with no error. */
export async function markMailSent(db: Executor, id: number, attempts: number, now: SQL) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', attempts, sent_at: sql`${now}`, last_error: null })
    .where(eq(mailOutbox.id, id));
}

/** Writes a failed delivery of a mail: its attempts, error and next attempt (or `failed`). */
export async function markMailDeliveryFailed(db: Executor, id: number, failure: FailedDelivery) {
  await db.update(mailOutbox).set(failure).where(eq(mailOutbox.id, id));
}

/** Writes a mail back to the queue, due now, with no attempts, error or sent time; returns its id (none if missing). */
export async function requeueMail(db: Executor, id: number) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, next_attempt_at: sql`now()`, last_error: null, sent_at: null })
    .where(eq(mailOutbox.id, id))
    .returning({ id: mailOutbox.id });
  return row;
}

/** Reads a candidate's e-mail and full name. */
export async function findCandidateEmailAndName(db: Executor, candidateId: number) {
  const [person] = await db
    .select({ email: candidates.email, name: candidateFullNameSql() })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return person;
}
