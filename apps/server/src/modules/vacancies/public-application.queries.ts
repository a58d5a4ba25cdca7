import type { Lang } from '@rp/contract';
import { clas, type VacancyType } from '@rp/contract/enums';
import { openFollowUpStatuses } from '@rp/contract/rules/follow-up';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  candidates,
  companies,
  vacancies,
  vacancyApplications,
  vacancyCandidates,
  vacancyDocuments,
} from '../../db/schema/index';
import { PUBLIC_PAGE_SOURCE_CODE } from '../../db/seed/data/catalogs';
import { inList, notDeleted } from '../../db/status-sql';
import { localizedNameSql, qualified } from '../../resources/names';
import { candidateIdRef, isBlacklistedSql } from '../candidates/candidates.service';

/**
 * The statements of the public application pages (public-application.service.ts holds their
 * rules, order and transaction; docs/architecture.md "Where each kind of code lives").
 */

// ---------------------------------------------------------------------------------------------
// The page's vacancies

/** Reads the id of the active company whose public key (custom_url) is `key`, in any case. */
export async function findActiveCompanyByKey(db: Executor, key: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.custom_url, key.toLowerCase()), eq(companies.status, true)));
  return row;
}

/** A catalog item's name in `lang`, as a scalar subquery. */
const catalogName = (id: AnyPgColumn, lang: Lang) =>
  sql<
    string | null
  >`(select ${localizedNameSql(lang, sql`c.name`, sql`c.name_en`)} from catalogs c where c.id = ${id})`;

/** Open vacancies a company publishes: approved and Pending, of the page's type. */
const isPublished = (company: number, type: VacancyType) =>
  and(
    eq(vacancies.company, company),
    eq(vacancies.vacancy_type, type),
    eq(vacancies.status, 'Pending'),
    isNotNull(vacancies.approved_at),
    eq(vacancies.is_deleted, false),
  );

/** Reads a company's published vacancies of a type (at most 200, last approved first), catalog names in `lang`. */
export async function findPublishedVacancies(
  db: Executor,
  filter: { company: number; type: VacancyType; lang: Lang },
) {
  return db
    .select({
      id: vacancies.id,
      code: vacancies.code,
      position: vacancies.position,
      plant: vacancies.plant,
      shift_description: vacancies.shift_description,
      salary_from: vacancies.salary_from,
      salary_to: vacancies.salary_to,
      is_confidential: vacancies.is_confidential,
      scholar_level: catalogName(vacancies.scholar_level, filter.lang),
      english_level: catalogName(vacancies.english_level, filter.lang),
      experience: vacancies.experience,
    })
    .from(vacancies)
    .where(isPublished(filter.company, filter.type))
    .orderBy(desc(vacancies.approved_at))
    .limit(200);
}

// ---------------------------------------------------------------------------------------------
// Applications

/** Reads the id and category of an open vacancy: Pending, approved and not deleted. */
export async function findOpenVacancy(db: Executor, vacancyId: number) {
  const [vacancy] = await db
    .select({ id: vacancies.id, category: vacancies.category })
    .from(vacancies)
    .where(
      and(
        eq(vacancies.id, vacancyId),
        eq(vacancies.status, 'Pending'),
        isNotNull(vacancies.approved_at),
        eq(vacancies.is_deleted, false),
      ),
    );
  return vacancy;
}

/** Reads the id of the recruitment source "Public page" (catalog classification 9), null if not seeded. */
export async function publicPageSource(db: Executor): Promise<number | null> {
  const [source] = await queryRows<{ id: number }>(
    db,
    sql`select id from catalogs where clas_id = ${clas.recruitmentSource} and code = ${PUBLIC_PAGE_SOURCE_CODE}`,
  );
  return source?.id ?? null;
}

/** Reads the id of a live candidate with this CURP. */
export async function findLiveCandidateByCurp(db: Executor, curp: string) {
  const [found] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(notDeleted(candidates.is_deleted), eq(candidates.curp, curp)))
    .limit(1);
  return found;
}

/** Reads the id of a live candidate with this RFC. */
export async function findLiveCandidateByRfc(db: Executor, rfc: string) {
  const [found] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(notDeleted(candidates.is_deleted), eq(candidates.rfc, rfc)))
    .limit(1);
  return found;
}

/** Reads the id of a live candidate with this e-mail (in any case) and this phone number together. */
export async function findLiveCandidateByEmailAndPhone(
  db: Executor,
  contact: { email: string; phone_number: string },
) {
  const [found] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        notDeleted(candidates.is_deleted),
        eq(sql`lower(${candidates.email})`, contact.email.toLowerCase()),
        eq(candidates.phone_number, contact.phone_number),
      ),
    )
    .limit(1);
  return found;
}

/** Inserts a candidate and returns its id. */
export async function insertCandidate(db: Executor, values: typeof candidates.$inferInsert) {
  const [created] = await db.insert(candidates).values(values).returning({ id: candidates.id });
  return created!.id;
}

/** Inserts a document listed with a candidate's documents in a vacancy (vacancy_documents). */
export async function insertVacancyDocument(db: Executor, values: typeof vacancyDocuments.$inferInsert) {
  await db.insert(vacancyDocuments).values(values);
}

/** The pair of a public-page draft and its recruitment source. */
export type PublicDraft = { vacancy: number; candidate: number; source: number | null };

/** Inserts a draft vacancy candidate that arrived by the public page (nobody created it); no id is read back. */
export async function insertNewCandidateDraft(db: Executor, draft: PublicDraft) {
  await db.insert(vacancyCandidates).values({
    vacancy: draft.vacancy,
    candidate: draft.candidate,
    is_draft: true,
    created_by: null,
    recruit_source: draft.source,
  });
}

/**
 * Inserts a draft vacancy candidate that arrived by the public page (nobody created it): the one a
 * recruiter opens from the vacancy's candidates list. Answers its id.
 */
export async function insertPublicDraft(
  db: Executor,
  vacancy: number,
  candidate: number,
  source: number | null,
): Promise<number> {
  const [draft] = await db
    .insert(vacancyCandidates)
    .values({ vacancy, candidate, is_draft: true, created_by: null, recruit_source: source })
    .returning({ id: vacancyCandidates.id });
  if (!draft) throw new Error('the draft was not inserted');
  return draft.id;
}

/**
 * Reads whether a candidate is blacklisted and the id of the pair's draft or open assignment (the
 * assignment first), null when it has neither.
 */
export async function findBlacklistAndRowOfPair(db: Executor, pair: { vacancy: number; candidate: number }) {
  const [flags] = await db
    .select({
      blacklisted: isBlacklistedSql(candidateIdRef),
      row: sql<
        number | null
      >`(select vc.id from vacancy_candidates vc where vc.vacancy = ${pair.vacancy} and vc.candidate = ${pair.candidate} and (vc.is_draft or ${inList(qualified('vc', 'status'), openFollowUpStatuses)}) order by vc.is_draft limit 1)`,
    })
    .from(candidates)
    .where(eq(candidates.id, pair.candidate));
  return flags;
}

/** Inserts a pending application (vacancy_applications): the person as typed and the CV. */
export async function insertVacancyApplication(
  db: Executor,
  values: typeof vacancyApplications.$inferInsert,
) {
  await db.insert(vacancyApplications).values(values);
}
