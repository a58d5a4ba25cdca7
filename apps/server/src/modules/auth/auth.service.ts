import { randomUUID } from 'node:crypto';
import { type Lang, translate } from '@rp/contract';
import type { Signup, UpdateUser } from '@rp/contract/entities';
import type { Config } from '../../config';
import type { Actor } from '../../context';
import type { Executor } from '../../db/client';
import { ApiError, forbidden, unauthorized } from '../../lib/errors';
import type { LoginLimiter } from '../../lib/login-limiter';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import { type AccessClaims, newRefreshToken, sha256, type TokenService } from '../../lib/tokens';
import { writeAudit } from '../audit/audit.service';
import {
  findActorRow,
  findLiveTokenOfFamily,
  findLoginByUsername,
  findRefreshTokenForUpdate,
  findRefreshTokenOwner,
  findSessionVersion,
  findUserIdByUsername,
  insertRefreshToken,
  insertUser,
  markRefreshTokenRotated,
  raiseSessionVersion,
  revokeFamiliesOfUser,
  revokeFamily,
  revokeSessionOfUser,
  revokeSessionsOfUser,
  setLastLogin,
  updateProfile,
} from './auth.queries';

/**
 * The user with roles (short, routes), permissions, companies and sites, in one query;
 * `permission_shorts` = its own active permissions and those its active roles grant. With `session`
 * (an access token's version and session id), null unless the version is still the user's current
 * one and the session still holds a live refresh token, i.e. was not logged out (docs/decisions.md
 * "Logout ends the session's access tokens"); a disabled user is returned anyway, so the caller
 * answers "account disabled".
 */
export async function loadActor(
  db: Executor,
  userId: number,
  session?: { version: number; id: string },
): Promise<Actor | null> {
  return (await loadActorAt(db, userId, session))?.actor ?? null;
}

/**
 * `loadActor` with the database's auth epoch read by the same statement (one snapshot): the user as
 * it was at that epoch (docs/decisions.md "The signed-in user, cached by the database's word").
 */
export async function loadActorAt(
  db: Executor,
  userId: number,
  session?: { version: number; id: string },
): Promise<{ actor: Actor; epoch: string } | null> {
  const found = await findActorRow(db, userId, session);
  if (!found) return null;
  const { auth_epoch: epoch, ...row } = found;
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const roles = parse<Actor['roles']>(row.roles);
  const toIso = (v: unknown) => (v == null ? null : new Date(String(v)).toISOString());
  const actor: Actor = {
    ...row,
    last_login: toIso(row.last_login),
    date_joined: toIso(row.date_joined) ?? '',
    roles,
    permissions: parse<Actor['permissions']>(row.permissions),
    companies: (row.companies ?? []).map(Number),
    sites: (row.sites ?? []).map(Number),
    routes: [...new Set(roles.flatMap((r) => r.routes ?? []))].sort(),
  };
  return { actor, epoch: String(epoch) };
}

/**
 * A new refresh token (in `family`, or a new one: a new session) and an access token of the user's
 * current session version, carrying the family as its session id.
 */
async function issueTokens(
  db: Executor,
  tokens: TokenService,
  config: Config,
  userId: number,
  family?: string,
) {
  const refresh = newRefreshToken();
  const session = family ?? randomUUID();
  await insertRefreshToken(db, {
    user: userId,
    token_hash: sha256(refresh),
    family: session,
    expires_at: new Date(Date.now() + config.refreshTokenTtl * 1000).toISOString(),
  });
  const user = await findSessionVersion(db, userId);
  return { token: await tokens.signAccess(userId, user?.version ?? 0, session), refresh_token: refresh };
}

/**
 * Ends every session of a user at once (password change or reset, deactivation, reactivation):
 * its access tokens stop matching the raised session version and its refresh tokens are revoked.
 */
export async function endSessions(db: Executor, userId: number) {
  await raiseSessionVersion(db, userId);
  await revokeSessionsOfUser(db, userId);
}

type AuthDeps = { db: Executor; tokens: TokenService; config: Config; limiter: LoginLimiter };

/**
 * Login (docs/api.md#authentication). Throttled by failures only, per address and per account (429 with
 * Retry-After); an unknown username costs the same scrypt as a wrong password.
 */
export async function login(deps: AuthDeps, input: { username: string; password: string }, address: string) {
  const wait = await deps.limiter.blockedFor(address, input.username);
  if (wait !== null) throw tooManyLogins(wait);
  const user = await findLoginByUsername(deps.db, input.username.trim().toLowerCase());
  // verifyPassword checks a missing user against a dummy hash: both answers take as long
  const valid = await verifyPassword(input.password, user?.password);
  // a failed sign-in changes nothing: its audit row is written on its own, with the username
  // tried (cut to the column's length) and never the password (docs/domain.md#audit-log)
  const failed = (reason: 'invalid_credentials' | 'inactive') =>
    writeAudit(deps.db, {
      action: 'login_failed',
      user: null,
      target: user ? { type: 'users', id: user.id } : undefined,
      details: { username: input.username.trim().slice(0, 150), reason },
      ip: address,
    });
  // a disabled account answers, and counts, as a wrong password: only the audit log tells the reason,
  // so the right password of a disabled account is not revealed (docs/decisions.md "A disabled
  // account signs in like a wrong password")
  if (!user || !valid || !user.is_active) {
    await deps.limiter.failed(address, input.username);
    await failed(user && valid ? 'inactive' : 'invalid_credentials');
    throw new ApiError(400, 'errors.invalid_credentials', {}, { app_status: 1 });
  }
  await deps.limiter.succeeded(address, input.username);
  const pair = await (deps.db as Executor).transaction(async (tx) => {
    await setLastLogin(tx, user.id);
    await writeAudit(tx, {
      action: 'login',
      user: user.id,
      target: { type: 'users', id: user.id },
      ip: address,
    });
    return issueTokens(tx, deps.tokens, deps.config, user.id);
  });
  const actor = await loadActor(deps.db, user.id);
  if (!actor) throw unauthorized();
  return { user: actor, ...pair };
}

