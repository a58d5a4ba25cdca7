import { resourceAccess } from '@rp/contract';
import { userCreateSchema, userSchema, userUpdateSchema } from '@rp/contract/entities';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import {
  refreshTokens,
  userCompanies,
  userPermissions,
  userRoles,
  userSites,
  users,
} from '../../db/schema/index';
import { ApiError, FieldErrors } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { ResourceDef, Row } from '../../resources/types';

const relations = {
  roles: { table: userRoles, column: 'role' },
  permissions: { table: userPermissions, column: 'permission' },
  companies: { table: userCompanies, column: 'company' },
  sites: { table: userSites, column: 'site' },
} as const;
type RelationName = keyof typeof relations;
const relationNames = Object.keys(relations) as RelationName[];

/** Ids of each user's roles, permissions, companies and sites, one query per relation. */
async function expandUsers(ctx: Ctx, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return rows;
  // one query per relation, one after another (this may run inside a transaction's single connection)
  const maps: Array<readonly [RelationName, Map<number, number[]>]> = [];
  for (const name of relationNames) {
    const { table, column } = relations[name];
    const links = await ctx.db
      .select({ user: table.user, ref: sql<number>`${sql.identifier(column)}` })
      .from(table)
      .where(inArray(table.user, ids));
    const map = new Map<number, number[]>();
    for (const link of links) map.set(link.user, [...(map.get(link.user) ?? []), Number(link.ref)]);
    maps.push([name, map] as const);
  }
  return rows.map((row) => {
    const out = { ...row };
    for (const [name, map] of maps) out[name] = (map.get(Number(row.id)) ?? []).sort((a, b) => a - b);
    return out;
  });
}

/** Replaces the join rows of the relations present in the input. */
export async function setUserRelations(
  db: Executor,
  userId: number,
  input: Partial<Record<RelationName, number[]>>,
) {
  for (const name of relationNames) {
    const ids = input[name];
    if (!ids) continue;
    const { table, column } = relations[name];
    await db.delete(table).where(eq(table.user, userId));
    const unique = [...new Set(ids)];
    if (unique.length) {
      await db
        .insert(table)
        .values(
          unique.map((ref) => ({ user: userId, [column]: ref }) as unknown as typeof table.$inferInsert),
        );
    }
  }
}

export async function revokeUserTokens(db: Executor, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(refreshTokens.user, userId), isNull(refreshTokens.revoked_at)));
}

export const userResource: ResourceDef = {
  path: 'users',
  table: users,
  access: resourceAccess.users,
  read: userSchema,
  create: userCreateSchema,
  update: userUpdateSchema,
  search: [users.username, users.first_name, users.last_name, users.email],
  defaultOrdering: 'username',
  expand: expandUsers,
  async beforeWrite(ctx, input, existing) {
    if (existing?.is_superuser && !ctx.actor.is_superuser) throw new ApiError(403, 'errors.superuser_only');
    if ('is_superuser' in input && !ctx.actor.is_superuser) {
      const unchanged = existing && Boolean(existing.is_superuser) === Boolean(input.is_superuser);
      if (!unchanged) throw new ApiError(403, 'errors.superuser_only');
    }
    if (typeof input.username === 'string') {
      // login matches usernames in any case, so they are unique in any case
      const [clash] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.username})`, input.username.toLowerCase()),
            existing ? ne(users.id, Number(existing.id)) : undefined,
          ),
        )
        .limit(1);
      if (clash) throw FieldErrors.one('username', 'validation.unique');
    }
    const values: Row = { ...input };
    if (typeof input.password === 'string') values.password = await hashPassword(input.password);
    if (existing && input.is_active === false && Number(existing.id) === ctx.actor.id) {
      throw new ApiError(409, 'errors.cannot_delete_self');
    }
    return values;
  },
  async afterWrite(ctx, row, input) {
    await setUserRelations(ctx.db, Number(row.id), input as Partial<Record<RelationName, number[]>>);
  },
  /** Deleting a user deactivates it; its tokens stop working at once. */
  async onDelete(ctx, row) {
    if (Number(row.id) === ctx.actor.id) throw new ApiError(409, 'errors.cannot_delete_self');
    if (row.is_superuser && !ctx.actor.is_superuser) throw new ApiError(403, 'errors.superuser_only');
    await ctx.db
      .update(users)
      .set({ is_active: false, updated_at: sql`now()` })
      .where(eq(users.id, Number(row.id)));
    await revokeUserTokens(ctx.db, Number(row.id));
  },
};
