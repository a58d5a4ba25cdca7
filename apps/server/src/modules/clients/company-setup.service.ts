import type { CompanySetup, CompanySetupQuery } from '@rp/contract/entities';
import { vacancyTypes } from '@rp/contract/enums';
import type { Ctx } from '../../context';
import { showRow } from '../../resources/service';
import { usersWhoSee } from '../settings/user-options.service';
import { companyResource } from './clients.resources';
import {
  countActivePositionsOf,
  countActiveShiftTypes,
  countActiveSites,
  countDefaultApproversByType,
  countLocatedActiveSites,
  countTargets,
} from './company-setup.queries';

/**
 * One company's setup checklist (docs/decisions.md, "A new company ready on day one"): what is set
 * up and who sees it. A company outside the caller's scope answers 404, like a missing one.
 */
export async function companySetup(ctx: Ctx, query: CompanySetupQuery): Promise<CompanySetup> {
  const company = query.company;
  await showRow(companyResource, ctx, company);
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
    countActiveSites(ctx.db, company),
    countLocatedActiveSites(ctx.db, company),
    countActivePositionsOf(ctx.db, company),
    countActiveShiftTypes(ctx.db),
    countTargets(ctx.db, company),
    countDefaultApproversByType(ctx.db, company),
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
