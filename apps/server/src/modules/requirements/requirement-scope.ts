import { and, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { requeriments, requirementCandidates } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { TxCtx } from '../../lib/transaction';
import { qualified } from '../../resources/names';
import { companyScope, inIds, throughRequirement } from '../../resources/scope';
import { findAssignmentRequirement, lockAssignmentRow } from './requirement-candidates.queries';
import { findItem, lockLiveRequirement } from './requirements.queries';

// ---------------------------------------------------------------------------------------------
// Scope (docs/domain.md#data-scope): requirements through their company and site; everything below a requirement
// through it (one rule). Assignments carry their company and requirement (denormalised): the company
// column serves the company-only case, `requeriment_id in (select …)` adds the site.

export const requirementScope = companyScope(requeriments.company, { site: requeriments.site });
export const requirementCandidateScope = (actor: Ctx['actor']): SQL | undefined =>
  and(
    inIds(requirementCandidates.company, actor.companies),
    actor.sites.length === 0
      ? undefined
      : throughRequirement(qualified('requeriment_candidates', 'requeriment_id'))(actor),
  );

/** The caller's condition of a scope (none for a superuser). */
export const callerScope = (ctx: Ctx, scope: (actor: Ctx['actor']) => SQL | undefined) =>
  ctx.actor.is_superuser ? undefined : scope(ctx.actor);

const isId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2147483647;

/** Locks a live requirement the user may see, or 404. */
export async function lockRequirement(ctx: TxCtx, id: number) {
  if (!isId(id)) throw notFound();
  const row = await lockLiveRequirement(ctx.db, id, callerScope(ctx, requirementScope));
  if (!row) throw notFound();
  return row;
}

/** An assignment with its item and requirement, both locked (requirement first), or 404. */
export async function lockAssignment(ctx: TxCtx, id: number) {
  if (!isId(id)) throw notFound();
  const found = await findAssignmentRequirement(ctx.db, id, callerScope(ctx, requirementCandidateScope));
  if (!found) throw notFound();
  const requeriment = await lockRequirement(ctx, found.requeriment);
  const assignment = await lockAssignmentRow(ctx.db, id);
  const item = await findItem(ctx.db, assignment!.requeriment);
  return { requeriment, item: item!, assignment: assignment! };
}
