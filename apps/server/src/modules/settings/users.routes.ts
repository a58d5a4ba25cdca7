import { resourceAccess } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import type { User } from '@rp/contract/entities';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context';
import { users } from '../../db/schema/index';
import { ApiError, FieldErrors, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import { route } from '../../lib/route';
import { inTransaction } from '../../lib/transaction';
import { showRow } from '../../resources/service';
import { auditBy } from '../audit/audit.service';
import { endSessions, issueTokens } from '../auth/auth.service';
import { userLists } from './user-options.service';
import { setUserAccess, userResource } from './users.resource';

/** The user as the users resource shows it (in the caller's scope, else 404). */
const showUser = async (ctx: Ctx, id: number) => (await showRow(userResource, ctx, id)) as User;

/** Custom user actions, registered from the contract (docs/api.md#authentication, custom actions). */
export async function usersRoutes(app: FastifyInstance) {
  const settingsRule = resourceAccess.users.write;

  route(app, endpoints.users.changePassword, async ({ ctx: signedIn, params: { id }, body: input, req }) => {
    const own = signedIn.actor.id === id;
    // one's own password needs the current one; another user's needs the users settings page
    const ctx = own ? signedIn : await app.ctxFor(req, settingsRule);
    const target = await showUser(ctx, id);
    if (target.is_superuser && !ctx.actor.is_superuser && !own)
      throw new ApiError(403, 'errors.superuser_only');
    if (own) {
      const [row] = await ctx.db.select({ password: users.password }).from(users).where(eq(users.id, id));
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
    return ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ password, updated_at: sql`now()` }).where(eq(users.id, id));
      await endSessions(tx, id);
      if (!own) return { detail: 'ok' as const };
      return { detail: 'ok' as const, ...(await issueTokens(tx, app.tokens, app.config, id)) };
    });
  });

  route(app, endpoints.users.updateAccess, async ({ ctx, params: { id }, body: input }) => {
    const target = await showUser(ctx, id);
    if (target.is_superuser && !ctx.actor.is_superuser) throw new ApiError(403, 'errors.superuser_only');
    await inTransaction(ctx, (tx) => setUserAccess(tx, id, input, target.is_superuser));
    return showUser(ctx, id);
  });

  route(app, endpoints.users.reactivate, async ({ ctx, params: { id } }) => {
    const target = await showUser(ctx, id);
    if (target.is_superuser && !ctx.actor.is_superuser) throw new ApiError(403, 'errors.superuser_only');
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ is_active: true, updated_at: sql`now()` })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      // tokens issued before the reactivation do not come back to life
      if (updated) await endSessions(tx, updated.id);
      if (updated && !target.is_active)
        await auditBy({ ...ctx, db: tx }, { action: 'user_reactivated', target: { type: 'users', id } });
      return updated;
    });
    if (!row) throw notFound();
    return showUser(ctx, row.id);
  });

  /** Users by role, for selects: those who share a company with the caller (user-options.service.ts). */
  route(app, endpoints.users.lists, ({ ctx }) => userLists(ctx));
}
