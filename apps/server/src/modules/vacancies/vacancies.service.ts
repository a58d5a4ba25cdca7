import { createHash, randomBytes } from 'node:crypto';
import { type Lang, logSentence, stageName, translate } from '@rp/contract';
import type {
  ApproveBody,
  CancelVacancyBody,
  DeclineBody,
  LogEvent,
  VacancyDashboard,
  VacancyFromKey,
} from '@rp/contract/entities';
import { clas, followUpStatuses, type VacancyStatus, type VacancyType } from '@rp/contract/enums';
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Ctx, Actor as SessionActor } from '../../context';
import { type Executor, queryRows } from '../../db/client';
import {
  catalogs,
  companies,
  defaultApprovals,
  users,
  vacancies,
  vacancyApprovals,
  vacancyCandidates,
  vacancyHistory,
  vacancyLogs,
  vacancyStatus,
} from '../../db/schema/index';
import { REQ_CANCELED_CODE } from '../../db/seed/data/catalogs';
import { conflict, notFound } from '../../lib/errors';
import { findText } from '../../lib/product-text';
import { inTransaction, type TxCtx } from '../../lib/transaction';
import { vacancyVisible } from '../../resources/scope';
import { queueMail } from '../mail/mail.service';

/**
 * The administrative process (docs/domain.md#vacancy-status-and-stage, docs/decisions.md#administrative-process-issue-13): the status
 * machine New → Pending → Complete | Cancel with its working stages, approvals by e-mailed key, the
 * timeline and the status counts. Every change writes a history row and a timeline row in the
 * transaction that makes it, and the mails it causes go to the outbox in that transaction too.
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

const openCandidateStatuses = followUpStatuses.filter((s) => s === 'Pending' || s === 'Accepted');

/** Vacancies the caller may see: their company's, a New one only its own (docs/domain.md#data-scope). */
export const vacancyScope = (actor: SessionActor) => vacancyVisible(actor, (name) => vacancies[name]);
const scoped = (ctx: Ctx) => (ctx.actor.is_superuser ? undefined : vacancyScope(ctx.actor));

/** The approval key of a link (≥ 128 random bits, URL-safe) and the hash stored in its place. */
export function newApprovalKey(): { key: string; hash: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, hash: hashKey(key) };
}
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A working stage (an English key) in `lang`. */
export const stageLabel = (name: string, lang: Lang) =>
  stageName(name, (key, params) => translate(lang, key, params));

const approvePath = (key: string) => `/approve/${key}`;
const vacancyPath = (type: string, id: number) => `/requeriments/${type}/${id}`;

// ---------------------------------------------------------------------------------------------
// Locks, stages, history and timeline

export async function lockVacancy(ctx: TxCtx, id: number) {
  const [row] = await ctx.db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.is_deleted, false), scoped(ctx)))
    .for('update');
  if (!row) throw notFound();
  return row;
}
export type VacancyRow = Awaited<ReturnType<typeof lockVacancy>>;

async function stageId(db: Executor, name: StageName): Promise<number> {
  const [row] = await db
    .select({ id: vacancyStatus.id })
    .from(vacancyStatus)
    .where(eq(vacancyStatus.name, name));
  if (!row) throw new Error(`vacancy stage "${name}" is not seeded`);
  return row.id;
}

async function stageNameOf(db: Executor, id: number | null): Promise<string | null> {
  if (id == null) return null;
  const [row] = await db
    .select({ name: vacancyStatus.name })
    .from(vacancyStatus)
    .where(eq(vacancyStatus.id, id));
  return row?.name ?? null;
}

/** Who acted: a signed-in user, or nobody (an approver through a key). */
type Actor = { id: number } | null;
type WriteCtx = { db: Executor; lang: Lang; actor: Actor };

/**
 * A timeline row of the vacancy (docs/decisions.md#direct-process-issue-6): `days` are the whole days spent in
 * the stage the vacancy was in before this entry — since its last stage entry or its creation.
 */
