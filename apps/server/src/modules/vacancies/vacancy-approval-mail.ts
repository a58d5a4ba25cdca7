import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '@rp/contract';
import { localizedName } from '@rp/contract/rules/names';
import type { Executor } from '../../db/client';
import { mailLink, queueMail } from '../mail/mail.service';
import { findActiveUsersMail, findCompanyNames } from './vacancy-approvals.queries';
import type { VacancyRow } from './vacancy-stages';

/**
 * The administrative process's mail (docs/decisions.md#administrative-process-issue-13): approval keys and their
 * links, the request or reminder to an approver and the news to the vacancy's team, each queued in
 * the outbox within the caller's transaction. Links are made absolute with the caller's `publicUrl`
 * (`ctx.config.publicUrl`).
 */

/** The approval key of a link (≥ 128 random bits, URL-safe) and the hash stored in its place. */
export function newApprovalKey(): { key: string; hash: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, hash: hashKey(key) };
}
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const approvePath = (key: string) => `/approve/${key}`;
const vacancyPath = (type: string, id: number) => `/requeriments/${type}/${id}`;

// ---------------------------------------------------------------------------------------------
// Mail

type Recipient = { email: string | null; lang: string | null };

export async function teamOf(db: Executor, vacancy: VacancyRow): Promise<Recipient[]> {
  const ids = [vacancy.request_by, vacancy.recruiter, vacancy.hr_manager, vacancy.program_manager].filter(
    (id): id is number => id != null,
  );
  if (ids.length === 0) return [];
  return findActiveUsersMail(db, [...new Set(ids)]);
}

async function companyName(db: Executor, company: number, lang: Lang): Promise<string> {
  const row = await findCompanyNames(db, company);
  return (row && localizedName(row, lang)) ?? '';
}

export const asLang = (value: string | null | undefined): Lang => (value === 'en' ? 'en' : 'es');

/** One mail per distinct address, each in its reader's language. */
export async function mailTeam(
  db: Executor,
  publicUrl: string,
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
      params: { ...(await vacancyMailParams(db, vacancy, lang)), ...params },
      link: mailLink(publicUrl, vacancyPath(vacancy.vacancy_type, vacancy.id)),
    });
  }
}

/** What every vacancy mail names: the vacancy's code and position, its company in the reader's language. */
async function vacancyMailParams(db: Executor, vacancy: VacancyRow, lang: ReturnType<typeof asLang>) {
  return {
    code: vacancy.code ?? '',
    position: vacancy.position,
    company: await companyName(db, vacancy.company, lang),
  };
}

export async function mailApprover(
  db: Executor,
  publicUrl: string,
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
    params: { ...(await vacancyMailParams(db, vacancy, lang)), approver: approval.full_name },
    link: mailLink(publicUrl, approvePath(key)),
  });
}
