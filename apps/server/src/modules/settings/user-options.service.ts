import { grants, resourceAccess } from '@rp/contract';
import type { UserLists, UserOption } from '@rp/contract/entities';
import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Actor, Ctx } from '../../context';
import { roles, userCompanies, userRoles, users } from '../../db/schema/index';
import { inIds } from '../../resources/scope';

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
  const seesCompany =
    companies === 'all'
      ? undefined
      : or(
          eq(users.is_superuser, true),
          exists(
            ctx.db
              .select({ one: userCompanies.user })
              .from(userCompanies)
              .where(and(eq(userCompanies.user, users.id), inIds(userCompanies.company, companies))),
          ),
        );
  return ctx.db
    .selectDistinct({
      id: users.id,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      email: seesUserEmails(ctx.actor) ? users.email : sql<string | null>`null`,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.role), eq(roles.status, true)))
    .where(and(eq(users.is_active, true), eq(roles.short, short), seesCompany))
    .orderBy(users.first_name, users.last_name, users.id);
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
