import type {
  ApplicationPerson,
  MergeApplicationBody,
  SeparateApplicationBody,
  VacancyApplication,
} from '@rp/contract/entities';
import { type ApplicationField, applicationFields } from '@rp/contract/enums';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import {
  candidates,
  fileRecords,
  vacancies,
  vacancyApplications,
  vacancyCandidates,
  vacancyDocuments,
} from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { inTransaction, type TxCtx } from '../../lib/transaction';
import { candidateFullNameSql } from '../../resources/names';
import { auditBy } from '../audit/audit.service';
import { assertUniqueIdentity } from '../candidates/candidates.service';
import { insertPublicDraft, publicPageSource } from './public-application.service';
import { lockVacancy, vacancyScope } from './vacancy-stages';

/**
 * Public applications that matched a known candidate (docs/decisions.md 'Public applications never
 * write to a known candidate'): the recruiter sees what was typed beside the candidate's current
 * values and the CV, then merges the chosen values and the CV into that candidate, or keeps the
 * application apart as a new candidate who takes the draft's place. Both through the vacancy's
 * scope: another company's (or site's) application is a 404.
 */

type ApplicationRow = typeof vacancyApplications.$inferSelect;

const person = (row: Record<ApplicationField, string | null>): ApplicationPerson =>
  Object.fromEntries(applicationFields.map((field) => [field, row[field] ?? null])) as ApplicationPerson;

/** The applications of a vacancy candidate the caller may see, newest first (404 outside the scope). */
export async function vacancyCandidateApplications(ctx: Ctx, id: number): Promise<VacancyApplication[]> {
  const [subject] = await ctx.db
    .select({ id: vacancyCandidates.id })
    .from(vacancyCandidates)
    .innerJoin(vacancies, eq(vacancies.id, vacancyCandidates.vacancy))
    .where(
      and(
        eq(vacancyCandidates.id, id),
        eq(vacancies.is_deleted, false),
        ctx.actor.is_superuser ? undefined : vacancyScope(ctx.actor),
      ),
    );
  if (!subject) throw notFound();
  const rows = await ctx.db
    .select({
      application: vacancyApplications,
      current: {
        names: candidates.names,
        last_name: candidates.last_name,
        second_name: candidates.second_name,
        curp: candidates.curp,
        rfc: candidates.rfc,
        email: candidates.email,
        phone_number: candidates.phone_number,
        birthdate: candidates.birthdate,
        city: candidates.city,
        state: candidates.state,
      },
      candidate_name: candidateFullNameSql(),
      cv_name: fileRecords.original_name,
      cv_mime_type: fileRecords.mime_type,
    })
    .from(vacancyApplications)
    .innerJoin(candidates, eq(candidates.id, vacancyApplications.candidate))
    .innerJoin(fileRecords, eq(fileRecords.id, vacancyApplications.cv))
    .where(eq(vacancyApplications.vacancy_candidate, id))
    .orderBy(desc(vacancyApplications.created_at), desc(vacancyApplications.id));
  return rows.map(({ application: a, current, candidate_name, cv_name, cv_mime_type }) => ({
    id: a.id,
    vacancy: a.vacancy,
    vacancy_candidate: a.vacancy_candidate,
    candidate: a.candidate,
    candidate_name,
    typed: person(a),
    current: person(current),
    cv: a.cv,
    cv_name,
    cv_mime_type,
    resolution: a.resolution,
    separate_candidate: a.separate_candidate,
    created_at: a.created_at,
    resolved_at: a.resolved_at,
  }));
}

/**
 * A pending application with a vacancy candidate, locked with its vacancy (in the caller's scope,
 * else 404; one already reviewed is a 409).
 */
async function lockPending(ctx: TxCtx, id: number) {
  const [ref] = await ctx.db
    .select({ vacancy: vacancyApplications.vacancy })
    .from(vacancyApplications)
    .where(eq(vacancyApplications.id, id));
  if (!ref) throw notFound();
  const vacancy = await lockVacancy(ctx, ref.vacancy);
  const [row] = await ctx.db
    .select()
    .from(vacancyApplications)
    .where(eq(vacancyApplications.id, id))
    .for('update');
  // a blacklisted person's application is kept for the record only: no vacancy candidate to review it from
  if (!row || row.vacancy_candidate == null) throw notFound();
  if (row.resolution !== 'pending') throw conflict('errors.application_resolved');
  return { vacancy, row: row as ApplicationRow & { vacancy_candidate: number } };
}

/** The CV becomes one of `candidate`'s documents in the vacancy, as a new applicant's CV is. */
async function fileCv(ctx: TxCtx, row: ApplicationRow, candidate: number) {
  const [cv] = await ctx.db
    .update(fileRecords)
    .set({ owner_type: 'candidate', owner_id: candidate, updated_at: sql`now()` })
    .where(eq(fileRecords.id, row.cv))
    .returning({
      id: fileRecords.id,
      original_name: fileRecords.original_name,
      extension: fileRecords.extension,
    });
  if (!cv) return;
  await ctx.db.insert(vacancyDocuments).values({
    vacancy: row.vacancy,
    candidate,
    document: cv.id,
    original_name: cv.original_name,
    extension: cv.extension,
    notes: null,
  });
}

