import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, userCompanies, userRoles, users } from '../../db/schema/index';
import { inIds } from '../../resources/scope';

// The statements of the people pickers; who sees which colleagues and their e-mails stays in
// user-options.service.ts (docs/architecture.md).

/** Reads the active users of the active role `short` who see one of `companies` (`'all'`: any), by name; e-mail only `withEmail`. */
export async function findActiveUsersOfRole(
  db: Executor,
  short: string,
  companies: readonly number[] | 'all',
  withEmail: boolean,
) {
  const seesCompany =
    companies === 'all'
      ? undefined
      : or(
          eq(users.is_superuser, true),
          exists(
            db
              .select({ one: userCompanies.user })
              .from(userCompanies)
              .where(and(eq(userCompanies.user, users.id), inIds(userCompanies.company, companies))),
          ),
        );
  return db
    .selectDistinct({
      id: users.id,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      email: withEmail ? users.email : sql<string | null>`null`,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.role), eq(roles.status, true)))
    .where(and(eq(users.is_active, true), eq(roles.short, short), seesCompany))
    .orderBy(users.first_name, users.last_name, users.id);
}
