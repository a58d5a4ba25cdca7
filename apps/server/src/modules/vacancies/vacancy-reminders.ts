import type { Executor } from '../../db/client';
import { asLang, mailApprover, newApprovalKey } from './vacancy-approval-mail';
import { lockDueApprovals, renewReminderKey } from './vacancy-approvals.queries';
import { logApproval } from './vacancy-stages';

/** What a reminders run needs: its rule (`days`, `max`) and PUBLIC_URL for the mails' links. */
export type ReminderOptions = { days: number; max: number; publicUrl: string };

/**
 * Reminders (*added*): an approval still open after `days` days since its key was mailed gets a
 * reminder a day, at most `max`. The key is stored only as a hash, so each reminder carries a
 * new key (the previous link stops working; the mail says so).
 */
export async function sendApprovalReminders(
  db: Executor,
  opts: ReminderOptions & { batch?: number },
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
  opts: ReminderOptions,
  batch: number,
  after: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await lockDueApprovals(tx, { after, days: opts.days, max: opts.max, batch });
    for (const { approval, vacancy } of due) {
      const { key, hash } = newApprovalKey();
      await renewReminderKey(tx, approval.id, hash);
      await mailApprover(tx, opts.publicUrl, vacancy, approval, key, 'approval_reminder');
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
