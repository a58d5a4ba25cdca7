import { type Lang, translate } from '@rp/contract';
import type { ApplyFields, PublicVacancy } from '@rp/contract/entities';
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
import { notFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { localizedNameSql, qualified } from '../../resources/names';
import { candidateIdRef, isBlacklistedSql } from '../candidates/candidates.service';
import { removeStored, storeFile } from '../files/files.service';
import { applicationTiming } from './application-timing';

/**
 * The public application pages (docs/decisions.md#vacancy-candidates-issue-14): a company's open
 * vacancies by its key, and applications: a new person's creates the candidate and a draft vacancy
 * candidate, a known person's waits as an application for a recruiter to merge or keep apart. Every well-formed application gets the same answer, so the
 * page never tells whether a person is known, a duplicate or blacklisted.
 */

type PublicCtx = { db: Executor; lang: Lang };

/** The active company of a public key (custom_url, any case), else 404. */
async function companyOfKey(db: Executor, key: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.custom_url, key.toLowerCase()), eq(companies.status, true)));
  if (!row) throw notFound();
  return row.id;
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

/** public_list: the page's vacancies; the salary range only when the vacancy is not confidential. */
export async function publicVacancies(
  ctx: PublicCtx,
  body: { key: string; type: VacancyType },
): Promise<PublicVacancy[]> {
  const company = await companyOfKey(ctx.db, body.key);
  const rows = await ctx.db
    .select({
      id: vacancies.id,
      code: vacancies.code,
      position: vacancies.position,
      plant: vacancies.plant,
      shift_description: vacancies.shift_description,
      salary_from: vacancies.salary_from,
      salary_to: vacancies.salary_to,
      is_confidential: vacancies.is_confidential,
      scholar_level: catalogName(vacancies.scholar_level, ctx.lang),
      english_level: catalogName(vacancies.english_level, ctx.lang),
      experience: vacancies.experience,
    })
    .from(vacancies)
    .where(isPublished(company, body.type))
    .orderBy(desc(vacancies.approved_at))
    .limit(200);
  return rows.map(({ is_confidential, ...row }) => ({
    ...row,
    salary_from: is_confidential ? null : row.salary_from,
    salary_to: is_confidential ? null : row.salary_to,
  }));
}

/** The one answer of every well-formed application, in the applicant's language. */
export const applicationReceived = (lang: Lang) => ({
  detail: translate(lang, 'errors.application_received'),
});

/**
 * The live candidate an application is about: by CURP, then RFC, then e-mail and phone together;
 * undefined for a new person.
 */
async function matchCandidate(db: Executor, fields: ApplyFields): Promise<number | undefined> {
  const live = notDeleted(candidates.is_deleted);
  const tries = [
    fields.curp ? and(live, eq(candidates.curp, fields.curp)) : undefined,
    fields.rfc ? and(live, eq(candidates.rfc, fields.rfc)) : undefined,
    and(
      live,
      eq(sql`lower(${candidates.email})`, fields.email.toLowerCase()),
      eq(candidates.phone_number, fields.phone_number),
    ),
  ];
  for (const where of tries) {
    if (!where) continue;
    const [found] = await db.select({ id: candidates.id }).from(candidates).where(where).limit(1);
    if (found) return found.id;
  }
  return undefined;
}

/** The person as typed (the new candidate's fields, or a pending application's). */
export const typedPerson = (fields: ApplyFields) => ({
  names: fields.names,
  last_name: fields.last_name,
  second_name: fields.second_name ?? null,
  curp: fields.curp ?? null,
  rfc: fields.rfc ?? null,
  email: fields.email,
  phone_number: fields.phone_number,
  birthdate: fields.birthdate ?? null,
  city: fields.city ?? null,
  state: fields.state ?? null,
});

/** The recruitment source "Public page" (catalog classification 9), if seeded. */
/**
 * A draft vacancy candidate that arrived by the public page (nobody created it): the one a recruiter
 * opens from the vacancy's candidates list. Answers its id.
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

export async function publicPageSource(db: Executor): Promise<number | null> {
  const [source] = await queryRows<{ id: number }>(
    db,
    sql`select id from catalogs where clas_id = ${clas.recruitmentSource} and code = ${PUBLIC_PAGE_SOURCE_CODE}`,
  );
  return source?.id ?? null;
}

type OpenVacancy = { id: number; category: number };
type Cv = { buffer: Buffer; filename: string };

/**
 * A new person: the candidate is created from the form (recruitment source "Public page", the
 * vacancy's category), the CV kept as their file and listed with their documents in the vacancy,
 * and a draft vacancy candidate left for the recruiters.
 */