/** 429 saying in how many minutes to try again; `retry_after` (seconds) also goes in the Retry-After header. */
export function tooManyLogins(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(429, 'errors.too_many_logins', { minutes }, { retry_after: seconds, app_status: 1 });
}

/** Seconds a just-rotated refresh token may be presented again (two tabs refreshing at once). */
export const refreshGraceSeconds = 30;

/**
 * Rotation: the old refresh token stops working. Presenting it again within the grace period, while
 * its family still has a live token, gives a fresh sibling; any other reuse of a revoked token
 * revokes its whole family.
 */
export async function refresh(deps: Omit<AuthDeps, 'limiter'>, refreshToken: string) {
  const result = await deps.db.transaction(async (tx) => {
    const row = await findRefreshTokenForUpdate(tx, sha256(refreshToken));
    if (!row) throw unauthorized();
    if (row.revoked_at) {
      const rotatedAgo = row.rotated_at
        ? Date.now() - new Date(row.rotated_at).getTime()
        : Number.POSITIVE_INFINITY;
      if (rotatedAgo <= refreshGraceSeconds * 1000) {
        const live = await findLiveTokenOfFamily(tx, row.family);
        const actor = live ? await loadActor(tx, row.user) : null;
        if (actor?.is_active) return issueTokens(tx, deps.tokens, deps.config, row.user, row.family);
      }
      await revokeFamily(tx, row.family);
      // answered 401 after the commit: throwing here would roll the family's revocation back
      return null;
    }
    if (new Date(row.expires_at).getTime() < Date.now()) throw unauthorized();
    const actor = await loadActor(tx, row.user);
    if (!actor?.is_active) throw unauthorized('errors.user_inactive');
    await markRefreshTokenRotated(tx, row.id);
    return issueTokens(tx, deps.tokens, deps.config, row.user, row.family);
  });
  if (!result) throw unauthorized();
  return result;
}

/**
 * Logout (docs/api.md#authentication): only the caller's own session ends, the caller being the user
 * of the access token sent, even expired (docs/decisions.md "Logout revokes only the caller's own
 * session"). With a refresh token (it must be the caller's, else 403 and nothing changes) its session
 * and the access token's end; without one, every session of the user ends, if the access token is
 * still valid (an expired one alone ends only its own session).
 */
export async function logout(
  db: Executor,
  caller: AccessClaims & { isExpired: boolean },
  refreshToken: string | undefined,
) {
  if (refreshToken) {
    const row = await findRefreshTokenOwner(db, sha256(refreshToken));
    if (row && row.user !== caller.userId) throw forbidden();
    const families = [...new Set([caller.sessionId, ...(row ? [row.family] : [])])];
    await revokeFamiliesOfUser(db, caller.userId, families);
    return;
  }
  if (caller.isExpired) await revokeSessionOfUser(db, caller.userId, caller.sessionId);
  else await revokeSessionsOfUser(db, caller.userId);
}

/**
 * signup/ (public, when ALLOW_SIGNUP is on): a taken username answers status 1 with the message in
 * the caller's language; else the user, its first session and its tokens are written in one
 * transaction (docs/domain.md#session).
 */
export async function signUp(deps: Omit<AuthDeps, 'limiter'>, input: Signup, lang: Lang) {
  if (!deps.config.allowSignup) throw new ApiError(403, 'errors.signup_disabled');
  assertStrongPassword(input.password, input);
  const password = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const exists = await findUserIdByUsername(tx, input.username.toLowerCase());
    if (exists) return { status: 1 as const, message: translate(lang, 'errors.username_taken') };
    const created = await insertUser(tx, { ...input, password });
    if (!created) throw new ApiError(500, 'errors.internal');
    const pair = await issueTokens(tx, deps.tokens, deps.config, created.id);
    const user = await loadActor(tx, created.id);
    if (!user) throw new ApiError(500, 'errors.internal');
    return { status: 0 as const, token: pair.token, refresh_token: pair.refresh_token, user };
  });
}

/**
 * update_user/: the fields of one's own profile in `values` (only those the client sent), then the
 * signed-in user as read.
 */
export async function updateOwnProfile(ctx: { db: Executor; actor: Actor }, values: Partial<UpdateUser>) {
  if (Object.keys(values).length) {
    await updateProfile(ctx.db, ctx.actor.id, values);
  }
  const user = await loadActor(ctx.db, ctx.actor.id);
  if (!user) throw unauthorized();
  return { user };
}

export { issueTokens };
