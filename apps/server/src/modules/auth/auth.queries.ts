import type { UpdateUser } from '@rp/contract/entities';
import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context';
import { type Executor, queryRows } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/index';

// The statements of sign-in, sessions and one's own profile; the rules that choose and order them,
// and their transactions, stay in auth.service.ts (docs/architecture.md).

/** The signed-in user as one row, before its JSON columns are parsed and its routes gathered. */
export type ActorRow = Omit<Actor, 'routes'>;

/** Reads a user with its roles, permissions, companies, sites and the auth epoch (with `session`: only if live or disabled). */
export async function findActorRow(db: Executor, userId: number, session?: { version: number; id: string }) {
  const rows = await queryRows<ActorRow & { auth_epoch: string }>(
    db,
    sql`
    select (select e.epoch::text from auth_epoch e) as auth_epoch, u.id, u.username, u.first_name, u.last_name, u.email, u.is_superuser, u.is_staff, u.is_active,
      u.lang, u.menu_layout, u.last_login, u.date_joined,
      coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'short', r.short, 'routes', r.routes) order by r.id)
        from user_roles ur join roles r on r.id = ur.role where ur."user" = u.id and r.status), '[]'::json) as roles,
      coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'short', p.short) order by p.id)
        from user_permissions up join permissions p on p.id = up.permission where up."user" = u.id and p.status), '[]'::json) as permissions,
      array(select uc.company from user_companies uc where uc."user" = u.id order by uc.company) as companies,
      array(select us.site from user_sites us where us."user" = u.id order by us.site) as sites,
      array(select p.short from permissions p where p.status and (
          exists (select 1 from user_permissions up where up."user" = u.id and up.permission = p.id)
          or exists (select 1 from user_roles ur join roles r on r.id = ur.role
            where ur."user" = u.id and r.status and r.permissions @> jsonb_build_array(p.short)))
        order by p.short) as permission_shorts
    from users u where u.id = ${userId}
      ${
        session === undefined
          ? sql``
          : sql`and ((u.session_version = ${session.version} and exists (select 1 from refresh_tokens rt
        where rt.family = ${session.id} and rt.revoked_at is null and rt."user" = u.id)) or not u.is_active)`
      }`,
  );
  return rows[0];
}

/** Reads the id, password hash and active flag of the user whose lowercased username is `lowerUsername`. */
export async function findLoginByUsername(db: Executor, lowerUsername: string) {
  const [user] = await db
    .select({ id: users.id, password: users.password, is_active: users.is_active })
    .from(users)
    .where(eq(sql`lower(${users.username})`, lowerUsername));
  return user;
}

/** Reads the id of the user whose lowercased username is `lowerUsername` (a taken username). */
export async function findUserIdByUsername(db: Executor, lowerUsername: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, lowerUsername));
  return user;
}

/** Reads a user's current session version. */
export async function findSessionVersion(db: Executor, userId: number) {
  const [user] = await db.select({ version: users.session_version }).from(users).where(eq(users.id, userId));
  return user;
}

/** Writes a new user and returns its id. */
export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [created] = await db.insert(users).values(values).returning({ id: users.id });
  return created;
}

/** Writes a user's sign-in time (`last_login = now()`). */
export async function setLastLogin(db: Executor, userId: number) {
  await db.update(users).set({ last_login: sql`now()` }).where(eq(users.id, userId));
}

/** Writes the fields of a user's own profile in `values` and `updated_at = now()`. */
export async function updateProfile(db: Executor, userId: number, values: Partial<UpdateUser>) {
  await db
    .update(users)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

/** Raises a user's session version by one, so its access tokens stop matching. */
export async function raiseSessionVersion(db: Executor, userId: number) {
  await db
    .update(users)
    .set({ session_version: sql`${users.session_version} + 1` })
    .where(eq(users.id, userId));
}

/** Writes a new refresh token (its hash, family and expiry) of a user. */
export async function insertRefreshToken(db: Executor, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

/** Reads the refresh token whose hash is `tokenHash` and locks its row until the transaction ends. */
export async function findRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .for('update');
  return row;
}

/** Reads the user and family of the refresh token whose hash is `tokenHash`. */
export async function findRefreshTokenOwner(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ user: refreshTokens.user, family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash));
  return row;
}

/** Reads the id of one live (not revoked, not expired) refresh token of a family, if any. */
export async function findLiveTokenOfFamily(db: Executor, family: string) {
  const [live] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family, family),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return live;
}

/** Writes `revoked_at` and `rotated_at` (now) on one refresh token: rotation replaced it. */
export async function markRefreshTokenRotated(db: Executor, tokenId: number) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()`, rotated_at: sql`now()` })
    .where(eq(refreshTokens.id, tokenId));
}

/** Revokes the live refresh tokens `where` selects. */
async function revokeLive(db: Executor, where: SQL | undefined) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(where, isNull(refreshTokens.revoked_at)));
}

/** Revokes the live refresh tokens of one family (a session), whoever's it is. */
export function revokeFamily(db: Executor, family: string) {
  return revokeLive(db, eq(refreshTokens.family, family));
}

/** Revokes the live refresh tokens of every session of a user. */
export function revokeSessionsOfUser(db: Executor, userId: number) {
  return revokeLive(db, eq(refreshTokens.user, userId));
}

/** Revokes the live refresh tokens of one session (family) of a user. */
export function revokeSessionOfUser(db: Executor, userId: number, family: string) {
  return revokeLive(db, and(eq(refreshTokens.user, userId), eq(refreshTokens.family, family)));
}

/** Revokes the live refresh tokens of a user's sessions in `families`. */
export function revokeFamiliesOfUser(db: Executor, userId: number, families: string[]) {
  return revokeLive(db, and(eq(refreshTokens.user, userId), inArray(refreshTokens.family, families)));
}

/** Reads the auth epoch (raised with every change to what a signed-in user is made of), as text. */
export async function findAuthEpoch(db: Executor): Promise<string | undefined> {
  const [row] = await queryRows<{ epoch: string }>(db, sql`select epoch::text as epoch from auth_epoch`);
  return row?.epoch;
}