export async function writeLog(ctx: WriteCtx, vacancy: number, status: string, event: LogEvent) {
  const tr = (key: string, params?: Record<string, unknown>) => translate(ctx.lang, key, params);
  await ctx.db.insert(vacancyLogs).values({
    vacancy,
    status,
    event,
    comment: logSentence(event, ctx.lang, tr).slice(0, 5000),
    user: ctx.actor?.id ?? null,
    days: sql`greatest(0, current_date - coalesce(
      (select max(h.created_at) from vacancy_history h where h.vacancy = ${vacancy} and h.status is not null),
      (select v.created_at from vacancies v where v.id = ${vacancy}))::date)`,
  });
}

type ApprovalAction = Extract<LogEvent, { kind: 'approval' }>['action'];

/** A timeline row about an approver (sent, approved, declined, notified, reminded). */
function logApproval(
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
  await ctx.db
    .insert(vacancyHistory)
    .values({ vacancy: vacancy.id, status: toId, comments: comment, user: ctx.actor?.id ?? null });
  await ctx.db
    .update(vacancies)
    .set({ current_status: toId, updated_at: sql`now()` })
    .where(eq(vacancies.id, vacancy.id));
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
  await ctx.db
    .update(vacancies)
    .set({ status: to, updated_at: sql`now()`, ...extra })
    .where(eq(vacancies.id, vacancy.id));
  vacancy.status = to;
}

/** The creation entry of a new vacancy: its code and the first timeline row. */
export async function afterVacancyCreated(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({ type: vacancies.vacancy_type })
    .from(vacancies)
    .where(eq(vacancies.id, id));
  if (!row) throw notFound();
  const code = await nextCode(ctx.db, row.type);
  await ctx.db.update(vacancies).set({ code }).where(eq(vacancies.id, id));
  await writeLog(ctx, id, 'New', { kind: 'vacancy_created', code });
}

const codePrefix: Record<VacancyType, string> = { clients: 'CLI', shelter: 'SHE', shelter_indirect: 'SHI' };

/**
 * `CLI-2026-0001`: the type's prefix, the year and a number that follows the highest of that
 * prefix and year (serialised per prefix and year by a transaction-scoped advisory lock).
 */
async function nextCode(db: Executor, type: VacancyType): Promise<string> {
  const prefix = `${codePrefix[type]}-${new Date().getFullYear()}-`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`vacancy-code:${prefix}`}))`);
  const [row] = await queryRows<{ next: number }>(
    db,
    sql`select coalesce(max(substr(code, ${prefix.length + 1}::int)::int), 0) + 1 as next
          from vacancies where code like ${`${prefix}%`} and substr(code, ${prefix.length + 1}::int) ~ '^[0-9]+$'`,
  );
  return `${prefix}${String(row?.next ?? 1).padStart(4, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Mail

type Recipient = { email: string | null; lang: string | null };

async function teamOf(db: Executor, vacancy: VacancyRow): Promise<Recipient[]> {
  const ids = [vacancy.request_by, vacancy.recruiter, vacancy.hr_manager, vacancy.program_manager].filter(
    (id): id is number => id != null,
  );
  if (ids.length === 0) return [];
  return db
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.is_active, true)));
}

async function companyName(db: Executor, company: number, lang: Lang): Promise<string> {
  const [row] = await db
    .select({ es: companies.name_es, en: companies.name_en })
    .from(companies)
    .where(eq(companies.id, company));
  return (lang === 'en' ? row?.en || row?.es : row?.es) ?? '';
}

const asLang = (value: string | null | undefined): Lang => (value === 'en' ? 'en' : 'es');

/** One mail per distinct address, each in its reader's language. */
async function mailTeam(
  db: Executor,
  vacancy: VacancyRow,
  recipients: Recipient[],
  template: 'vacancy_approved' | 'vacancy_declined',
  params: Record<string, string>,
) {
  const seen = new Set<string>();
  for (const r of recipients) {
    const email = r.email?.trim().toLowerCase();
    if (!email || seen.has(email)) continue;
    seen.add(email);
    const lang = asLang(r.lang);
    await queueMail(db, {
      to: email,
      lang,
      template,
      params: {
        code: vacancy.code ?? '',
        position: vacancy.position,
        company: await companyName(db, vacancy.company, lang),
        ...params,
      },
      link: vacancyPath(vacancy.vacancy_type, vacancy.id),
    });
  }
}

