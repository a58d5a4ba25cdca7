import { translate } from '@rp/contract';
import type { CancelVacancyBody } from '@rp/contract/entities';
import { clas } from '@rp/contract/enums';
import { openFollowUpStatuses } from '@rp/contract/rules/follow-up';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { REQ_CANCELED_CODE } from '../../db/seed/data/catalogs';
import { conflict, notFound } from '../../lib/errors';
import { inTransaction, type TxCtx } from '../../lib/transaction';
import { findCatalogItemByCode } from '../reference/catalog.queries';
import {
  deleteApprovalsOfVacancy,
  findDefaultApprovers,
  insertApproval,
  lockApproval,
  markApprovalsSent,
  rejectOpenCandidatesOfVacancy,
  renewApprovalKey,
} from './vacancies.queries';
import { mailApprover, newApprovalKey } from './vacancy-approval-mail';
import { countOfVacancyIn } from './vacancy-candidates.queries';
import {
  assertWaitingApproval,
  lockVacancy,
  logApproval,
  moveStage,
  moveStatus,
  stages,
} from './vacancy-stages';

/**
 * The administrative process (docs/domain.md#vacancy-status-and-stage, docs/decisions.md#administrative-process-issue-13): the status
 * machine New → Pending → Complete | Cancel with its working stages, approvals by e-mailed key, the
 * timeline and the status counts. Every change writes a history row and a timeline row in the
 * transaction that makes it, and the mails it causes go to the outbox in that transaction too.
 *
 * This file holds the signed-in users' status actions (send for approval, notify one approver,
 * cancel, close); the machine's moves are in vacancy-stages.ts, its mail in vacancy-approval-mail.ts,
 * the approvers' answers by key in vacancy-approval-answers.ts, the reminders in
 * vacancy-reminders.ts and the read models in vacancy-read.ts.
 */

/**
 * send_emails: New → Pending, stage Waiting approval. The region's default approvers of the
 * vacancy's type become its approvals (earlier ones are replaced: a declined vacancy starts over),
 * each with a fresh key; those marked `send_email` get it by mail at once.
 */
export async function sendForApproval(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    const vacancy = await lockVacancy(tx, id);
    if (vacancy.status !== 'New') throw conflict('errors.vacancy_not_new');
    const defaults = await findDefaultApprovers(tx.db, vacancy.company, vacancy.vacancy_type);
    if (defaults.length === 0) throw conflict('errors.no_approvers');
    await deleteApprovalsOfVacancy(tx.db, id);
    for (const d of defaults) {
      const { key, hash } = newApprovalKey();
      const approval = { full_name: d.full_name, email: d.email, lang: tx.lang };
      await insertApproval(tx.db, {
        vacancy: id,
        full_name: d.full_name,
        title: d.title,
        email: d.email,
        sort_item: d.sort_item,
        key: hash,
        lang: tx.lang,
        mailed: d.send_email,
      });
      if (d.send_email)
        await mailApprover(tx.db, tx.config.publicUrl, vacancy, approval, key, 'approval_request');
    }
    // the approvals' creation time (the transaction's), read by the boards' days to approve
    await markApprovalsSent(tx.db, id);
    await moveStatus(tx, vacancy, 'Pending', null);
    await logApproval(tx, id, 'Pending', 'sent', { count: defaults.length });
    await moveStage(tx, vacancy, stages.waiting);
  });
}

/** notify_single_approval: a new key for one open approval, mailed to its approver. */
export async function notifySingleApproval(ctx: Ctx, approvalId: number) {
  return inTransaction(ctx, async (tx) => {
    const approval = await lockApproval(tx.db, approvalId);
    if (!approval) throw notFound();
    const vacancy = await lockVacancy(tx, approval.vacancy);
    assertWaitingApproval(vacancy);
    if (approval.approve_at) throw conflict('errors.already_approved');
    const { key, hash } = newApprovalKey();
    await renewApprovalKey(tx.db, approvalId, hash, tx.lang);
    await mailApprover(
      tx.db,
      tx.config.publicUrl,
      vacancy,
      { ...approval, lang: tx.lang },
      key,
      'approval_request',
    );
    await logApproval(tx, vacancy.id, 'Pending', 'notified', { approver: approval.full_name });
    return { detail: translate(tx.lang, 'errors.notification_sent') };
  });
}

/**
 * Ends a vacancy's open candidates (Pending, Accepted; drafts stay) as Rejected with a system reason
 * of catalog 6: the vacancy was cancelled, or every position is hired.
 */
export async function endOpenCandidates(ctx: TxCtx, vacancyId: number, reasonCode: string) {
  const reason = await findCatalogItemByCode(ctx.db, clas.rejectReasons, reasonCode);
  await rejectOpenCandidatesOfVacancy(ctx.db, vacancyId, reason?.id ?? null, ctx.actor.id);
}

/** cancel_vacancy: New or Pending → Cancel with a reason; open candidates end; keys stop working (409). */
export async function cancelVacancy(ctx: Ctx, body: CancelVacancyBody) {
  await inTransaction(ctx, async (tx) => {
    const vacancy = await lockVacancy(tx, body.id);
    if (vacancy.status !== 'New' && vacancy.status !== 'Pending')
      throw conflict('errors.vacancy_not_cancellable');
    await endOpenCandidates(tx, vacancy.id, REQ_CANCELED_CODE);
    await moveStatus(tx, vacancy, 'Cancel', body.cancel_reason, {
      cancel_reason: body.cancel_reason,
      cancel_user: tx.actor.id,
      cancel_at: sql`now()`,
    });
    await moveStage(tx, vacancy, stages.canceled, body.cancel_reason);
  });
}

/** close_vacancy (*added*): Pending → Complete, stage Closed, when no candidate is still open. */
export async function closeVacancy(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    const vacancy = await lockVacancy(tx, id);
    if (vacancy.status !== 'Pending') throw conflict('errors.vacancy_not_closable');
    const open = await countOfVacancyIn(tx.db, id, openFollowUpStatuses);
    if (open > 0) throw conflict('errors.vacancy_open_candidates', { count: open });
    await moveStatus(tx, vacancy, 'Complete', null, { closed_at: sql`now()` });
    await moveStage(tx, vacancy, stages.closed);
  });
}
