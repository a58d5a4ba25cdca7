import { type Lang, type MedicalState, medicalBlocksHire, translate } from '@rp/contract';
import {
  type CandidateApplications,
  candidateIdentityFields,
  type IdentityDuplicates,
} from '@rp/contract/entities';
import { isOneOf } from '@rp/contract/enums';
import type { resources } from '@rp/contract/resources';
import { openFollowUpStatuses } from '@rp/contract/rules/follow-up';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor, Ctx } from '../../context';
import type { Executor } from '../../db/client';
import type { blackList, candidates } from '../../db/schema/index';
import { inList } from '../../db/status-sql';
import { conflict, FieldErrors, notFound } from '../../lib/errors';
import { qualified } from '../../resources/names';
import {
  requirementIdsInScope,
  vacancyVisible as scopeOfVacancy,
  vacancyIdsInScope,
} from '../../resources/scope';
import type { ResourceInput, Row, StoredRow } from '../../resources/types';
import {
  findApplicationsOf,
  findCandidateByIdentity,
  findCandidateDeletedAndBlacklisted,
  findCandidatesByContact,
  findLiveCandidate,
  findOpenAssignment,
  findOtherCountingEntry,
  lockCandidate,
  lockCandidateDeleted,
  updateBlackListFlag,
  updateEmployeeCode,
} from './candidates.queries';

/** The entries of `candidateId` that count (alias `b`), on the index black_list (candidate, is_active). */
const countingEntry = (candidateId: SQL | number): SQL =>
  sql`b.candidate = ${candidateId} and b.is_active and (b.ends_at is null or b.ends_at >= current_date)`;

/**
 * A candidate is blacklisted while one of its entries is active and has not ended
 * (ends_at empty or not before today): an entry past its end date stops counting without a job.
 */
export const isBlacklistedSql = (candidateId: SQL | number): SQL =>
  sql`exists (select 1 from black_list b where ${countingEntry(candidateId)})`;

/**
 * A value of the entry that makes the candidate blacklisted (the one `isBlacklistedSql` finds), as a
 * scalar subquery over `black_list b` joined to its reason `catalogs c`; NULL when none counts. One
 * entry counts at a time (docs/domain.md#candidates); the newest wins should two ever do.
 */
export const blackListEntrySql = (candidateId: SQL, value: SQL): SQL =>
  sql`(select ${value} from black_list b join catalogs c on c.id = b.reason where ${countingEntry(candidateId)} order by b.starts_at desc, b.id desc limit 1)`;

/**
 * The candidate has an open assignment (Pending or Accepted) in a requirement that is not deleted, or
 * is an open (non-draft) candidate of a vacancy that is not deleted: assigning it again is refused
 * in both processes (docs/domain.md#candidates), so pickers say it before the click. A yes/no only:
 * which requirement or vacancy is said only to users who may see it (the applications history).
 * Written as two scalar subqueries with `limit 1`, not `exists`: PostgreSQL plans an `exists` in a
 * list's columns as a hashed set of every candidate in process (~0.5 s at 200,000 assignments, for a
 * page of 10 rows), a scalar subquery as one index probe per row shown (docs/performance.md).
 */
export const isInProcessSql = (candidateId: SQL): SQL =>
  sql`(coalesce((select true from requeriment_candidates rc join requeriments r on r.id = rc.requeriment_id where rc.candidate = ${candidateId} and ${inList(qualified('rc', 'status'), openFollowUpStatuses)} and not r.is_deleted limit 1), false)
    or coalesce((select true from vacancy_candidates vc join vacancies v on v.id = vc.vacancy where vc.candidate = ${candidateId} and ${inList(qualified('vc', 'status'), openFollowUpStatuses)} and not vc.is_draft and not v.is_deleted limit 1), false))`;

/**
 * 409 when the candidate is already in process (isInProcessSql), naming the requirement or vacancy
 * only to a user who may see it. The candidate row is locked first, so two concurrent assignments
 * of one candidate (in either process) cannot both pass.
 */
export async function assertNotInProcess(ctx: { db: Executor; actor: Actor }, candidateId: number) {
  await lockCandidate(ctx.db, candidateId);
  const seesAll = ctx.actor.is_superuser;
  const open = await findOpenAssignment(ctx.db, candidateId, {
    requirement: seesAll ? sql`true` : sql`r.id in (${requirementIdsInScope(ctx.actor)})`,
    vacancy: seesAll ? sql`true` : sql`v.id in (${vacancyIdsInScope(ctx.actor)})`,
  });
  if (!open) return;
  if (!open.visible) throw conflict('errors.candidate_open_elsewhere');
  throw conflict(
    open.kind === 'vacancy' ? 'errors.candidate_open_vacancy' : 'errors.candidate_open_assignment',
    {
      code: open.code ?? '',
    },
  );
}

