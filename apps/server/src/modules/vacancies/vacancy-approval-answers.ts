import { type Lang, translate } from '@rp/contract';
import type { ApproveBody, DeclineBody, VacancyFromKey } from '@rp/contract/entities';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { hashKey, mailTeam, teamOf } from './vacancy-approval-mail';
import {
  countUnapprovedOfVacancy,
  findApprovalByKey,
  lockApprovalByKey,
  lockVacancyForAnswer,
  markApprovalApproved,
  markApprovalDeclined,
  markVacancyApproved,
} from './vacancy-approvals.queries';
import { approvalList, describeVacancy } from './vacancy-read';
import {
  assertWaitingApproval,
  logApproval,
  moveStage,
  moveStatus,
  stages,
  type VacancyRow,
  type WriteCtx,
} from './vacancy-stages';
import { insertVacancyHistory } from './vacancy-stages.queries';

/**
 * Approvals by key (public: the key is the credential; docs/decisions.md#administrative-process-issue-13): the
 * approve page's vacancy, and an approver's approval or decline, each in one transaction.
 */

// ---------------------------------------------------------------------------------------------
// Approvals by key (public: the key is the credential)

type PublicCtx = { db: Executor; lang: Lang; config: Config };

async function approvalByKey(db: Executor, key: string, lock: boolean) {
  const row = lock ? await lockApprovalByKey(db, hashKey(key)) : await findApprovalByKey(db, hashKey(key));
  if (!row) throw notFound();
  return row;
}

/** A key of a cancelled or completed vacancy no longer works (409). */
function assertKeyAlive(vacancy: VacancyRow) {
  if (vacancy.status === 'Cancel' || vacancy.status === 'Complete') throw conflict('errors.approval_closed');
}

/**
 * get_vacancy_from_key: the request fields with names in the caller's language, and the approval
 * list — only while the key can still answer. A key whose approval was answered, or whose vacancy no
 * longer waits for approval, shows nothing of the vacancy: a 409 saying why, in the shape of an
 * unknown key's 404 (docs/decisions.md "An answered approval link shows nothing").
 */
export async function vacancyFromKey(ctx: PublicCtx, key: string): Promise<VacancyFromKey> {
  const { approval, vacancy } = await approvalByKey(ctx.db, key, false);
  if (approval.approve_at || approval.declined_at) throw conflict('errors.approval_answered');
  assertWaitingApproval(vacancy);
  const approvals = await approvalList(ctx.db, vacancy.id);
  return {
    ...(await describeVacancy(ctx.db, ctx.lang, vacancy)),
    approvals: approvals.map(({ id, ...a }) => ({ ...a, is_yours: id === approval.id })),
  };
}

/**
 * approve: the key's approval, once (409 "already approved"); the last one makes the stage
 * Approved, sets `approved_at` and mails the requester and the team.
 */
export async function approveByKey(ctx: PublicCtx, body: ApproveBody) {
  return ctx.db.transaction(async (db) => {
    const { approval, vacancy, w } = await openAnswer(db, ctx.lang, body.key);
    await markApprovalApproved(db, approval.id);
    await logApproval(w, vacancy.id, 'Approved', 'approved', {
      approver: approval.full_name,
      comment: body.comment,
    });
    if ((await countUnapprovedOfVacancy(db, vacancy.id)) === 0) {
      await markVacancyApproved(db, vacancy.id);
      await moveStage(w, vacancy, stages.approved, body.comment ?? null);
      await mailTeam(db, ctx.config.publicUrl, vacancy, await teamOf(db, vacancy), 'vacancy_approved', {});
    } else {
      await insertVacancyHistory(db, {
        vacancy: vacancy.id,
        status: null,
        comments: `${approval.full_name}: ${body.comment ?? ''}`.trim(),
      });
    }
    return { detail: translate(ctx.lang, 'errors.approval_recorded') };
  });
}

/**
 * The key's approval and vacancy, ready for an answer: the key still works, the approval is not
 * answered yet, and the vacancy is locked and still waiting for its approvals.
 */
async function openAnswer(db: Executor, lang: Lang, key: string) {
  const { approval, vacancy } = await approvalByKey(db, key, true);
  const w: WriteCtx = { db, lang, actor: null };
  assertKeyAlive(vacancy);
  if (approval.approve_at) throw conflict('errors.already_approved');
  // serialises answers to one vacancy (two approvers at the same moment still count right)
  await lockVacancyForAnswer(db, vacancy.id);
  assertWaitingApproval(vacancy);
  return { approval, vacancy, w };
}

/**
 * decline (*added*): the vacancy back to New with the approver's comment in its timeline; its
 * keys stop working and the requester and team are told. A new send_emails starts over.
 */
export async function declineByKey(ctx: PublicCtx, body: DeclineBody) {
  return ctx.db.transaction(async (db) => {
    const { approval, vacancy, w } = await openAnswer(db, ctx.lang, body.key);
    await markApprovalDeclined(db, approval.id, body.comment);
    await logApproval(w, vacancy.id, 'New', 'declined', {
      approver: approval.full_name,
      comment: body.comment,
    });
    await moveStatus(w, vacancy, 'New', body.comment, { current_status: null });
    await insertVacancyHistory(db, {
      vacancy: vacancy.id,
      status: null,
      comments: `${approval.full_name}: ${body.comment}`,
    });
    await mailTeam(db, ctx.config.publicUrl, vacancy, await teamOf(db, vacancy), 'vacancy_declined', {
      approver: approval.full_name,
      comment: body.comment,
    });
    return { detail: translate(ctx.lang, 'errors.decline_recorded') };
  });
}