async function applyAsNewCandidate(
  db: Executor,
  ctx: { storage: Storage; stored: string[] },
  input: { vacancy: OpenVacancy; fields: ApplyFields; file: Cv; source: number | null },
) {
  const [created] = await db
    .insert(candidates)
    .values({
      ...typedPerson(input.fields),
      category: input.vacancy.category,
      recruitment_source: input.source,
    })
    .returning({ id: candidates.id });
  const candidateId = created!.id;
  const cv = await storeFile({ db, actor: null }, ctx.storage, {
    ...input.file,
    fields: { kind: 'cv', owner_type: 'candidate', owner_id: candidateId },
  });
  ctx.stored.push(cv.document);
  // the CV is one of the application's documents: listed with the candidate's documents in the
  // vacancy (vacancy-documents), never copied onto anything else (docs/decisions.md#screens-show-what-is-stored)
  await db.insert(vacancyDocuments).values({
    vacancy: input.vacancy.id,
    candidate: candidateId,
    document: cv.id,
    original_name: cv.original_name,
    extension: cv.extension,
    notes: null,
  });
  await db.insert(vacancyCandidates).values({
    vacancy: input.vacancy.id,
    candidate: candidateId,
    is_draft: true,
    created_by: null,
    recruit_source: input.source,
  });
}

/**
 * A known person (docs/decisions.md 'Public applications never write to a known candidate'): nothing
 * is written to the candidate. The data as typed and the CV (owned by the vacancy, so only the
 * vacancy's users see it) are kept as a pending application on the pair's draft — created if the
 * pair has neither a draft nor an open assignment — for a recruiter to merge or keep apart. A
 * blacklisted person's application is kept for the record but reaches no vacancy candidate.
 */
async function applyAsKnownCandidate(
  db: Executor,
  ctx: { storage: Storage; stored: string[] },
  input: { vacancy: OpenVacancy; fields: ApplyFields; file: Cv; source: number | null; candidateId: number },
) {
  const { vacancy, candidateId } = input;
  const cv = await storeFile({ db, actor: null }, ctx.storage, {
    ...input.file,
    fields: { kind: 'cv', owner_type: 'vacancy', owner_id: vacancy.id },
  });
  ctx.stored.push(cv.document);
  const [flags] = await db
    .select({
      blacklisted: isBlacklistedSql(candidateIdRef),
      row: sql<
        number | null
      >`(select vc.id from vacancy_candidates vc where vc.vacancy = ${vacancy.id} and vc.candidate = ${candidateId} and (vc.is_draft or ${inList(qualified('vc', 'status'), openFollowUpStatuses)}) order by vc.is_draft limit 1)`,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  let vacancyCandidate: number | null = null;
  if (!flags?.blacklisted) {
    vacancyCandidate = flags?.row ?? null;
    if (vacancyCandidate == null)
      vacancyCandidate = await insertPublicDraft(db, vacancy.id, candidateId, input.source);
  }
  await db.insert(vacancyApplications).values({
    ...typedPerson(input.fields),
    vacancy: vacancy.id,
    vacancy_candidate: vacancyCandidate,
    candidate: candidateId,
    cv: cv.id,
  });
}

/**
 * apply: an unknown or closed vacancy is 404 (the page lists only open ones); the honeypot stores
 * nothing and answers as late as a real application would (application-timing.ts); a new person
 * becomes a candidate with a draft in the vacancy, a known one's data and CV wait as an application
 * for a recruiter (never written to their record). The answer is the same whatever happened.
 */
export async function applyToVacancy(ctx: PublicCtx & { storage: Storage }, fields: ApplyFields, file: Cv) {
  const started = performance.now();
  const lang = fields.lang ?? ctx.lang;
  const isHoneypot = Boolean(fields.website && fields.website.trim() !== '');
  const [vacancy] = await ctx.db
    .select({ id: vacancies.id, category: vacancies.category })
    .from(vacancies)
    .where(
      and(
        eq(vacancies.id, fields.vacancy),
        eq(vacancies.status, 'Pending'),
        isNotNull(vacancies.approved_at),
        eq(vacancies.is_deleted, false),
      ),
    );
  if (!vacancy) throw notFound();
  if (isHoneypot) {
    await applicationTiming.pad(started);
    return applicationReceived(lang);
  }
  const stored: string[] = [];
  await ctx.db
    .transaction(async (db) => {
      const source = await publicPageSource(db);
      const candidateId = await matchCandidate(db, fields);
      const input = { vacancy, fields, file, source };
      const files = { storage: ctx.storage, stored };
      if (candidateId === undefined) await applyAsNewCandidate(db, files, input);
      else await applyAsKnownCandidate(db, files, { ...input, candidateId });
    })
    .catch(removeStored(ctx.storage, stored));
  applicationTiming.record(performance.now() - started);
  return applicationReceived(lang);
}
