import { loginSchema, refreshSchema, signupSchema, updateUserSchema } from '@rp/contract/entities/user';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index';
import { ApiError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import { parseInput } from '../../lib/validate';
import { issueTokens, loadActor, login, logout, refresh } from './auth.service';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance) {
  const deps = { db: app.database.db, tokens: app.tokens, config: app.config, limiter: app.loginLimiter };

  // throttled by failed attempts in login() (per address and per account), not per request
  app.post('/api/login/', { schema: { tags, body: loginSchema } }, async (req, reply) => {
    try {
      return await login(deps, parseInput(loginSchema, req.body), req.ip);
    } catch (error) {
      if (error instanceof ApiError && typeof error.extra.retry_after === 'number') {
        reply.header('Retry-After', String(error.extra.retry_after));
      }
      throw error;
    }
  });

  app.post('/api/token-refresh/', { schema: { tags, body: refreshSchema } }, async (req) =>
    refresh(deps, parseInput(refreshSchema, req.body).refresh_token),
  );

  app.post('/api/check_session/', { schema: { tags } }, async (req) => {
    const ctx = await app.ctxFor(req);
    return { user: ctx.actor };
  });

  app.post('/api/logout/', { schema: { tags } }, async (req, reply) => {
    const body = (req.body ?? {}) as { refresh_token?: unknown };
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : undefined;
    let userId: number | undefined;
    if (!token) userId = (await app.ctxFor(req)).actor.id;
    await logout(app.database.db, token, userId);
    return reply.status(204).send();
  });

  app.post(
    '/api/signup/',
    { schema: { tags, body: signupSchema }, config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (req) => {
      if (!app.config.allowSignup) throw new ApiError(403, 'errors.signup_disabled');
      const input = parseInput(signupSchema, req.body);
      assertStrongPassword(input.password, input);
      const [exists] = await app.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
      if (exists)
        return { status: 1, message: req.lang === 'en' ? 'Username already taken' : 'El usuario ya existe' };
      const [created] = await app.database.db
        .insert(users)
        .values({ ...input, password: await hashPassword(input.password) })
        .returning({ id: users.id });
      if (!created) throw new ApiError(500, 'errors.internal');
      const pair = await issueTokens(app.database.db, app.tokens, app.config, created.id);
      return {
        status: 0,
        token: pair.token,
        refresh_token: pair.refresh_token,
        user: await loadActor(app.database.db, created.id),
      };
    },
  );

  app.post('/api/update_user/', { schema: { tags, body: updateUserSchema } }, async (req) => {
    const ctx = await app.ctxFor(req);
    const input = parseInput(updateUserSchema, req.body);
    const sent = Object.keys((req.body ?? {}) as object);
    const values = Object.fromEntries(Object.entries(input).filter(([k]) => sent.includes(k)));
    if (Object.keys(values).length) {
      await ctx.db
        .update(users)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(users.id, ctx.actor.id));
    }
    return { user: await loadActor(ctx.db, ctx.actor.id) };
  });
}