export const candidateIdRef = sql`${sql.identifier('candidates')}.${sql.identifier('id')}`;

/**
 * A candidate's blacklist value (`isBlacklistedSql`, `blackListEntrySql`) read only when the stored
 * flag `candidates.is_black_list` says blacklisted; `otherwise` when it does not. Every black-list
 * write recomputes the flag (`syncBlackList`), and only an end date passing can leave it stale — still
 * saying blacklisted, where the entries then decide — so a candidate the flag clears has no counting
 * entry. A page of 25 candidates read the black_list table a hundred times for the handful of people
 * on it (each a scan of its own on the embedded database, docs/performance.md).
 */
export const ifFlaggedBlacklisted = (value: SQL, otherwise: SQL = sql`null`): SQL =>
  sql`(case when ${sql.identifier('candidates')}.${sql.identifier('is_black_list')} then ${value} else ${otherwise} end)`;

/** candidate.is_black_list follows its counting entries (every black-list write recomputes it). */
export async function syncBlackList(db: Executor, candidateId: number) {
  await updateBlackListFlag(db, candidateId, isBlacklistedSql(candidateId));
}

/**
 * Identity numbers never repeat among live candidates (docs/domain.md#candidates): a clash is a 400 on that field
 * naming the existing record, checked before the insert (the partial unique indexes are a backstop). Beside the
 * messages, `duplicate_of` gives each clashing field's record (id, name, category) so a screen can link to it:
 * every caller (the candidate writes, the hire that sets `employee_code`) may read the candidate pool, which is
 * shared (docs/domain.md#data-scope), and the message already names the record.
 */
export async function assertUniqueIdentity(db: Executor, values: Row, excludeId?: number) {
  const fields: Record<string, Array<{ key: string; params: Record<string, unknown> }>> = {};
  const duplicateOf: IdentityDuplicates = {};
  for (const field of candidateIdentityFields) {
    const value = values[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const match = await findCandidateByIdentity(db, field, value, excludeId);
    if (!match) continue;
    fields[field] = [{ key: 'validation.duplicate_identity', params: { name: match.name, id: match.id } }];
    duplicateOf[field] = { id: match.id, full_name: match.name, category: match.category };
  }
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields, [], { duplicate_of: duplicateOf });
}

/**
 * E-mail (case-insensitive) or phone (digits) shared with live candidates: 409 with the matches
 * unless the user confirmed (`confirm_duplicates: true`); a family may share them (docs/domain.md#candidates).
 */
export async function assertContactConfirmed(
  db: Executor,
  values: { email?: unknown; phone_number?: unknown },
  opts: { excludeId?: number; confirmed: boolean },
) {
  if (opts.confirmed) return;
  const email = typeof values.email === 'string' && values.email.trim() ? values.email.trim() : undefined;
  const phone =
    typeof values.phone_number === 'string' ? values.phone_number.replace(/\D/g, '') || undefined : undefined;
  if (!email && !phone) return;
  const matches = await findCandidatesByContact(db, { email, phone }, opts.excludeId);
  if (matches.length > 0) throw conflict('errors.duplicate_contact', {}, { matches });
}

/** The candidates resource's checks before a create or an update (docs/domain.md#candidates, duplicates). */
export async function checkCandidateDuplicates(
  db: Executor,
  input: ResourceInput<typeof resources.candidates>,
  existing: StoredRow<typeof candidates> | null,
) {
  const excludeId = existing?.id;
  await assertUniqueIdentity(db, input, excludeId);
  // on update only a changed e-mail or phone asks again
  const changed = (field: 'email' | 'phone_number') => {
    if (!(field in input)) return undefined;
    const value = input[field];
    if (!existing) return value;
    const before = existing[field];
    const norm = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : null);
    return norm(value) === norm(before) ? undefined : value;
  };
  await assertContactConfirmed(
    db,
    { email: changed('email'), phone_number: changed('phone_number') },
    { excludeId, confirmed: input.confirm_duplicates === true },
  );
}

/**
 * A candidate may be assigned (requirements and vacancies): 409 when deleted, blacklisted (per
 * isBlacklistedSql) or Inactive; when missing 404, or, with `field` (an id sent in a write body), 400 on that
 * field as a foreign key would answer.
 */
