import { translate } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index';
import { ApiError, unauthorized } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import { route } from '../../lib/route';
import { bearerToken } from '../../plugins/auth';
import { issueTokens, loadActor, login, logout, refresh } from './auth.service';

/** Sign-in, sessions and one's own profile, registered from the contract (docs/domain.md#session). */
export async function authRoutes(app: FastifyInstance) {
  const deps = { db: app.database.db, tokens: app.tokens, config: app.config, limiter: app.loginLimiter };

  // throttled by failed attempts in login() (per address and per account), not per request
  route(app, endpoints.auth.login, async ({ body, req, reply }) => {
    try {
      return await login(deps, body, req.ip);
    } catch (error) {
      if (error instanceof ApiError && typeof error.extra.retry_after === 'number') {
        reply.header('Retry-After', String(error.extra.retry_after));
      }
      throw error;
    }
  });

  route(app, endpoints.auth.refresh, async ({ body }) => refresh(deps, body.refresh_token));

  route(app, endpoints.auth.checkSession, async ({ ctx }) => ({ user: ctx.actor }));

  // the caller is the access token's user, even past its exp (docs/decisions.md "Logout revokes only
  // the caller's own session")
  route(app, endpoints.auth.logout, async ({ body, req }) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized('errors.not_authenticated');
    const caller = await app.tokens.verifyAccessForLogout(token);
    if (!caller) throw unauthorized();
    await logout(app.database.db, caller, body.refresh_token || undefined);
    return null;
  });

  route(app, endpoints.auth.signup, async ({ body: input, req }) => {
    if (!app.config.allowSignup) throw new ApiError(403, 'errors.signup_disabled');
    assertStrongPassword(input.password, input);
    const [exists] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    if (exists)
      return {
        status: 1 as const,
        message: translate(req.lang, 'errors.username_taken'),
      };
    const [created] = await app.database.db
      .insert(users)
      .values({ ...input, password: await hashPassword(input.password) })
      .returning({ id: users.id });
    if (!created) throw new ApiError(500, 'errors.internal');
    const pair = await issueTokens(app.database.db, app.tokens, app.config, created.id);
    const user = await loadActor(app.database.db, created.id);
    if (!user) throw new ApiError(500, 'errors.internal');
    return { status: 0 as const, token: pair.token, refresh_token: pair.refresh_token, user };
  });

  route(app, endpoints.auth.updateUser, async ({ ctx, body: input, req }) => {
    // only the fields sent change (a parsed partial could carry defaults)
    const sent = Object.keys((req.body ?? {}) as object);
    const values = Object.fromEntries(Object.entries(input).filter(([k]) => sent.includes(k)));
    if (Object.keys(values).length) {
      await ctx.db
        .update(users)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(users.id, ctx.actor.id));
    }
    const user = await loadActor(ctx.db, ctx.actor.id);
    if (!user) throw unauthorized();
    return { user };
  });
}
