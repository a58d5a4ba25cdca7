import { type Lang, translate } from '@rp/contract';
import type { ApplyFields, PublicVacancy } from '@rp/contract/entities';
import type { VacancyType } from '@rp/contract/enums';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { documentCvTypes, removeStored, storeFile } from '../files/files.service';
import { applicationTiming } from './application-timing';
import {
  findActiveCompanyByKey,
  findBlacklistAndRowOfPair,
  findLiveCandidateByCurp,
  findLiveCandidateByEmailAndPhone,
  findLiveCandidateByRfc,
  findOpenVacancy,
  findPublishedVacancies,
  insertCandidate,
  insertNewCandidateDraft,
  insertPublicDraft,
  insertVacancyApplication,
  insertVacancyDocument,
  publicPageSource,
} from './public-application.queries';

/**
 * The public application pages (docs/decisions.md#vacancy-candidates-issue-14): a company's open
 * vacancies by its key, and applications: a new person's creates the candidate and a draft vacancy
 * candidate, a known person's waits as an application for a recruiter to merge or keep apart. Every well-formed application gets the same answer, so the
 * page never tells whether a person is known, a duplicate or blacklisted.
 */

type PublicCtx = { db: Executor; lang: Lang };

/** The active company of a public key (custom_url, any case), else 404. */
async function companyOfKey(db: Executor, key: string) {
  const row = await findActiveCompanyByKey(db, key);
  if (!row) throw notFound();
  return row.id;
}

/** public_list: the page's vacancies; the salary range only when the vacancy is not confidential. */
export async function publicVacancies(
  ctx: PublicCtx,
  body: { key: string; type: VacancyType },
): Promise<PublicVacancy[]> {
  const company = await companyOfKey(ctx.db, body.key);
  const rows = await findPublishedVacancies(ctx.db, { company, type: body.type, lang: ctx.lang });
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
  if (fields.curp) {
    const found = await findLiveCandidateByCurp(db, fields.curp);
    if (found) return found.id;
  }
  if (fields.rfc) {
    const found = await findLiveCandidateByRfc(db, fields.rfc);
    if (found) return found.id;
  }
  const found = await findLiveCandidateByEmailAndPhone(db, fields);
  return found?.id;
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
  const candidateId = await insertCandidate(db, {
    ...typedPerson(input.fields),
    category: input.vacancy.category,
    recruitment_source: input.source,
  });
  const cv = await storeFile({ db, actor: null }, ctx.storage, {
    ...input.file,
    fields: { kind: 'cv', owner_type: 'candidate', owner_id: candidateId },
    accept: documentCvTypes,
  });
  ctx.stored.push(cv.document);
  // the CV is one of the application's documents: listed with the candidate's documents in the
  // vacancy (vacancy-documents), never copied onto anything else (docs/decisions.md#screens-show-what-is-stored)
  await insertVacancyDocument(db, {
    vacancy: input.vacancy.id,
    candidate: candidateId,
    document: cv.id,
    original_name: cv.original_name,
    extension: cv.extension,
    notes: null,
  });
  await insertNewCandidateDraft(db, {
    vacancy: input.vacancy.id,
    candidate: candidateId,
    source: input.source,
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
    accept: documentCvTypes,
  });
  ctx.stored.push(cv.document);
  const flags = await findBlacklistAndRowOfPair(db, { vacancy: vacancy.id, candidate: candidateId });
  let vacancyCandidate: number | null = null;
  if (!flags?.blacklisted) {
    vacancyCandidate = flags?.row ?? null;
    if (vacancyCandidate == null)
      vacancyCandidate = await insertPublicDraft(db, vacancy.id, candidateId, input.source);
  }
  await insertVacancyApplication(db, {
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
  const vacancy = await findOpenVacancy(ctx.db, fields.vacancy);
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
