import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, userRoles } from '../../db/schema/index';

// The statements of the settings resources' hooks; the rules that choose and order them stay in
// settings.resources.ts (docs/architecture.md).

/** Reads one user given a role (none when nobody has it). */
export async function findUserOfRole(db: Executor, roleId: number) {
  const [used] = await db
    .select({ user: userRoles.user })
    .from(userRoles)
    .where(eq(userRoles.role, roleId))
    .limit(1);
  return used;
}

/** Deletes a role. */
export async function deleteRole(db: Executor, roleId: number) {
  await db.delete(roles).where(eq(roles.id, roleId));
}
