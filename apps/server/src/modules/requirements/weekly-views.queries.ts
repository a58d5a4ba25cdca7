import type { Lang } from '@rp/contract';
import { openRequirementStatuses } from '@rp/contract/rules/follow-up';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  companies,
  requeriments,
  requirementCandidates,
  requirementItems,
  sites,
} from '../../db/schema/index';
import { inReadingOrder, localizedNameSql, qualified } from '../../resources/names';
import { requestedPositionSums } from './requested-positions';

/**
 * The statements of the direct process's weekly views (weekly-views.ts builds their filters;
 * docs/architecture.md "Where each kind of code lives"). A `where` parameter is the condition over
 * `requeriments` the view's filters and the caller's data scope make (docs/domain.md#data-scope).
 */

/**
 * Reads the weekly summary's counts per company and week of the requirements in `where`
 * (docs/domain.md#weekly-summary), the company named in `lang`, by year, week and name.
 */
export function weeklySummaryRows(db: Executor, lang: Lang, where: SQL | undefined) {
  const name = localizedNameSql(lang, companies.name_es, companies.name_en);
  // the items' no-shows per requirement as one grouped join over the same requirements: a subquery
  // per requirement was costed so high (~12 a row) that a year's summary crossed jit_above_cost
  // (100,000) and paid ~30 ms of JIT compilation on every request
  const itemNotAttend = db
    .select({
      requeriment: requirementItems.requeriment,
      not_attend: sql<number>`sum(${requirementItems.not_attend})`.as('not_attend'),
    })
    .from(requirementItems)
    .where(
      inArray(
        requirementItems.requeriment,
        db.select({ id: requeriments.id }).from(requeriments).where(where),
      ),
    )
    .groupBy(requirementItems.requeriment)
    .as('item_not_attend');
  const sums = requestedPositionSums((name) => qualified('requeriments', name));
  return db
    .select({
      company: requeriments.company,
      company_name: sql<string>`${inReadingOrder(name)}`,
      year: requeriments.year,
      week: requeriments.week,
      total_positions: sums.total_positions,
      accepted: sums.accepted,
      hired: sums.hired,
      rejected: sums.rejected,
      not_attend: sql<number>`coalesce(sum(${itemNotAttend.not_attend}) filter (where ${sums.requested}), 0)::int`,
      open: sums.open,
      canceled: sums.canceled,
    })
    .from(requeriments)
    .innerJoin(companies, eq(companies.id, requeriments.company))
    .leftJoin(itemNotAttend, eq(itemNotAttend.requeriment, requeriments.id))
    .where(where)
    .groupBy(requeriments.company, companies.name_es, companies.name_en, requeriments.year, requeriments.week)
    .orderBy(asc(requeriments.year), asc(requeriments.week), asc(sql`2`));
}

/** Counts the assignments of the requirements in `where` per follow-up status. */
export function countAssignmentsByStatus(db: Executor, where: SQL | undefined) {
  return db
    .select({ status: requirementCandidates.status, n: sql<number>`count(*)::int` })
    .from(requirementCandidates)
    .innerJoin(requeriments, eq(requeriments.id, requirementCandidates.requeriment_id))
    .where(where)
    .groupBy(requirementCandidates.status);
}

/** Lists the distinct years of the requirements in `where`, ascending. */
export function listRequirementYears(db: Executor, where: SQL | undefined) {
  return db
    .selectDistinct({ v: requeriments.year })
    .from(requeriments)
    .where(where)
    .orderBy(asc(requeriments.year));
}

/** Lists the distinct weeks of the requirements in `where`, ascending. */
export function listRequirementWeeks(db: Executor, where: SQL | undefined) {
  return db
    .selectDistinct({ v: requeriments.week })
    .from(requeriments)
    .where(where)
    .orderBy(asc(requeriments.week));
}

/** Lists the distinct statuses of the requirements in `where`, ascending. */
export function listRequirementStatuses(db: Executor, where: SQL | undefined) {
  return db
    .selectDistinct({ v: requeriments.status })
    .from(requeriments)
    .where(where)
    .orderBy(asc(requeriments.status));
}

/** Lists the distinct companies (id, name in `lang`) of the requirements in `where`, by name. */
export function listRequirementCompanies(db: Executor, lang: Lang, where: SQL | undefined) {
  const name = localizedNameSql(lang, companies.name_es, companies.name_en);
  return db
    .selectDistinct({ id: companies.id, name: sql<string>`${inReadingOrder(name)}` })
    .from(requeriments)
    .innerJoin(companies, eq(companies.id, requeriments.company))
    .where(where)
    .orderBy(asc(sql`2`));
}

/** Lists the distinct sites (id, name, company) of the requirements in `where`, by name. */
export function listRequirementSites(db: Executor, where: SQL | undefined) {
  return db
    .selectDistinct({
      id: sites.id,
      name: sql<string>`${inReadingOrder(sites.name)}`,
      company: sites.company,
    })
    .from(requeriments)
    .innerJoin(sites, eq(sites.id, requeriments.site))
    .where(where)
    .orderBy(asc(sql`2`));
}

/** Reads up to 50 open requirements in `where` with open positions, oldest first. */
export function findPendingRequirements(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: requeriments.id,
      code: requeriments.code,
      requeriment_date: requeriments.requeriment_date,
      open_positions: requeriments.open_positions,
    })
    .from(requeriments)
    .where(
      and(
        where,
        inArray(requeriments.status, [...openRequirementStatuses]),
        sql`${requeriments.open_positions} > 0`,
      ),
    )
    .orderBy(asc(requeriments.requeriment_date), asc(requeriments.id))
    .limit(50);
}
