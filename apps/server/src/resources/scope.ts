import { and, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../context';

type Expr = SQL | AnyPgColumn;

export function inIds(expr: Expr, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${expr} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * Rows of the user's companies (and sites, where the user has sites) — design §4.
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
