import type { CandidateApplication, CandidateIdentityField } from '@rp/contract/entities';
import { openFollowUpStatuses } from '@rp/contract/rules/follow-up';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { blackList, candidates } from '../../db/schema/index';
import { inList, notDeleted } from '../../db/status-sql';
import { candidateFullNameSql, qualified } from '../../resources/names';

/**
 * The statements of the candidates' rules (candidates.service.ts holds the rules, their order and
 * the transactions; docs/architecture.md "Where each kind of code lives"). A `visible` parameter is
 * the caller's data scope on requirements (`r`) and vacancies (`v`), built by the service; a
 * blacklist expression (`isBlacklistedSql`) is the service's rule and is passed in too.
 */

/** Which of a candidate's requirements (alias `r`) and vacancies (alias `v`) the caller may see. */
export type VisibleConditions = { requirement: SQL; vacancy: SQL };

const fullName = candidateFullNameSql();

/** Live candidates, but the one with id `excludeId` when given. */
const sameCandidateExcept = (excludeId: number | undefined) =>
  and(notDeleted(candidates.is_deleted), excludeId === undefined ? undefined : ne(candidates.id, excludeId));

// ---------------------------------------------------------------------------------------------
// Locks and the candidate's state

/** Reads and locks (`for update`) a candidate's row. */
export async function lockCandidate(db: Executor, candidateId: number) {
  await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, candidateId)).for('update');
}

/** Reads and locks (`for update`) a candidate's id and whether it is deleted. */
export async function lockCandidateDeleted(db: Executor, candidateId: number) {
  const [candidate] = await db
    .select({ id: candidates.id, is_deleted: candidates.is_deleted })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update');
  return candidate;
}

/** Reads whether a candidate is deleted and the value of `blacklisted` (an expression on its row). */
export async function findCandidateDeletedAndBlacklisted(
  db: Executor,
  candidateId: number,
  blacklisted: SQL,
) {
  const [row] = await db
    .select({ is_deleted: candidates.is_deleted, status: candidates.status, blacklisted })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row;
}

/** Reads the id of a live candidate. */
export async function findLiveCandidate(db: Executor, candidateId: number) {
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), eq(candidates.is_deleted, false)));
  return candidate;
}

// ---------------------------------------------------------------------------------------------
// Duplicates

/** Reads a live candidate (but `excludeId`) holding identity number `value`, case-insensitively. */
export async function findCandidateByIdentity(
  db: Executor,
  field: CandidateIdentityField,
  value: string,
  excludeId: number | undefined,
) {
  const column = candidates[field];
  const [match] = await db
    .select({ id: candidates.id, name: fullName, category: candidates.category })
    .from(candidates)
    .where(
      and(
        sameCandidateExcept(excludeId),
        sql`upper(${column}) = ${value.trim().toUpperCase()}`,
        sql`${column} is not null`,
      ),
    )
    .limit(1);
  return match;
}

