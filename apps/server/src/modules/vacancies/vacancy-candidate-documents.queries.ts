import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vacancies, vacancyCandidates, vacancyDocuments } from '../../db/schema/index';

/**
 * The statements of a document uploaded about a vacancy candidate (vacancy-candidate-documents.ts
 * holds the rules, order and transaction; docs/architecture.md "Where each kind of code lives"). A
 * `scope` parameter is the caller's data scope condition on vacancies, none for a superuser.
 */

/** Reads the vacancy and candidate of a vacancy candidate of a live vacancy within `scope`. */
export async function findVisiblePairOfVacancyCandidate(db: Executor, id: number, scope: SQL | undefined) {
  const [subject] = await db
    .select({ vacancy: vacancyCandidates.vacancy, candidate: vacancyCandidates.candidate })
    .from(vacancyCandidates)
    .innerJoin(vacancies, eq(vacancies.id, vacancyCandidates.vacancy))
    .where(and(eq(vacancyCandidates.id, id), eq(vacancies.is_deleted, false), scope));
  return subject;
}

/** Inserts a vacancy document (vacancy_documents) and returns its id. */
export async function insertVacancyDocumentReturningId(
  db: Executor,
  values: typeof vacancyDocuments.$inferInsert,
) {
  const [row] = await db.insert(vacancyDocuments).values(values).returning({ id: vacancyDocuments.id });
  return row;
}
