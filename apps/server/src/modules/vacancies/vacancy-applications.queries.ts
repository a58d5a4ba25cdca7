import type { ApplicationField } from '@rp/contract/enums';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  candidates,
  fileRecords,
  vacancies,
  vacancyApplications,
  vacancyCandidates,
} from '../../db/schema/index';
import { candidateFullNameSql } from '../../resources/names';

/**
 * The statements of the review of public applications (vacancy-applications.service.ts holds their
 * rules, order and transactions; docs/architecture.md "Where each kind of code lives"). A `scope`
 * parameter is the caller's data scope condition on vacancies, none for a superuser.
 */

type ApplicationRow = typeof vacancyApplications.$inferSelect;

/** The columns a review writes besides who resolved it and when. */
export type ResolutionValues = {
  resolution: ApplicationRow['resolution'];
  /** The new candidate an application kept apart became. */
  separate_candidate?: number;
  resolved_by: number;
};

/** Reads the id of a vacancy candidate of a live vacancy within `scope`. */
export async function findVisibleVacancyCandidate(db: Executor, id: number, scope: SQL | undefined) {
  const [subject] = await db
    .select({ id: vacancyCandidates.id })
    .from(vacancyCandidates)
    .innerJoin(vacancies, eq(vacancies.id, vacancyCandidates.vacancy))
    .where(and(eq(vacancyCandidates.id, id), eq(vacancies.is_deleted, false), scope));
  return subject;
}

/**
 * Reads a vacancy candidate's applications, newest first, each with its candidate's current values
 * and full name and its CV's name and type.
 */
export async function findApplicationsOfVacancyCandidate(db: Executor, vacancyCandidate: number) {
  return db
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
    .where(eq(vacancyApplications.vacancy_candidate, vacancyCandidate))
    .orderBy(desc(vacancyApplications.created_at), desc(vacancyApplications.id));
}

/** Reads the vacancy of an application (no lock). */
export async function findVacancyOfApplication(db: Executor, id: number) {
  const [ref] = await db
    .select({ vacancy: vacancyApplications.vacancy })
    .from(vacancyApplications)
    .where(eq(vacancyApplications.id, id));
  return ref;
}

/** Reads and locks (`for update`) an application's row. */
export async function lockApplication(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(vacancyApplications)
    .where(eq(vacancyApplications.id, id))
    .for('update');
  return row;
}

/** Writes a file as a candidate's and returns its id, name and extension (none when missing). */
export async function updateFileOwnerToCandidate(db: Executor, fileId: number, candidateId: number) {
  const [file] = await db
    .update(fileRecords)
    .set({ owner_type: 'candidate', owner_id: candidateId, updated_at: sql`now()` })
    .where(eq(fileRecords.id, fileId))
    .returning({
      id: fileRecords.id,
      original_name: fileRecords.original_name,
      extension: fileRecords.extension,
    });
  return file;
}

/** Writes these personal fields of a candidate. */
export async function updateCandidateFields(
  db: Executor,
  candidateId: number,
  values: Partial<Record<ApplicationField, string>>,
) {
  await db
    .update(candidates)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(candidates.id, candidateId));
}

/** Writes an application's resolution, who resolved it and when. */
export async function resolveApplication(db: Executor, id: number, values: ResolutionValues) {
  await db
    .update(vacancyApplications)
    .set({ ...values, resolved_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(vacancyApplications.id, id));
}

/**
 * Reads the full name of a live candidate with this CURP or RFC (either case); runs nothing and
 * finds none when neither is given.
 */
export async function findLiveCandidateByIdentity(
  db: Executor,
  identity: { curp: string | null; rfc: string | null },
) {
  const identities = [
    identity.curp ? sql`upper(${candidates.curp}) = ${identity.curp.toUpperCase()}` : undefined,
    identity.rfc ? sql`upper(${candidates.rfc}) = ${identity.rfc.toUpperCase()}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (identities.length === 0) return undefined;
  const [taken] = await db
    .select({ name: candidateFullNameSql() })
    .from(candidates)
    .where(and(eq(candidates.is_deleted, false), or(...identities)))
    .limit(1);
  return taken;
}

/** Reads and locks (`for update`) whether a vacancy candidate is a draft. */
export async function lockIsDraftOfVacancyCandidate(db: Executor, id: number) {
  const [current] = await db
    .select({ is_draft: vacancyCandidates.is_draft })
    .from(vacancyCandidates)
    .where(eq(vacancyCandidates.id, id))
    .for('update');
  return current;
}

/** Writes the candidate a vacancy candidate names. */
export async function updateCandidateOfVacancyCandidate(db: Executor, id: number, candidateId: number) {
  await db
    .update(vacancyCandidates)
    .set({ candidate: candidateId, updated_at: sql`now()` })
    .where(eq(vacancyCandidates.id, id));
}

/** Reads the id of a pending application of a vacancy candidate. */
export async function findPendingApplicationOf(db: Executor, vacancyCandidate: number) {
  const [pending] = await db
    .select({ id: vacancyApplications.id })
    .from(vacancyApplications)
    .where(
      and(
        eq(vacancyApplications.vacancy_candidate, vacancyCandidate),
        eq(vacancyApplications.resolution, 'pending'),
      ),
    )
    .limit(1);
  return pending;
}