/** Reads up to 20 live candidates (but `excludeId`) with this e-mail (case-insensitive) or phone (digits). */
export async function findCandidatesByContact(
  db: Executor,
  contact: { email: string | undefined; phone: string | undefined },
  excludeId: number | undefined,
) {
  const { email, phone } = contact;
  const same = [
    email ? sql`lower(${candidates.email}) = ${email.toLowerCase()}` : undefined,
    phone ? sql`${candidates.phone_number} = ${phone}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return db
    .select({
      id: candidates.id,
      full_name: fullName,
      email: candidates.email,
      phone_number: candidates.phone_number,
      curp: candidates.curp,
    })
    .from(candidates)
    .where(and(sameCandidateExcept(excludeId), sql`(${sql.join(same, sql` or `)})`))
    .orderBy(candidates.id)
    .limit(20);
}

// ---------------------------------------------------------------------------------------------
// Writes on the candidate

/** Writes a candidate's `is_black_list` flag from `isBlacklisted` (an expression). */
export async function updateBlackListFlag(db: Executor, candidateId: number, isBlacklisted: SQL) {
  await db
    .update(candidates)
    .set({ is_black_list: isBlacklisted, updated_at: sql`now()` })
    .where(eq(candidates.id, candidateId));
}

/** Writes a candidate's employee number. */
export async function updateEmployeeCode(db: Executor, candidateId: number, code: string) {
  await db
    .update(candidates)
    .set({ employee_code: code, updated_at: sql`now()` })
    .where(eq(candidates.id, candidateId));
}

// ---------------------------------------------------------------------------------------------
// Black list

/** Reads the id of a counting (active, not ended) black-list entry of a candidate other than `excludeId`. */
export async function findOtherCountingEntry(
  db: Executor,
  candidateId: number,
  excludeId: number | undefined,
) {
  const [other] = await db
    .select({ id: blackList.id })
    .from(blackList)
    .where(
      and(
        eq(blackList.candidate, candidateId),
        excludeId === undefined ? undefined : ne(blackList.id, excludeId),
        sql`${blackList.is_active} and (${blackList.ends_at} is null or ${blackList.ends_at} >= current_date)`,
      ),
    )
    .limit(1);
  return other;
}

// ---------------------------------------------------------------------------------------------
// Assignments in both processes

/**
 * Reads one open assignment of a candidate (Pending or Accepted in a live requirement, or open and
 * not a draft in a live vacancy): its kind, code and whether the caller may see it.
 */
export async function findOpenAssignment(db: Executor, candidateId: number, visible: VisibleConditions) {
  const [open] = await queryRows<{ kind: 'requirement' | 'vacancy'; code: string | null; visible: boolean }>(
    db,
    sql`(select 'requirement' as kind, r.code, ${visible.requirement} as visible
           from requeriment_candidates rc join requeriments r on r.id = rc.requeriment_id
          where rc.candidate = ${candidateId} and ${inList(qualified('rc', 'status'), openFollowUpStatuses)} and not r.is_deleted
          limit 1)
        union all
        (select 'vacancy' as kind, v.code, ${visible.vacancy} as visible
           from vacancy_candidates vc join vacancies v on v.id = vc.vacancy
          where vc.candidate = ${candidateId} and ${inList(qualified('vc', 'status'), openFollowUpStatuses)} and not vc.is_draft
            and not v.is_deleted
          limit 1)
        limit 1`,
  );
  return open;
}

/** Reads every assignment of a candidate, requirements and vacancies, newest first, and whether the caller may see it. */
export async function findApplicationsOf(db: Executor, candidateId: number, visible: VisibleConditions) {
  return queryRows<CandidateApplication & { visible: boolean }>(
    db,
    sql`select * from (
      select 'requeriment' as type, rc.id, r.id as requeriment, null::int as vacancy, r.code,
             r.company, co.name_es as company_name, coalesce(p.name_es, p.id::text) as position,
             rc.status, rc.created_at, rc.hired_at, ${visible.requirement} as visible
        from requeriment_candidates rc
        join requeriment_items i on i.id = rc.requeriment
        join requeriments r on r.id = i.requeriment
        join companies co on co.id = r.company
        left join positions p on p.id = i.position
       where rc.candidate = ${candidateId}
      union all
      select 'vacancy' as type, vc.id, null::int as requeriment, v.id as vacancy, v.code,
             v.company, co.name_es as company_name, v.position, vc.status, vc.created_at, vc.hired_at,
             ${visible.vacancy} as visible
        from vacancy_candidates vc
        join vacancies v on v.id = vc.vacancy
        join companies co on co.id = v.company
       where vc.candidate = ${candidateId}
    ) h order by h.created_at desc, h.id desc`,
  );
}

/** Deletes a black-list entry. */
export async function deleteBlackListEntry(db: Executor, id: number) {
  await db.delete(blackList).where(eq(blackList.id, id));
}