async function mailApprover(
  db: Executor,
  vacancy: VacancyRow,
  approval: { full_name: string; email: string; lang: string },
  key: string,
  template: 'approval_request' | 'approval_reminder',
) {
  const lang = asLang(approval.lang);
  await queueMail(db, {
    to: approval.email,
    lang,
    template,
    params: {
      code: vacancy.code ?? '',
      position: vacancy.position,
      company: await companyName(db, vacancy.company, lang),
      approver: approval.full_name,
    },
    link: approvePath(key),
  });
}

// ---------------------------------------------------------------------------------------------
// Status actions

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

function assertWaitingApproval(vacancy: VacancyRow) {
  if (vacancy.status !== 'Pending' || vacancy.approved_at)
    throw conflict(vacancy.status === 'New' ? 'errors.approval_declined' : 'errors.approval_closed');
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

// ---------------------------------------------------------------------------------------------
// Approvals by key (public: the key is the credential)

type PublicCtx = { db: Executor; lang: Lang; config: Config };

async function approvalByKey(db: Executor, key: string, lock: boolean) {
  const query = db
    .select({ approval: vacancyApprovals, vacancy: vacancies })
    .from(vacancyApprovals)
    .innerJoin(vacancies, eq(vacancies.id, vacancyApprovals.vacancy))
    .where(and(eq(vacancyApprovals.key, hashKey(key)), eq(vacancies.is_deleted, false)));
  const [row] = lock ? await query.for('update') : await query;
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

/** The approvers of a vacancy in their order (no e-mail, no key). */
export function approvalList(db: Executor, vacancyId: number) {
  return db
    .select({
      id: vacancyApprovals.id,
      full_name: vacancyApprovals.full_name,
      title: vacancyApprovals.title,
      approve_at: vacancyApprovals.approve_at,
      declined_at: vacancyApprovals.declined_at,
    })
    .from(vacancyApprovals)
    .where(eq(vacancyApprovals.vacancy, vacancyId))
    .orderBy(asc(vacancyApprovals.sort_item), asc(vacancyApprovals.id));
}

/** A vacancy's request fields with names instead of ids, in `lang` (the approve page and the PDF). */
export async function describeVacancy(
  db: Executor,
  lang: Lang,
  vacancy: VacancyRow,
): Promise<Omit<VacancyFromKey, 'approvals'>> {
  const en = lang === 'en';
  const catalogName = (id: number | null) =>
    id == null
      ? sql<string | null>`null`
      : sql<
          string | null
        >`(select ${sql.raw(en ? 'coalesce(c.name_en, c.name)' : 'c.name')} from catalogs c where c.id = ${id})`;
  const userName = (id: number | null) =>
    sql<
      string | null
    >`(select coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username) from users u where u.id = ${id})`;
  const [names] = await db
    .select({
      company: sql<string>`(select ${sql.raw(en ? "coalesce(nullif(x.name_en, ''), x.name_es)" : 'x.name_es')} from companies x where x.id = ${vacancy.company})`,
      categoryCode: sql<string | null>`(select x.code from categories x where x.id = ${vacancy.category})`,
      categoryDescription: sql<
        string | null
      >`(select x.description from categories x where x.id = ${vacancy.category})`,
      department:
        vacancy.department == null
          ? sql<string | null>`null`
          : sql<
              string | null
            >`(select ${sql.raw(en ? 'coalesce(x.name_en, x.name_es)' : 'x.name_es')} from departments x where x.id = ${vacancy.department})`,
      salaryType: catalogName(vacancy.salary_type),
      reason: catalogName(vacancy.reason),
      scholar: catalogName(vacancy.scholar_level),
      english: catalogName(vacancy.english_level),
      requestBy: userName(vacancy.request_by),
      stage: sql<string | null>`(select s.name from vacancy_status s where s.id = ${vacancy.current_status})`,
    })
    .from(sql`(select 1) as one`);
  const money = (value: string | number | null) => (value == null ? null : Number(value));
  return {
    code: vacancy.code,
    vacancy_type: vacancy.vacancy_type,
    status: vacancy.status,
    stage: names?.stage ?? null,
    company_name: names?.company ?? '',
    // a category reads as its code's label in the reader's language, else its description
    category_name:
      (names?.categoryCode && findText(lang, `common.enums.category.${names.categoryCode}`)) ||
      (names?.categoryDescription ?? null),
    position: vacancy.position,
    quantity: vacancy.quantity,
    expected_date: vacancy.expected_date,
    salary_type_name: names?.salaryType ?? null,
    salary_from: money(vacancy.salary_from),
    salary_to: money(vacancy.salary_to),
    department_name: names?.department ?? null,
    plant: vacancy.plant,
    shift_description: vacancy.shift_description,
    type_hiring: vacancy.type_hiring,
    temporal_time: vacancy.temporal_time,
    reason_name: names?.reason ?? null,
    employee_substitution: vacancy.employee_substitution,
    is_foreign: vacancy.is_foreign,
    is_confidential: vacancy.is_confidential,
    experience: vacancy.experience,
    responsabilities: vacancy.responsabilities,
    additional_comments: vacancy.additional_comments,
    scholar_level_name: names?.scholar ?? null,
    scholar_speciality: vacancy.scholar_speciality,
    english_level_name: names?.english ?? null,
    require_visa: vacancy.require_visa,
    require_passport: vacancy.require_passport,
    genre: vacancy.genre,
    requisitor_name: vacancy.requisitor_name,
    request_by_name: names?.requestBy ?? null,
    created_at: vacancy.created_at,
  };
}

/** A live vacancy the caller may see (no lock), or 404. */
export async function findVacancy(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.is_deleted, false), scoped(ctx)));
  if (!row) throw notFound();
  return row;
}

