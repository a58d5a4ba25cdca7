import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ApiError, unauthorized } from '../../lib/errors';
import { route } from '../../lib/route';
import { bearerToken } from '../../plugins/auth';
import { login, logout, refresh, signUp, updateOwnProfile } from './auth.service';

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

  route(app, endpoints.auth.signup, ({ body, req }) => signUp(deps, body, req.lang));

  route(app, endpoints.auth.updateUser, ({ ctx, body, req }) => {
    // only the fields sent change (a parsed partial could carry defaults)
    const sent = Object.keys((req.body ?? {}) as object);
    const values = Object.fromEntries(Object.entries(body).filter(([k]) => sent.includes(k)));
    return updateOwnProfile(ctx, values);
  });
}
