import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userCompanies, userPermissions, userRoles, userSites, users } from '../../db/schema/index';

// The statements of the users' custom actions and of the users resource's hooks; the rules that
// choose and order them, and their transactions, stay in users.service.ts and users.resource.ts
// (docs/architecture.md).

/** The join tables of a user's access, each with the column naming what it links the user to. */
const userLinks = {
  roles: { table: userRoles, ref: userRoles.role },
  permissions: { table: userPermissions, ref: userPermissions.permission },
  companies: { table: userCompanies, ref: userCompanies.company },
  sites: { table: userSites, ref: userSites.site },
} as const;

/** One of a user's access relations: roles, permissions, companies or sites. */
export type UserRelation = keyof typeof userLinks;
/** The access relations, in the order their statements run. */
export const userRelations = Object.keys(userLinks) as UserRelation[];

/** Reads a user's password hash. */
export async function findPasswordHash(db: Executor, userId: number) {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return row;
}

/** Writes a user's password hash and `updated_at = now()`. */
export async function setPassword(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ password: passwordHash, updated_at: sql`now()` }).where(eq(users.id, userId));
}

/** Writes `is_active = true` and `updated_at = now()` on a user and returns its id (none if there is no such user). */
export async function activateUser(db: Executor, userId: number) {
  const [updated] = await db
    .update(users)
    .set({ is_active: true, updated_at: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated;
}

/** Reads the links (user and linked id) of the users `userIds` in one access relation. */
export function findLinksOfUsers(db: Executor, relation: UserRelation, userIds: number[]) {
  const { table, ref } = userLinks[relation];
  return db.select({ user: table.user, ref }).from(table).where(inArray(table.user, userIds));
}

/** Reads the ids a user is linked to in one access relation. */
export function findLinksOfUser(db: Executor, relation: UserRelation, userId: number) {
  const { table, ref } = userLinks[relation];
  return db.select({ ref }).from(table).where(eq(table.user, userId));
}

/** Deletes a user's links in one access relation. */
export async function deleteLinksOfUser(db: Executor, relation: UserRelation, userId: number) {
  const { table } = userLinks[relation];
  await db.delete(table).where(eq(table.user, userId));
}

/** Inserts a user's links to `refs` in one access relation (one row each; `refs` not empty). */
export async function insertLinksOfUser(
  db: Executor,
  relation: UserRelation,
  userId: number,
  refs: number[],
) {
  switch (relation) {
    case 'roles':
      await db.insert(userRoles).values(refs.map((role) => ({ user: userId, role })));
      return;
    case 'permissions':
      await db.insert(userPermissions).values(refs.map((permission) => ({ user: userId, permission })));
      return;
    case 'companies':
      await db.insert(userCompanies).values(refs.map((company) => ({ user: userId, company })));
      return;
    case 'sites':
      await db.insert(userSites).values(refs.map((site) => ({ user: userId, site })));
      return;
  }
}

/** Reads the id of a user, other than `excludeId`, whose lowercased username is `lowerUsername`. */
export async function findUsernameClash(db: Executor, lowerUsername: string, excludeId: number | undefined) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.username})`, lowerUsername),
        excludeId === undefined ? undefined : ne(users.id, excludeId),
      ),
    )
    .limit(1);
  return clash;
}

/** Writes `is_active = false` and `updated_at = now()` on a user. */
export async function deactivateUser(db: Executor, userId: number) {
  await db.update(users).set({ is_active: false, updated_at: sql`now()` }).where(eq(users.id, userId));
}
