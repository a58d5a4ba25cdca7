import { translate } from '@rp/contract';
import type { CancelVacancyBody } from '@rp/contract/entities';
import { clas, followUpStatuses } from '@rp/contract/enums';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import {
  catalogs,
  companies,
  defaultApprovals,
  vacancies,
  vacancyApprovals,
  vacancyCandidates,
} from '../../db/schema/index';
import { REQ_CANCELED_CODE } from '../../db/seed/data/catalogs';
import { conflict, notFound } from '../../lib/errors';
import { inTransaction, type TxCtx } from '../../lib/transaction';
import { mailApprover, newApprovalKey } from './vacancy-approval-mail';
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

const openCandidateStatuses = followUpStatuses.filter((s) => s === 'Pending' || s === 'Accepted');

/**
 * send_emails: New → Pending, stage Waiting approval. The region's default approvers of the
 * vacancy's type become its approvals (earlier ones are replaced: a declined vacancy starts over),
 * each with a fresh key; those marked `send_email` get it by mail at once.
 */
export async function sendForApproval(ctx: Ctx, id: number) {
  await inTransaction(ctx, async (tx) => {
    const vacancy = await lockVacancy(tx, id);
    if (vacancy.status !== 'New') throw conflict('errors.vacancy_not_new');
    const defaults = await tx.db
      .select({
        full_name: defaultApprovals.full_name,
        title: defaultApprovals.title,
        email: defaultApprovals.email,
        sort_item: defaultApprovals.sort_item,
        send_email: defaultApprovals.send_email,
      })
      .from(defaultApprovals)
      .innerJoin(companies, eq(companies.region, defaultApprovals.region))
      .where(and(eq(companies.id, vacancy.company), eq(defaultApprovals.approval_type, vacancy.vacancy_type)))
      .orderBy(asc(defaultApprovals.sort_item), asc(defaultApprovals.id));
    if (defaults.length === 0) throw conflict('errors.no_approvers');
    await tx.db.delete(vacancyApprovals).where(eq(vacancyApprovals.vacancy, id));
    for (const d of defaults) {
      const { key, hash } = newApprovalKey();
      const approval = { full_name: d.full_name, email: d.email, lang: tx.lang };
      await tx.db.insert(vacancyApprovals).values({
        vacancy: id,
        full_name: d.full_name,
        title: d.title,
        email: d.email,
        sort_item: d.sort_item,
        key: hash,
        lang: tx.lang,
        mailed_at: d.send_email ? sql`now()` : null,
      });
      if (d.send_email) await mailApprover(tx.db, vacancy, approval, key, 'approval_request');
    }
    // the approvals' creation time (the transaction's), read by the boards' days to approve
    await tx.db.update(vacancies).set({ approvals_sent_at: sql`now()` }).where(eq(vacancies.id, id));
    await moveStatus(tx, vacancy, 'Pending', null);
    await logApproval(tx, id, 'Pending', 'sent', { count: defaults.length });
    await moveStage(tx, vacancy, stages.waiting);
  });
}

/** notify_single_approval: a new key for one open approval, mailed to its approver. */
export async function notifySingleApproval(ctx: Ctx, approvalId: number) {
  return inTransaction(ctx, async (tx) => {
    const [approval] = await tx.db
      .select()
      .from(vacancyApprovals)
      .where(eq(vacancyApprovals.id, approvalId))
      .for('update');
    if (!approval) throw notFound();
    const vacancy = await lockVacancy(tx, approval.vacancy);
    assertWaitingApproval(vacancy);
    if (approval.approve_at) throw conflict('errors.already_approved');
    const { key, hash } = newApprovalKey();
    await tx.db
      .update(vacancyApprovals)
      .set({
        key: hash,
        single_email: true,
        mailed_at: sql`now()`,
        reminders: 0,
        lang: tx.lang,
        updated_at: sql`now()`,
      })
      .where(eq(vacancyApprovals.id, approvalId));
    await mailApprover(tx.db, vacancy, { ...approval, lang: tx.lang }, key, 'approval_request');
    await logApproval(tx, vacancy.id, 'Pending', 'notified', { approver: approval.full_name });
    return { detail: translate(tx.lang, 'errors.notification_sent') };
  });
}

/**
 * Ends a vacancy's open candidates (Pending, Accepted; drafts stay) as Rejected with a system reason
 * of catalog 6: the vacancy was cancelled, or every position is hired.
 */
export async function endOpenCandidates(ctx: TxCtx, vacancyId: number, reasonCode: string) {
  const [reason] = await ctx.db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.clas_id, clas.rejectReasons), eq(catalogs.code, reasonCode)));
  await ctx.db
    .update(vacancyCandidates)
    .set({
      status: 'Rejected',
      reject_reason: reason?.id ?? null,
      follow_user: ctx.actor.id,
      follow_date: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(vacancyCandidates.vacancy, vacancyId),
        eq(vacancyCandidates.is_draft, false),
        inArray(vacancyCandidates.status, openCandidateStatuses),
      ),
    );
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
    const [open] = await tx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vacancyCandidates)
      .where(
        and(
          eq(vacancyCandidates.vacancy, id),
          eq(vacancyCandidates.is_draft, false),
          inArray(vacancyCandidates.status, openCandidateStatuses),
        ),
      );
    if ((open?.n ?? 0) > 0) throw conflict('errors.vacancy_open_candidates', { count: open?.n ?? 0 });
    await moveStatus(tx, vacancy, 'Complete', null, { closed_at: sql`now()` });
    await moveStage(tx, vacancy, stages.closed);
  });
}