/**
 * approve: the key's approval, once (409 "already approved"); the last one makes the stage
 * Approved, sets `approved_at` and mails the requester and the team.
 */
export async function approveByKey(ctx: PublicCtx, body: ApproveBody) {
  return ctx.db.transaction(async (db) => {
    const { approval, vacancy } = await approvalByKey(db, body.key, true);
    const w: WriteCtx = { db, lang: ctx.lang, actor: null };
    assertKeyAlive(vacancy);
    if (approval.approve_at) throw conflict('errors.already_approved');
    await lockForAnswer(db, vacancy.id);
    assertWaitingApproval(vacancy);
    await db
      .update(vacancyApprovals)
      .set({ approve_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(vacancyApprovals.id, approval.id));
    await logApproval(w, vacancy.id, 'Approved', 'approved', {
      approver: approval.full_name,
      comment: body.comment,
    });
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(vacancyApprovals)
      .where(and(eq(vacancyApprovals.vacancy, vacancy.id), isNull(vacancyApprovals.approve_at)));
    if ((left?.n ?? 0) === 0) {
      await db.update(vacancies).set({ approved_at: sql`now()` }).where(eq(vacancies.id, vacancy.id));
      await moveStage(w, vacancy, stages.approved, body.comment ?? null);
      await mailTeam(db, vacancy, await teamOf(db, vacancy), 'vacancy_approved', {});
    } else {
      await db.insert(vacancyHistory).values({
        vacancy: vacancy.id,
        status: null,
        comments: `${approval.full_name}: ${body.comment ?? ''}`.trim(),
      });
    }
    return { detail: translate(ctx.lang, 'errors.approval_recorded') };
  });
}

/** Serialises answers to one vacancy (two approvers at the same moment still count right). */
async function lockForAnswer(db: Executor, vacancyId: number) {
  await db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.id, vacancyId)).for('update');
}

/**
 * decline (*added*): the vacancy back to New with the approver's comment in its timeline; its
 * keys stop working and the requester and team are told. A new send_emails starts over.
 */
