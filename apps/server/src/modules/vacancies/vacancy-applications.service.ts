import type {
  ApplicationPerson,
  MergeApplicationBody,
  SeparateApplicationBody,
  VacancyApplication,
} from '@rp/contract/entities';
import { type ApplicationField, applicationFields } from '@rp/contract/enums';
import type { Ctx } from '../../context';
import type { vacancyApplications } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { inTransaction, type TxCtx } from '../../lib/transaction';
import { auditBy } from '../audit/audit.service';
import { assertUniqueIdentity } from '../candidates/candidates.service';
import {
  insertCandidate,
  insertPublicDraft,
  insertVacancyDocument,
  publicPageSource,
} from './public-application.queries';
import {
  findApplicationsOfVacancyCandidate,
  findLiveCandidateByIdentity,
  findPendingApplicationOf,
  findVacancyOfApplication,
  findVisibleVacancyCandidate,
  lockApplication,
  lockIsDraftOfVacancyCandidate,
  resolveApplication,
  updateCandidateFields,
  updateCandidateOfVacancyCandidate,
  updateFileOwnerToCandidate,
} from './vacancy-applications.queries';
import { callerScope, lockVacancy } from './vacancy-stages';

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
  const subject = await findVisibleVacancyCandidate(ctx.db, id, callerScope(ctx));
  if (!subject) throw notFound();
  const rows = await findApplicationsOfVacancyCandidate(ctx.db, id);
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
  const ref = await findVacancyOfApplication(ctx.db, id);
  if (!ref) throw notFound();
  const vacancy = await lockVacancy(ctx, ref.vacancy);
  const row = await lockApplication(ctx.db, id);
  // a blacklisted person's application is kept for the record only: no vacancy candidate to review it from
  if (!row || row.vacancy_candidate == null) throw notFound();
  if (row.resolution !== 'pending') throw conflict('errors.application_resolved');
  return { vacancy, row: row as ApplicationRow & { vacancy_candidate: number } };
}

/** The CV becomes one of `candidate`'s documents in the vacancy, as a new applicant's CV is. */
async function fileCv(ctx: TxCtx, row: ApplicationRow, candidate: number) {
  const cv = await updateFileOwnerToCandidate(ctx.db, row.cv, candidate);
  if (!cv) return;
  await insertVacancyDocument(ctx.db, {
    vacancy: row.vacancy,
    candidate,
    document: cv.id,
    original_name: cv.original_name,
    extension: cv.extension,
    notes: null,
  });
}

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
      await updateCandidateFields(tx.db, row.candidate, values);
    }
    await fileCv(tx, row, row.candidate);
    await resolveApplication(tx.db, row.id, { resolution: 'merged', resolved_by: tx.actor.id });
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
    const taken = await findLiveCandidateByIdentity(tx.db, { curp: row.curp, rfc: row.rfc });
    if (taken) throw conflict('errors.application_identity_taken', { name: taken.name });
    const source = await publicPageSource(tx.db);
    const candidateId = await insertCandidate(tx.db, {
      ...person(row),
      names: row.names,
      last_name: row.last_name,
      category: vacancy.category,
      recruitment_source: source,
    });
    await fileCv(tx, row, candidateId);
    const current = await lockIsDraftOfVacancyCandidate(tx.db, row.vacancy_candidate);
    let vacancyCandidate = row.vacancy_candidate;
    if (current?.is_draft) {
      await updateCandidateOfVacancyCandidate(tx.db, row.vacancy_candidate, candidateId);
    } else {
      vacancyCandidate = await insertPublicDraft(tx.db, vacancy.id, candidateId, source);
    }
    await resolveApplication(tx.db, row.id, {
      resolution: 'separate',
      separate_candidate: candidateId,
      resolved_by: tx.actor.id,
    });
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
  const pending = await findPendingApplicationOf(ctx.db, vacancyCandidate);
  if (pending) throw conflict('errors.application_pending');
}
