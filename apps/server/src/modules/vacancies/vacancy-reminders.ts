import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vacancies, vacancyApprovals } from '../../db/schema/index';
import { asLang, mailApprover, newApprovalKey } from './vacancy-approval-mail';
import { logApproval } from './vacancy-stages';

/**
 * Reminders (*added*): an approval still open after `days` days since its key was mailed gets a
 * reminder a day, at most `max`. The key is stored only as a hash, so each reminder carries a
 * new key (the previous link stops working; the mail says so).
 */
export async function sendApprovalReminders(
  db: Executor,
  opts: { days: number; max: number; batch?: number },
): Promise<number> {
  // in batches, each its own transaction: a backlog (a database restored, a server off for days)
  // never holds thousands of approvals locked in one transaction nor the server busy in one go
  // never more than one reminder per approval per run: the batches go forward by id
  const batch = opts.batch ?? reminderBatch;
  let sent = 0;
  let after = 0;
  for (;;) {
    const ids = await sendReminderBatch(db, opts, batch, after);
    sent += ids.length;
    if (ids.length < batch) return sent;
    after = Math.max(...ids);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Approvals reminded per transaction. */
const reminderBatch = 50;

async function sendReminderBatch(
  db: Executor,
  opts: { days: number; max: number },
  batch: number,
  after: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ approval: vacancyApprovals, vacancy: vacancies })
      .from(vacancyApprovals)
      .innerJoin(vacancies, eq(vacancies.id, vacancyApprovals.vacancy))
      .where(
        and(
          gt(vacancyApprovals.id, after),
          eq(vacancies.status, 'Pending'),
          isNull(vacancies.approved_at),
          eq(vacancies.is_deleted, false),
          isNull(vacancyApprovals.approve_at),
          isNull(vacancyApprovals.declined_at),
          sql`${vacancyApprovals.mailed_at} is not null`,
          sql`${vacancyApprovals.reminders} < ${opts.max}`,
          sql`${vacancyApprovals.mailed_at} <= now() - make_interval(days => ${opts.days + 0} + ${vacancyApprovals.reminders})`,
        ),
      )
      .orderBy(vacancyApprovals.id)
      .limit(batch)
      .for('update', { of: vacancyApprovals, skipLocked: true });
    for (const { approval, vacancy } of due) {
      const { key, hash } = newApprovalKey();
      await tx
        .update(vacancyApprovals)
        .set({ key: hash, reminders: sql`${vacancyApprovals.reminders} + 1`, updated_at: sql`now()` })
        .where(eq(vacancyApprovals.id, approval.id));
      await mailApprover(tx, vacancy, approval, key, 'approval_reminder');
      await logApproval(
        { db: tx, lang: asLang(approval.lang), actor: null },
        vacancy.id,
        'Pending',
        'reminded',
        {
          approver: approval.full_name,
        },
      );
    }
    return due.map(({ approval }) => approval.id);
  });
}