const resolved = (ctx: TxCtx, values: Partial<ApplicationRow>) => ({
  ...values,
  resolved_by: ctx.actor.id,
  resolved_at: sql`now()`,
  updated_at: sql`now()`,
});

/**
 * merge_application: the typed values of the chosen fields (a field typed empty is left alone)
 * replace the matched candidate's, under the candidates' duplicate rules (an identity number of
 * another live candidate is a 400 on that field); the CV joins the candidate's documents in the
 * vacancy. Answers the vacancy candidate's id.
 */
export async function mergeApplication(ctx: Ctx, body: MergeApplicationBody): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const { row } = await lockPending(tx, body.id);
    const values: Partial<Record<ApplicationField, string>> = {};
    for (const field of body.fields) {
      const value = row[field];
      if (value != null && value !== '') values[field] = value;
    }
    if (Object.keys(values).length > 0) {
      await assertUniqueIdentity(tx.db, values, row.candidate);
      await tx.db
        .update(candidates)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(candidates.id, row.candidate));
    }
    await fileCv(tx, row, row.candidate);
    await tx.db
      .update(vacancyApplications)
      .set(resolved(tx, { resolution: 'merged' }))
      .where(eq(vacancyApplications.id, row.id));
    // anonymous input reached a person's record: who let it, and which fields (docs/domain.md#audit-log)
    await auditBy(tx, {
      action: 'application_merged',
      target: { type: 'candidates', id: row.candidate },
      details: { application: row.id, vacancy_candidate: row.vacancy_candidate, fields: Object.keys(values) },
    });
    return row.vacancy_candidate;
  });
}

/**
 * separate_application: a new candidate from the application as typed (recruitment source "Public
 * page", the vacancy's category) with the CV among their documents; the draft now names them. When
 * the matched candidate was already in process in the vacancy, the new candidate gets a draft of
 * their own. A CURP or RFC that belongs to another live candidate cannot be kept apart (409: merge
 * it). Answers the new candidate's vacancy candidate id.
 */
export async function separateApplication(ctx: Ctx, body: SeparateApplicationBody): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const { vacancy, row } = await lockPending(tx, body.id);
    const identities = [
      row.curp ? sql`upper(${candidates.curp}) = ${row.curp.toUpperCase()}` : undefined,
      row.rfc ? sql`upper(${candidates.rfc}) = ${row.rfc.toUpperCase()}` : undefined,
    ].filter((c): c is SQL => c !== undefined);
    if (identities.length > 0) {
      const [taken] = await tx.db
        .select({ name: candidateFullNameSql() })
        .from(candidates)
        .where(and(eq(candidates.is_deleted, false), or(...identities)))
        .limit(1);
      if (taken) throw conflict('errors.application_identity_taken', { name: taken.name });
    }
    const source = await publicPageSource(tx.db);
    const [created] = await tx.db
      .insert(candidates)
      .values({
        ...person(row),
        names: row.names,
        last_name: row.last_name,
        category: vacancy.category,
        recruitment_source: source,
      })
      .returning({ id: candidates.id });
    const candidateId = created!.id;
    await fileCv(tx, row, candidateId);
    const [current] = await tx.db
      .select({ is_draft: vacancyCandidates.is_draft })
      .from(vacancyCandidates)
      .where(eq(vacancyCandidates.id, row.vacancy_candidate))
      .for('update');
    let vacancyCandidate = row.vacancy_candidate;
    if (current?.is_draft) {
      await tx.db
        .update(vacancyCandidates)
        .set({ candidate: candidateId, updated_at: sql`now()` })
        .where(eq(vacancyCandidates.id, row.vacancy_candidate));
    } else {
      vacancyCandidate = await insertPublicDraft(tx.db, vacancy.id, candidateId, source);
    }
    await tx.db
      .update(vacancyApplications)
      .set(resolved(tx, { resolution: 'separate', separate_candidate: candidateId }))
      .where(eq(vacancyApplications.id, row.id));
    await auditBy(tx, {
      action: 'application_separated',
      target: { type: 'candidates', id: candidateId },
      details: { application: row.id, matched_candidate: row.candidate, vacancy_candidate: vacancyCandidate },
    });
    return vacancyCandidate;
  });
}

/** 409 while a pending application waits on the draft being assigned (review it first). */
export async function assertNoPendingApplication(ctx: TxCtx, vacancyCandidate: number) {
  const [pending] = await ctx.db
    .select({ id: vacancyApplications.id })
    .from(vacancyApplications)
    .where(
      and(
        eq(vacancyApplications.vacancy_candidate, vacancyCandidate),
        eq(vacancyApplications.resolution, 'pending'),
      ),
    )
    .limit(1);
  if (pending) throw conflict('errors.application_pending');
}
