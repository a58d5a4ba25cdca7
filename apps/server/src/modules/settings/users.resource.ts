import type { AuditDetails } from '@rp/contract/entities/audit-log';
import { resources } from '@rp/contract/resources';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { ApiError, FieldErrors } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import type { TxCtx } from '../../lib/transaction';
import { defineResourceDef, type Row, type StoredRow } from '../../resources/types';
import { auditBy, listChange } from '../audit/audit.service';
import { endSessions } from '../auth/auth.service';
import {
  deactivateUser,
  deleteLinksOfUser,
  findLinksOfUser,
  findLinksOfUsers,
  findUsernameClash,
  insertLinksOfUser,
  type UserRelation,
  userRelations,
} from './users.queries';

/** Ids of each user's roles, permissions, companies and sites, one query per relation. */
async function expandUsers(ctx: Ctx, rows: StoredRow<typeof users>[]): Promise<Row[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return rows;
  // one query per relation, one after another (this may run inside a transaction's single connection)
  const maps: Array<readonly [UserRelation, Map<number, number[]>]> = [];
  for (const name of userRelations) {
    const links = await findLinksOfUsers(ctx.db, name, ids);
    const map = new Map<number, number[]>();
    for (const link of links) map.set(link.user, [...(map.get(link.user) ?? []), link.ref]);
    maps.push([name, map] as const);
  }
  return rows.map((row) => {
    const out: Row = { ...row };
    for (const [name, map] of maps) out[name] = (map.get(row.id) ?? []).sort((a, b) => a - b);
    return out;
  });
}

/** The user's roles, permissions, companies and sites as they are now (ids). */
async function accessOf(db: Executor, userId: number): Promise<Record<UserRelation, number[]>> {
  const out = {} as Record<UserRelation, number[]>;
  for (const name of userRelations) {
    const links = await findLinksOfUser(db, name, userId);
    out[name] = links.map((link) => link.ref);
  }
  return out;
}

/**
 * Replaces the relations present in the input and, when the user's access changed (roles,
 * permissions, companies, sites, superuser), writes one `user_access_changed` audit row in the
 * same transaction (docs/domain.md#audit-log). `wasSuperuser` is null on a create.
 */
export async function setUserAccess(
  ctx: TxCtx,
  userId: number,
  input: Partial<Record<UserRelation, number[]>> & { is_superuser?: unknown },
  wasSuperuser: boolean | null,
) {
  const before = wasSuperuser === null ? null : await accessOf(ctx.db, userId);
  await setUserRelations(ctx.db, userId, input);
  const details: AuditDetails = {};
  for (const name of userRelations) {
    const ids = input[name];
    if (!ids) continue;
    const change = listChange(before?.[name], ids);
    if (change) details[name] = change;
  }
  if (typeof input.is_superuser === 'boolean' && input.is_superuser !== Boolean(wasSuperuser)) {
    if (wasSuperuser !== null || input.is_superuser) details.is_superuser = input.is_superuser;
  }
  if (Object.keys(details).length === 0) return;
  await auditBy(ctx, { action: 'user_access_changed', target: { type: 'users', id: userId }, details });
}

/** Replaces the join rows of the relations present in the input. */
export async function setUserRelations(
  db: Executor,
  userId: number,
  input: Partial<Record<UserRelation, number[]>>,
) {
  for (const name of userRelations) {
    const ids = input[name];
    if (!ids) continue;
    await deleteLinksOfUser(db, name, userId);
    const unique = [...new Set(ids)];
    if (unique.length) await insertLinksOfUser(db, name, userId, unique);
  }
}

export const userResource = defineResourceDef(resources.users, {
  table: users,
  search: [users.username, users.first_name, users.last_name, users.email],
  defaultOrdering: 'username',
  expand: expandUsers,
  async beforeWrite(ctx, input, existing) {
    if (existing?.is_superuser && !ctx.actor.is_superuser) throw new ApiError(403, 'errors.superuser_only');
    if ('is_superuser' in input && !ctx.actor.is_superuser) {
      const unchanged = existing && existing.is_superuser === Boolean(input.is_superuser);
      if (!unchanged) throw new ApiError(403, 'errors.superuser_only');
    }
    if (typeof input.username === 'string') {
      // login matches usernames in any case, so they are unique in any case
      const clash = await findUsernameClash(ctx.db, input.username.toLowerCase(), existing?.id);
      if (clash) throw FieldErrors.one('username', 'validation.unique');
    }
    const values: Row = { ...input };
    if (typeof input.password === 'string') {
      assertStrongPassword(input.password, {
        username: input.username,
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email ?? null,
      });
      values.password = await hashPassword(input.password);
    }
    // is_active on PUT deactivates (as DELETE does) or reactivates; either ends the user's sessions
    if (
      existing &&
      'is_active' in input &&
      typeof input.is_active === 'boolean' &&
      input.is_active !== existing.is_active
    ) {
      if (!input.is_active && existing.id === ctx.actor.id) {
        throw new ApiError(409, 'errors.cannot_delete_self');
      }
      await endSessions(ctx.db, existing.id);
    }
    return values;
  },
  async afterWrite(ctx, row, input, existing) {
    const id = row.id;
    await setUserAccess(ctx, id, input, existing ? existing.is_superuser : null);
    if (
      existing &&
      'is_active' in input &&
      typeof input.is_active === 'boolean' &&
      input.is_active !== existing.is_active
    ) {
      const action = input.is_active ? 'user_reactivated' : 'user_disabled';
      await auditBy(ctx, { action, target: { type: 'users', id } });
    }
  },
  /** Deleting a user deactivates it; its tokens stop working at once. */
  async onDelete(ctx, row) {
    if (row.id === ctx.actor.id) throw new ApiError(409, 'errors.cannot_delete_self');
    if (row.is_superuser && !ctx.actor.is_superuser) throw new ApiError(403, 'errors.superuser_only');
    await deactivateUser(ctx.db, row.id);
    await endSessions(ctx.db, row.id);
    if (row.is_active) await auditBy(ctx, { action: 'user_disabled', target: { type: 'users', id: row.id } });
  },
});
