import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  candidates,
  catalogs,
  categories,
  companies,
  positions,
  requirementCandidates,
  requirementItems,
  sites,
} from '../../db/schema/index';

/**
 * The statements of a requirement's PDF report (requirements.report.ts lays it out;
 * docs/architecture.md "Where each kind of code lives").
 */

/** Reads a company's names in Spanish and in English. */
export async function findCompanyNames(db: Executor, companyId: number) {
  const [row] = await db
    .select({ name_es: companies.name_es, name_en: companies.name_en })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Reads a site's name. */
export async function findSiteName(db: Executor, siteId: number) {
  const [row] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId));
  return row;
}

/** Reads a category's code and description. */
export async function findCategory(db: Executor, categoryId: number) {
  const [row] = await db
    .select({ code: categories.code, description: categories.description })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return row;
}

/** Reads a requirement's items with their position, shift and category names and counters, by id. */
export function findReportItems(db: Executor, requirementId: number) {
  const itemCategories = alias(categories, 'item_category');
  return db
    .select({
      id: requirementItems.id,
      position_es: positions.name_es,
      position_en: positions.name_en,
      gender: requirementItems.gender,
      shift_es: catalogs.name,
      shift_en: catalogs.name_en,
      category: itemCategories.code,
      category_description: itemCategories.description,
      quantity: requirementItems.quantity,
      accepted: requirementItems.accepted,
      hired: requirementItems.hired,
      rejected: requirementItems.rejected,
      not_attend: requirementItems.not_attend,
    })
    .from(requirementItems)
    .innerJoin(positions, eq(positions.id, requirementItems.position))
    .innerJoin(catalogs, eq(catalogs.id, requirementItems.shift_type))
    .innerJoin(itemCategories, eq(itemCategories.id, requirementItems.category))
    .where(eq(requirementItems.requeriment, requirementId))
    .orderBy(asc(requirementItems.id));
}

/**
 * Reads a requirement's assignments with their candidate, position and reject reason, by item,
 * interview date and id.
 */
export function findReportAssignments(db: Executor, requirementId: number) {
  const rejectReasons = alias(catalogs, 'reject_reason');
  return db
    .select({
      names: candidates.names,
      last_name: candidates.last_name,
      second_name: candidates.second_name,
      employee_code: candidates.employee_code,
      position_es: positions.name_es,
      position_en: positions.name_en,
      interview_date: requirementCandidates.interview_date,
      interview_time: requirementCandidates.interview_time,
      status: requirementCandidates.status,
      type_not_attend: requirementCandidates.type_not_attend,
      reason_es: rejectReasons.name,
      reason_en: rejectReasons.name_en,
      hired_at: requirementCandidates.hired_at,
    })
    .from(requirementCandidates)
    .innerJoin(requirementItems, eq(requirementItems.id, requirementCandidates.requeriment))
    .innerJoin(candidates, eq(candidates.id, requirementCandidates.candidate))
    .innerJoin(positions, eq(positions.id, requirementItems.position))
    .leftJoin(rejectReasons, eq(rejectReasons.id, requirementCandidates.reject_reason))
    .where(eq(requirementItems.requeriment, requirementId))
    .orderBy(
      asc(requirementItems.id),
      asc(requirementCandidates.interview_date),
      asc(requirementCandidates.id),
    );
}