export async function assertAssignable(
  ctx: { db: Executor },
  candidateId: number,
  opts: { field?: string } = {},
) {
  const missing = () => (opts.field ? FieldErrors.one(opts.field, 'validation.not_found_ref') : notFound());
  if (!Number.isInteger(candidateId) || candidateId <= 0 || candidateId > 2147483647) throw missing();
  const row = await findCandidateDeletedAndBlacklisted(ctx.db, candidateId, isBlacklistedSql(candidateIdRef));
  if (!row) throw missing();
  if (row.is_deleted) throw conflict('errors.candidate_deleted');
  if (row.blacklisted) throw conflict('errors.candidate_blacklisted');
  // the pickers offer Active candidates only; the server says so too (docs/decisions.md "Candidates")
  if (row.status === 'Inactive') throw conflict('errors.candidate_inactive');
}

/**
 * Hiring, in both processes: the pre-hire medical gate (docs/domain.md#pre-hire-medical-gate: the exam,
 * when required, must have cleared the candidate), then the employee number saved as the
 * candidate's (unique among live candidates).
 */
export async function hireCandidate(
  ctx: { db: Executor; lang: Lang },
  row: MedicalState & { candidate: number },
  employeeCode: string | null | undefined,
) {
  if (medicalBlocksHire(row))
    throw conflict('errors.hire_medical_gate', {
      status: translate(ctx.lang, `reports.medical_${row.medical_status ?? 'pending'}`),
    });
  const code = String(employeeCode).trim();
  await assertUniqueIdentity(ctx.db, { employee_code: code }, row.candidate);
  await updateEmployeeCode(ctx.db, row.candidate, code);
}

/**
 * Black-list entry rules: a new entry needs a live candidate and no other counting entry;
 * taking the candidate off the list (is_active false) requires note_return.
 */
export async function checkBlackListWrite(
  db: Executor,
  input: ResourceInput<(typeof resources)['black-list']>,
  existing: StoredRow<typeof blackList> | null,
) {
  // an entry never moves to another candidate: an update has none in its input
  const candidateId = existing ? existing.candidate : 'candidate' in input ? input.candidate : Number.NaN;
  // the candidate row is locked so two concurrent entries cannot both pass the check
  const candidate = await lockCandidateDeleted(db, candidateId);
  if (!candidate) throw FieldErrors.one('candidate', 'validation.not_found_ref');
  const isActive = 'is_active' in input ? input.is_active === true : existing ? existing.is_active : true;
  if (!existing && candidate.is_deleted) throw conflict('errors.candidate_deleted');
  if (isActive) {
    const endsAt = 'ends_at' in input ? input.ends_at : existing?.ends_at;
    const counts = endsAt == null || endsAt >= new Date().toISOString().slice(0, 10);
    if (counts) {
      const other = await findOtherCountingEntry(db, candidateId, existing?.id);
      if (other) throw conflict('errors.already_blacklisted');
    }
  }
  if (existing && 'is_active' in input && input.is_active === false && existing.is_active) {
    const note = 'note_return' in input ? input.note_return : existing.note_return;
    if (typeof note !== 'string' || note.trim() === '')
      throw FieldErrors.one('note_return', 'validation.required');
  }
}

/**
 * Every assignment of a live candidate, requirements and vacancies, newest first (docs/api.md) — only
 * those in the caller's scope (docs/domain.md#data-scope: the requirement's company and site, the vacancy's company);
 * of the rest only how many are still in process, without naming them.
 */
export async function applicationsHistory(ctx: Ctx, candidateId: number): Promise<CandidateApplications> {
  if (!Number.isInteger(candidateId) || candidateId <= 0 || candidateId > 2147483647) throw notFound();
  const candidate = await findLiveCandidate(ctx.db, candidateId);
  if (!candidate) throw notFound();
  const all = ctx.actor.is_superuser;
  const rows = await findApplicationsOf(ctx.db, candidateId, {
    requirement: all ? sql`true` : sql`r.id in (${requirementIdsInScope(ctx.actor)})`,
    vacancy: all ? sql`true` : (scopeOfVacancy(ctx.actor, (name) => qualified('v', name)) ?? sql`true`),
  });
  // the driver hands timestamps over as PostgreSQL's text ("2026-01-02 03:04:05.678+00"): ISO for the API
  const iso = (value: string) => new Date(value).toISOString();
  return {
    data: rows
      .filter((row) => row.visible)
      .map(({ visible: _visible, ...row }) => ({
        ...row,
        created_at: iso(row.created_at),
        hired_at: row.hired_at === null ? null : iso(row.hired_at),
      })),
    in_process_elsewhere: rows.filter((row) => !row.visible && isOneOf(openFollowUpStatuses, row.status))
      .length,
  };
}