export async function declineByKey(ctx: PublicCtx, body: DeclineBody) {
  return ctx.db.transaction(async (db) => {
    const { approval, vacancy } = await approvalByKey(db, body.key, true);
    const w: WriteCtx = { db, lang: ctx.lang, actor: null };
    assertKeyAlive(vacancy);
    if (approval.approve_at) throw conflict('errors.already_approved');
    await lockForAnswer(db, vacancy.id);
    assertWaitingApproval(vacancy);
    await db
      .update(vacancyApprovals)
      .set({ declined_at: sql`now()`, decline_comment: body.comment, updated_at: sql`now()` })
      .where(eq(vacancyApprovals.id, approval.id));
    await logApproval(w, vacancy.id, 'New', 'declined', {
      approver: approval.full_name,
      comment: body.comment,
    });
    await moveStatus(w, vacancy, 'New', body.comment, { current_status: null });
    await db
      .insert(vacancyHistory)
      .values({ vacancy: vacancy.id, status: null, comments: `${approval.full_name}: ${body.comment}` });
    await mailTeam(db, vacancy, await teamOf(db, vacancy), 'vacancy_declined', {
      approver: approval.full_name,
      comment: body.comment,
    });
    return { detail: translate(ctx.lang, 'errors.decline_recorded') };
  });
}

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

// ---------------------------------------------------------------------------------------------
// Reads

/** get_timeline: the vacancy's log rows oldest first, with the stage each stage entry reached. */
export async function vacancyTimeline(ctx: Ctx, id: number) {
  const [vacancy] = await ctx.db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.is_deleted, false), scoped(ctx)));
  if (!vacancy) throw notFound();
  const rows = await ctx.db
    .select({
      id: vacancyLogs.id,
      vacancy: vacancyLogs.vacancy,
      requeriment: vacancyLogs.requeriment,
      status: vacancyLogs.status,
      comment: vacancyLogs.comment,
      event: vacancyLogs.event,
      user: vacancyLogs.user,
      user_name: sql<
        string | null
      >`(select coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username) from users u where u.id = ${vacancyLogs.user})`,
      days: vacancyLogs.days,
      created_at: vacancyLogs.created_at,
      updated_at: vacancyLogs.updated_at,
    })
    .from(vacancyLogs)
    .where(eq(vacancyLogs.vacancy, id))
    .orderBy(asc(vacancyLogs.created_at), asc(vacancyLogs.id));
  return rows.map((row) => ({
    ...row,
    stage: row.event?.kind === 'vacancy_stage' ? row.event.to : null,
  }));
}

/** get_dashboard: counts per status in the caller's scope (one grouped query). */
export async function vacancyDashboard(
  ctx: Ctx,
  body: { vacancy_type?: VacancyType | null; region?: number | null },
): Promise<VacancyDashboard> {
  const where: (SQL | undefined)[] = [eq(vacancies.is_deleted, false), scoped(ctx)];
  if (body.vacancy_type) where.push(eq(vacancies.vacancy_type, body.vacancy_type));
  if (body.region)
    where.push(sql`${vacancies.company} in (select c.id from companies c where c.region = ${body.region})`);
  const rows = await ctx.db
    .select({ status: vacancies.status, n: sql<number>`count(*)::int` })
    .from(vacancies)
    .where(and(...where))
    .groupBy(vacancies.status);
  const counts: VacancyDashboard = { New: 0, Pending: 0, Complete: 0, Cancel: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** get_distinct_positions: titles already used in the caller's scope (at most 20, most used first). */
export async function distinctPositions(ctx: Ctx, query: { vacancy_type?: VacancyType; search?: string }) {
  const where: (SQL | undefined)[] = [eq(vacancies.is_deleted, false), scoped(ctx)];
  if (query.vacancy_type) where.push(eq(vacancies.vacancy_type, query.vacancy_type));
  if (query.search)
    where.push(sql`${vacancies.position} ilike ${`%${query.search.replace(/[\\%_]/g, '\\$&')}%`}`);
  const rows = await ctx.db
    .select({ position: vacancies.position })
    .from(vacancies)
    .where(and(...where))
    .groupBy(vacancies.position)
    .orderBy(sql`count(*) desc`, asc(vacancies.position))
    .limit(20);
  return rows.map((r) => r.position);
}
