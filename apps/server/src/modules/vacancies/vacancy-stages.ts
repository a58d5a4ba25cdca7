import { type Lang, logSentence, stageName, translate } from '@rp/contract';
import type { LogEvent } from '@rp/contract/entities';
import type { VacancyStatus, VacancyType } from '@rp/contract/enums';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Ctx, Actor as SessionActor } from '../../context';
import type { Executor } from '../../db/client';
import { vacancies } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import type { TxCtx } from '../../lib/transaction';
import { vacancyVisible } from '../../resources/scope';
import {
  findNextCodeNumber,
  findVacancyStageId,
  findVacancyStageName,
  findVacancyType,
  insertVacancyHistory,
  insertVacancyLog,
  lockCodePrefix,
  lockVisibleVacancy,
  updateVacancyCode,
  updateVacancyStage,
  updateVacancyStatus,
} from './vacancy-stages.queries';

/**
 * The vacancy's status machine (docs/domain.md#vacancy-status-and-stage): the working stages, the
 * vacancy locked in the caller's scope, the moves of status and stage, each with its history and
 * timeline row written in the transaction that makes it, and the code of a new vacancy.
 */

/** The working stages the machine moves through (VacancyStatus names, seeded). */
export const stages = {
  waiting: 'Waiting approval',
  approved: 'Approved',
  recruiting: 'Recruiting',
  closed: 'Closed',
  canceled: 'Canceled',
} as const;
type StageName = (typeof stages)[keyof typeof stages];

/** Vacancies the caller may see: their company's, a New one only its own (docs/domain.md#data-scope). */
export const vacancyScope = (actor: SessionActor) => vacancyVisible(actor, (name) => vacancies[name]);
/** The caller's scope condition on vacancies (none for a superuser). */
export const callerScope = (ctx: Ctx) => (ctx.actor.is_superuser ? undefined : vacancyScope(ctx.actor));

/** A working stage (an English key) in `lang`. */
export const stageLabel = (name: string, lang: Lang) =>
  stageName(name, (key, params) => translate(lang, key, params));

// ---------------------------------------------------------------------------------------------
// Locks, stages, history and timeline

export async function lockVacancy(ctx: TxCtx, id: number) {
  const row = await lockVisibleVacancy(ctx.db, id, callerScope(ctx));
  if (!row) throw notFound();
  return row;
}
export type VacancyRow = Awaited<ReturnType<typeof lockVacancy>>;

async function stageId(db: Executor, name: StageName): Promise<number> {
  const row = await findVacancyStageId(db, name);
  if (!row) throw new Error(`vacancy stage "${name}" is not seeded`);
  return row.id;
}

async function stageNameOf(db: Executor, id: number | null): Promise<string | null> {
  if (id == null) return null;
  const row = await findVacancyStageName(db, id);
  return row?.name ?? null;
}

/** Who acted: a signed-in user, or nobody (an approver through a key). */
type Actor = { id: number } | null;
export type WriteCtx = { db: Executor; lang: Lang; actor: Actor };

/**
 * A timeline row of the vacancy (docs/decisions.md#direct-process-issue-6): `days` are the whole days spent in
 * the stage the vacancy was in before this entry — since its last stage entry or its creation.
 */
export async function writeLog(ctx: WriteCtx, vacancy: number, status: string, event: LogEvent) {
  const tr = (key: string, params?: Record<string, unknown>) => translate(ctx.lang, key, params);
  await insertVacancyLog(ctx.db, {
    vacancy,
    status,
    event,
    comment: logSentence(event, ctx.lang, tr).slice(0, 5000),
    user: ctx.actor?.id ?? null,
  });
}

type ApprovalAction = Extract<LogEvent, { kind: 'approval' }>['action'];

/** A timeline row about an approver (sent, approved, declined, notified, reminded). */
export function logApproval(
  ctx: WriteCtx,
  vacancy: number,
  status: string,
  action: ApprovalAction,
  details: { approver?: string; count?: number; comment?: string | null },
) {
  return writeLog(ctx, vacancy, status, {
    kind: 'approval',
    action,
    approver: details.approver ?? null,
    count: details.count ?? null,
    comment: details.comment ?? null,
  });
}

/** Moves the working stage (history row + timeline row with the days spent in the stage left). */
export async function moveStage(
  ctx: WriteCtx,
  vacancy: VacancyRow,
  to: StageName,
  comment: string | null = null,
) {
  const toId = await stageId(ctx.db, to);
  if (vacancy.current_status === toId) return;
  const from = await stageNameOf(ctx.db, vacancy.current_status);
  await writeLog(ctx, vacancy.id, to, { kind: 'vacancy_stage', from, to });
  await insertVacancyHistory(ctx.db, {
    vacancy: vacancy.id,
    status: toId,
    comments: comment,
    user: ctx.actor?.id ?? null,
  });
  await updateVacancyStage(ctx.db, vacancy.id, toId);
  vacancy.current_status = toId;
}

/** Moves the business status (timeline row), with the extra columns of the move. */
export async function moveStatus(
  ctx: WriteCtx,
  vacancy: VacancyRow,
  to: VacancyStatus,
  comment: string | null,
  extra: PgUpdateSetSource<typeof vacancies> = {},
) {
  await writeLog(ctx, vacancy.id, to, { kind: 'vacancy_status', from: vacancy.status, to, comment });
  await updateVacancyStatus(ctx.db, vacancy.id, to, extra);
  vacancy.status = to;
}

/** The creation entry of a new vacancy: its code and the first timeline row. */
export async function afterVacancyCreated(ctx: Ctx, id: number) {
  const row = await findVacancyType(ctx.db, id);
  if (!row) throw notFound();
  const code = await nextCode(ctx.db, row.type);
  await updateVacancyCode(ctx.db, id, code);
  await writeLog(ctx, id, 'New', { kind: 'vacancy_created', code });
}

const codePrefix: Record<VacancyType, string> = { clients: 'CLI', shelter: 'SHE', shelter_indirect: 'SHI' };

/**
 * `CLI-2026-0001`: the type's prefix, the year and a number that follows the highest of that
 * prefix and year (serialised per prefix and year by a transaction-scoped advisory lock).
 */
async function nextCode(db: Executor, type: VacancyType): Promise<string> {
  const prefix = `${codePrefix[type]}-${new Date().getFullYear()}-`;
  await lockCodePrefix(db, prefix);
  const row = await findNextCodeNumber(db, prefix);
  return `${prefix}${String(row?.next ?? 1).padStart(4, '0')}`;
}

export function assertWaitingApproval(vacancy: VacancyRow) {
  if (vacancy.status !== 'Pending' || vacancy.approved_at)
    throw conflict(vacancy.status === 'New' ? 'errors.approval_declined' : 'errors.approval_closed');
}
