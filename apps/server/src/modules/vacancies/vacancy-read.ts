import type { Lang } from '@rp/contract';
import type { VacancyDashboard, VacancyFromKey } from '@rp/contract/entities';
import type { VacancyType } from '@rp/contract/enums';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findText } from '../../lib/product-text';
import { findVisibleVacancy } from './vacancy-candidates.queries';
import {
  countVacanciesByStatus,
  findApprovalsOfVacancy,
  findDistinctPositions,
  findVacancyLogs,
  findVacancyNames,
  findVisibleVacancyRow,
} from './vacancy-read.queries';
import { callerScope, type VacancyRow } from './vacancy-stages';

/** The administrative process's read models: the approvers, a vacancy described, its timeline and counts. */

/** The approvers of a vacancy in their order (no e-mail, no key). */
export function approvalList(db: Executor, vacancyId: number) {
  return findApprovalsOfVacancy(db, vacancyId);
}

/** A vacancy's request fields with names instead of ids, in `lang` (the approve page and the PDF). */
export async function describeVacancy(
  db: Executor,
  lang: Lang,
  vacancy: VacancyRow,
): Promise<Omit<VacancyFromKey, 'approvals'>> {
  const names = await findVacancyNames(db, lang, vacancy);
  return {
    code: vacancy.code,
    vacancy_type: vacancy.vacancy_type,
    status: vacancy.status,
    stage: names?.stage ?? null,
    company_name: names?.company ?? '',
    // a category reads as its code's label in the reader's language, else its description
    category_name:
      (names?.categoryCode && findText(lang, `common.enums.category.${names.categoryCode}`)) ||
      (names?.categoryDescription ?? null),
    position: vacancy.position,
    quantity: vacancy.quantity,
    expected_date: vacancy.expected_date,
    salary_type_name: names?.salaryType ?? null,
    salary_from: vacancy.salary_from,
    salary_to: vacancy.salary_to,
    department_name: names?.department ?? null,
    plant: vacancy.plant,
    shift_description: vacancy.shift_description,
    type_hiring: vacancy.type_hiring,
    temporal_time: vacancy.temporal_time,
    reason_name: names?.reason ?? null,
    employee_substitution: vacancy.employee_substitution,
    is_foreign: vacancy.is_foreign,
    is_confidential: vacancy.is_confidential,
    experience: vacancy.experience,
    responsabilities: vacancy.responsabilities,
    additional_comments: vacancy.additional_comments,
    scholar_level_name: names?.scholar ?? null,
    scholar_speciality: vacancy.scholar_speciality,
    english_level_name: names?.english ?? null,
    require_visa: vacancy.require_visa,
    require_passport: vacancy.require_passport,
    genre: vacancy.genre,
    requisitor_name: vacancy.requisitor_name,
    request_by_name: names?.requestBy ?? null,
    created_at: vacancy.created_at,
  };
}

/** A live vacancy the caller may see (no lock), or 404. */
export async function findVacancy(ctx: Ctx, id: number) {
  const row = await findVisibleVacancyRow(ctx.db, id, callerScope(ctx));
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Reads

/** get_timeline: the vacancy's log rows oldest first, with the stage each stage entry reached. */
export async function vacancyTimeline(ctx: Ctx, id: number) {
  const vacancy = await findVisibleVacancy(ctx.db, id, callerScope(ctx));
  if (!vacancy) throw notFound();
  const rows = await findVacancyLogs(ctx.db, id);
  return rows.map((row) => ({
    ...row,
    stage: row.event?.kind === 'vacancy_stage' ? row.event.to : null,
  }));
}

/** get_dashboard: counts per status in the caller's scope (one grouped query). */
export async function vacancyDashboard(
  ctx: Ctx,
  body: { vacancy_type?: VacancyType | null; region?: number | null },
): Promise<VacancyDashboard> {
  const rows = await countVacanciesByStatus(ctx.db, callerScope(ctx), body);
  const counts: VacancyDashboard = { New: 0, Pending: 0, Complete: 0, Cancel: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** get_distinct_positions: titles already used in the caller's scope (at most 20, most used first). */
export async function distinctPositions(ctx: Ctx, query: { vacancy_type?: VacancyType; search?: string }) {
  const rows = await findDistinctPositions(ctx.db, callerScope(ctx), query);
  return rows.map((r) => r.position);
}
