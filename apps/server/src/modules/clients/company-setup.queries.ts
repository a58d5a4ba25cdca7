import { clas } from '@rp/contract/enums';
import { and, count, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogs, companies, defaultApprovals, positions, sites, targets } from '../../db/schema/index';

/**
 * The statements of a company's setup checklist (company-setup.service.ts runs them;
 * docs/architecture.md "Where each kind of code lives"). Each count runs when called.
 */

const activeSitesOf = (company: number) => and(eq(sites.company, company), eq(sites.status, true));

/** Counts a company's active sites. */
export async function countActiveSites(db: Executor, company: number) {
  const [row] = await db.select({ n: count() }).from(sites).where(activeSitesOf(company));
  return row?.n ?? 0;
}

/** Counts a company's active sites with both coordinates. */
export async function countLocatedActiveSites(db: Executor, company: number) {
  const [row] = await db
    .select({ n: count() })
    .from(sites)
    .where(and(activeSitesOf(company), isNotNull(sites.latitute), isNotNull(sites.longitude)));
  return row?.n ?? 0;
}

/** Counts the active positions a company may use: its own and the shared ones. */
export async function countActivePositionsOf(db: Executor, company: number) {
  const [row] = await db
    .select({ n: count() })
    .from(positions)
    .where(and(eq(positions.status, true), or(isNull(positions.company), eq(positions.company, company))));
  return row?.n ?? 0;
}

/** Counts the active shift types of the catalogs. */
export async function countActiveShiftTypes(db: Executor) {
  const [row] = await db
    .select({ n: count() })
    .from(catalogs)
    .where(and(eq(catalogs.clas_id, clas.shiftType), eq(catalogs.status, true)));
  return row?.n ?? 0;
}

/** Counts a company's targets. */
export async function countTargets(db: Executor, company: number) {
  const [row] = await db.select({ n: count() }).from(targets).where(eq(targets.company, company));
  return row?.n ?? 0;
}

/** Counts the default approvers of the company's region by approval type (runs when awaited). */
export function countDefaultApproversByType(db: Executor, company: number) {
  return db
    .select({ type: defaultApprovals.approval_type, n: count() })
    .from(defaultApprovals)
    .innerJoin(companies, eq(companies.region, defaultApprovals.region))
    .where(eq(companies.id, company))
    .groupBy(defaultApprovals.approval_type);
}
