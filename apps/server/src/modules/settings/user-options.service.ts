import { grants, resourceAccess } from '@rp/contract';
import type { UserLists, UserOption } from '@rp/contract/entities';
import type { Actor, Ctx } from '../../context';
import { findActiveUsersOfRole } from './user-options.queries';

/**
 * Who may read other users' e-mails in the people pickers: those who administer users (the users
 * settings pages, superusers) — docs/decisions.md "Who sees which colleagues, and their e-mails".
 */
export const seesUserEmails = (actor: Actor) => grants(resourceAccess.users.read, actor);

/**
 * The active users of an active role (`short`) who see one of `companies`: one of their companies,
 * or they are superusers (docs/domain.md#data-scope); `'all'` drops the company condition. The
 * e-mail is null unless the caller administers users (`seesUserEmails`).
 */
export async function usersWhoSee(
  ctx: Ctx,
  short: string,
  companies: readonly number[] | 'all',
): Promise<UserOption[]> {
  return findActiveUsersOfRole(ctx.db, short, companies, seesUserEmails(ctx.actor));
}

/**
 * users/lists/ (the team and filter pickers): the active users of each role who share a company
 * with the caller (every one for a superuser) — docs/decisions.md "Who sees which colleagues, and
 * their e-mails".
 */
export async function userLists(ctx: Ctx): Promise<UserLists> {
  const companies = ctx.actor.is_superuser ? 'all' : ctx.actor.companies;
  const [recruiters, hr_managers, program_managers, medical] = await Promise.all([
    usersWhoSee(ctx, 'recruiter', companies),
    usersWhoSee(ctx, 'hr_manager', companies),
    usersWhoSee(ctx, 'program_manager', companies),
    usersWhoSee(ctx, 'medical', companies),
  ]);
  return { recruiters, hr_managers, program_managers, medical };
}
