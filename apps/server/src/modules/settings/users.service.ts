import type { ChangePassword, UpdateAccess, User } from '@rp/contract/entities';
import type { Ctx } from '../../context';
import { ApiError, FieldErrors, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import type { TokenService } from '../../lib/tokens';
import { inTransaction } from '../../lib/transaction';
import { showRow } from '../../resources/service';
import { auditBy } from '../audit/audit.service';
import { endSessions, issueTokens } from '../auth/auth.service';
import { activateUser, findPasswordHash, setPassword } from './users.queries';
import { setUserAccess, userResource } from './users.resource';

/** The user as the users resource shows it (in the caller's scope, else 404). */
const showUser = (ctx: Ctx, id: number) => showRow(userResource, ctx, id);

/** Only a superuser acts on a superuser. */
function assertMayActOn(ctx: Ctx, target: User) {
  if (target.is_superuser && !ctx.actor.is_superuser) throw new ApiError(403, 'errors.superuser_only');
}

/**
 * users/{id}/change_password/ (docs/api.md#authentication): one's own password needs the current
 * one; another user's needs the users settings page (the caller's `ctx` says which) and a superuser's
 * a superuser. The checks and the hashing come first; the writes run in one transaction.
 */
export async function changePassword(ctx: Ctx & { tokens: TokenService }, id: number, input: ChangePassword) {
  const own = ctx.actor.id === id;
  const target = await showUser(ctx, id);
  if (!own) assertMayActOn(ctx, target);
  if (own) {
    const row = await findPasswordHash(ctx.db, id);
    if (!(await verifyPassword(input.current_password ?? '', row?.password))) {
      throw FieldErrors.one('current_password', 'errors.current_password');
    }
  }
  assertStrongPassword(input.password, {
    username: target.username,
    first_name: target.first_name,
    last_name: target.last_name,
    email: target.email,
  });
  const password = await hashPassword(input.password);
  // every session of the user ends (its other devices, or all of them after a reset); one who
  // changes their own password gets a fresh pair for this session (docs/api.md, Sessions)
  return inTransaction(ctx, async ({ db: tx }) => {
    await setPassword(tx, id, password);
    await endSessions(tx, id);
    if (!own) return { detail: 'ok' as const };
    return { detail: 'ok' as const, ...(await issueTokens(tx, ctx.tokens, ctx.config, id)) };
  });
}

/** users/{id}/update_access/: roles, permissions, companies and sites, in one transaction; the user as read. */
export async function updateUserAccess(ctx: Ctx, id: number, input: UpdateAccess) {
  return inTransaction(ctx, async (tx) => {
    const target = await showUser(tx, id);
    assertMayActOn(tx, target);
    await setUserAccess(tx, id, input, target.is_superuser);
    return showUser(tx, id);
  });
}

/**
 * users/{id}/reactivate/: the user active again, its sessions ended (tokens issued before do not come
 * back to life) and, when it was inactive, an audit row; one transaction. The user as read.
 */
export async function reactivateUser(ctx: Ctx, id: number) {
  return inTransaction(ctx, async (tx) => {
    const target = await showUser(tx, id);
    assertMayActOn(tx, target);
    const updated = await activateUser(tx.db, id);
    if (!updated) throw notFound();
    await endSessions(tx.db, updated.id);
    if (!target.is_active) await auditBy(tx, { action: 'user_reactivated', target: { type: 'users', id } });
    return showUser(tx, updated.id);
  });
}
