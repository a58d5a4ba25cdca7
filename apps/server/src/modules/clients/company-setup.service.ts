import type { CompanySetup, CompanySetupQuery } from '@rp/contract/entities';
import { clas, vacancyTypes } from '@rp/contract/enums';
import { and, count, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { catalogs, companies, defaultApprovals, positions, sites, targets } from '../../db/schema/index';
import { showRow } from '../../resources/service';
import { usersWhoSee } from '../settings/user-options.service';
import { companyResource } from './clients.resources';

const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

/**
 * One company's setup checklist (docs/decisions.md, "A new company ready on day one"): what is set
 * up and who sees it. A company outside the caller's scope answers 404, like a missing one.
 */
export async function companySetup(ctx: Ctx, query: CompanySetupQuery): Promise<CompanySetup> {
  const company = query.company;
  await showRow(companyResource, ctx, company);
  const activeSites = and(eq(sites.company, company), eq(sites.status, true));
  const [
    sitesCount,
    located,
    positionsCount,
    shifts,
    targetsCount,
    approverRows,
    recruiters,
    requesters,
    medical,
  ] = await Promise.all([
    countOf(ctx.db.select({ n: count() }).from(sites).where(activeSites)),
    countOf(
      ctx.db
        .select({ n: count() })
        .from(sites)
        .where(and(activeSites, isNotNull(sites.latitute), isNotNull(sites.longitude))),
    ),
    countOf(
      ctx.db
        .select({ n: count() })
        .from(positions)
        .where(
          and(eq(positions.status, true), or(isNull(positions.company), eq(positions.company, company))),
        ),
    ),
    countOf(
      ctx.db
        .select({ n: count() })
        .from(catalogs)
        .where(and(eq(catalogs.clas_id, clas.shiftType), eq(catalogs.status, true))),
    ),
    countOf(ctx.db.select({ n: count() }).from(targets).where(eq(targets.company, company))),
    ctx.db
      .select({ type: defaultApprovals.approval_type, n: count() })
      .from(defaultApprovals)
      .innerJoin(companies, eq(companies.region, defaultApprovals.region))
      .where(eq(companies.id, company))
      .groupBy(defaultApprovals.approval_type),
    usersWhoSee(ctx, 'recruiter', [company]),
    usersWhoSee(ctx, 'requester', [company]),
    usersWhoSee(ctx, 'medical', [company]),
  ]);
  return {
    company,
    sites: sitesCount,
    sites_located: located,
    positions: positionsCount,
    shifts,
    targets: targetsCount,
    approvers: Object.fromEntries(
      vacancyTypes.map((type) => [type, approverRows.find((row) => row.type === type)?.n ?? 0]),
    ) as CompanySetup['approvers'],
    recruiters,
    requesters,
    medical,
  };
}
