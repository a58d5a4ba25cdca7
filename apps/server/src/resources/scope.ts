import { and, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../context';
import { type Executor, queryRows } from '../db/client';
import { rowCount } from '../db/row-count';

type Expr = SQL | AnyPgColumn;

export function inIds(expr: Expr, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${expr} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * A list of ids as one bound `int[]` parameter (`'{1,2,3}'::int[]`): one parameter whatever the
 * list's length, for `= any(...)` and `unnest(...)` (docs/decisions.md, "A user of several
 * companies reads a page company by company"). The ids are integers from the database or the
 * signed-in user, never request text.
 */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/** Most parents' ids a scoped read is given as its ids (`fewIdsCondition`). */
export const scopeParentsMax = 2000;

/**
 * `column = any('{ids}')` with the ids `ids` (a subquery of one id column) reads, read first, when
 * there are at most `scopeParentsMax`; undefined when there are more. For rows scoped through their
 * parent (a vacancy's, a requirement's): the planner estimates the scope's subquery for any company as
 * for an average one, and walked a whole table for a user of new companies; knowing the ids (none, or
 * a few) it reads their rows through the parent's index. Above the limit the rows are dense enough
 * that the scope's own plan is as quick (docs/decisions.md, "A user of several companies reads a page
 * company by company"). The condition only narrows: the caller keeps the scope's own condition.
 */
export async function fewIdsCondition(db: Executor, column: Expr, ids: SQL): Promise<SQL | undefined> {
  const [found] = await queryRows<{ ids: number[] | null }>(
    db,
    sql`select array(${ids} limit ${rowCount(scopeParentsMax + 1)}) as "ids"`,
  );
  const read = found?.ids ?? [];
  if (read.length > scopeParentsMax) return undefined;
  return sql`${column} = any(${intArray(read)})`;
}

/**
 * Rows of the user's companies (and sites, where the user has sites) — docs/domain.md#data-scope.
 * `nullableCompany`: rows without a company are shared by everyone (positions).
 */
export function companyScope(company: Expr, opts: { site?: Expr; nullableCompany?: boolean } = {}) {
  return (actor: Actor): SQL | undefined => {
    const byCompany = opts.nullableCompany
      ? or(isNull(company), inIds(company, actor.companies))
      : inIds(company, actor.companies);
    if (!opts.site || actor.sites.length === 0) return byCompany;
    return and(byCompany, or(isNull(opts.site), inIds(opts.site, actor.sites)));
  };
}

/** The company id of a parent row, as a scalar subquery. */
export function companyOf(table: string, idExpr: Expr): SQL {
  return sql`(select p.company from ${sql.identifier(table)} p where p.id = ${idExpr})`;
}

/** The region of a company id expression. */
export function regionOfCompany(companyExpr: Expr): SQL {
  return sql`(select c.region from companies c where c.id = ${companyExpr})`;
}

/**
 * Ids of the requirements the actor may see — their company and, where the user has sites, their
 * site (docs/domain.md#data-scope) — as a subquery: `x in (select r.id …)` is served by the company and site indexes.
 * Everything below a requirement is scoped through it, so there is one rule.
 */
export function requirementIdsInScope(actor: Actor): SQL {
  const bySite =
    actor.sites.length === 0 ? sql`` : sql` and (r.site is null or ${inIds(sql`r.site`, actor.sites)})`;
  return sql`select r.id from requeriments r where ${inIds(sql`r.company`, actor.companies)}${bySite}`;
}

type VacancyScopeColumn =
  | 'company'
  | 'status'
  | 'request_by'
  | 'recruiter'
  | 'hr_manager'
  | 'program_manager';

/**
 * Vacancies a non-superuser may see: their company's; a New one (never sent for approval) only when
 * the user is staff, asked for it or is on its team (docs/domain.md#data-scope). `column` names a
 * column of the vacancy row being filtered.
 */
export function vacancyVisible(actor: Actor, column: (name: VacancyScopeColumn) => Expr): SQL | undefined {
  const byCompany = inIds(column('company'), actor.companies);
  if (actor.is_staff) return byCompany;
  const mine = sql.join(
    (['request_by', 'recruiter', 'hr_manager', 'program_manager'] as const).map(
      (name) => sql`${column(name)} = ${actor.id}`,
    ),
    sql` or `,
  );
  return and(byCompany, sql`(${column('status')} <> 'New' or ${mine})`);
}

/** Ids of the vacancies the actor may see (`vacancyVisible`), as a subquery. */
export function vacancyIdsInScope(actor: Actor): SQL {
  return sql`select v.id from vacancies v where ${vacancyVisible(actor, (name) => sql`v.${sql.identifier(name)}`)}`;
}

/** Rows below a requirement: visible when their requirement is. */
export function throughRequirement(requeriment: Expr) {
  return (actor: Actor): SQL => sql`${requeriment} in (${requirementIdsInScope(actor)})`;
}

/** Rows below a vacancy: visible when their vacancy is. */
export function throughVacancyScope(vacancy: Expr) {
  return (actor: Actor): SQL => sql`${vacancy} in (${vacancyIdsInScope(actor)})`;
}

/**
 * Rows that hang on a vacancy, else a requirement, else only a candidate (the shared pool: comments,
 * documents, logs): through whichever they hang on.
 */
export function throughVacancyOrRequirementScope(vacancy: Expr, requeriment: Expr) {
  return (actor: Actor): SQL | undefined =>
    or(
      and(isNull(vacancy), isNull(requeriment)),
      sql`${vacancy} in (${vacancyIdsInScope(actor)})`,
      and(isNull(vacancy), sql`${requeriment} in (${requirementIdsInScope(actor)})`),
    );
}
