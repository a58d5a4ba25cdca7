import { resourceAccess } from '@rp/contract';
import { changePasswordSchema, updateAccessSchema } from '@rp/contract/entities';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { roles, userRoles, users } from '../../db/schema/index';
import { ApiError, FieldErrors, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import { parseInput } from '../../lib/validate';
import { showRow } from '../../resources/service';
import { endSessions, issueTokens } from '../auth/auth.service';
import { setUserRelations, userResource } from './users.resource';

const tags = ['users'];
/** The user id of the path; a malformed or out-of-range one is a missing user (404). */
const idOf = (req: { params: unknown }) => {
  const raw = (req.params as { id: string }).id;
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id < 1 || id > 2147483647) throw notFound();
  return id;
};

/** Custom user actions (docs/api.md#authentication, custom actions). */
export async function usersRoutes(app: FastifyInstance) {
  const settingsRule = resourceAccess.users.write;

  app.post(
    '/api/users/:id/change_password/',
    { schema: { tags, body: changePasswordSchema } },
    async (req) => {
      const signedIn = await app.ctxFor(req);
      const id = idOf(req);
      const own = signedIn.actor.id === id;
      // one's own password needs the current one; another user's needs the users settings page
      const ctx = await app.ctxFor(req, own ? undefined : settingsRule);
      const input = parseInput(changePasswordSchema, req.body);
      const target = await showRow(userResource, ctx, id);
      if (target.is_superuser && !ctx.actor.is_superuser && !own)
        throw new ApiError(403, 'errors.superuser_only');
      if (own) {
        const [row] = await ctx.db.select({ password: users.password }).from(users).where(eq(users.id, id));
        if (!(await verifyPassword(input.current_password ?? '', row?.password))) {
          throw FieldErrors.one('current_password', 'errors.current_password');
        }
      }
      assertStrongPassword(input.password, {
        username: String(target.username),
        first_name: String(target.first_name),
        last_name: String(target.last_name),
        email: typeof target.email === 'string' ? target.email : null,
      });
      const password = await hashPassword(input.password);
      // every session of the user ends (its other devices, or all of them after a reset); one who
      // changes their own password gets a fresh pair for this session (docs/api.md, Sessions)
      return ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ password, updated_at: sql`now()` }).where(eq(users.id, id));
        await endSessions(tx, id);
        if (!own) return { detail: 'ok' };
        return { detail: 'ok', ...(await issueTokens(tx, app.tokens, app.config, id)) };
      });
    },
  );

  app.post('/api/users/:id/update_access/', { schema: { tags, body: updateAccessSchema } }, async (req) => {
    const ctx = await app.ctxFor(req, settingsRule);
    const input = parseInput(updateAccessSchema, req.body);
    const target = await showRow(userResource, ctx, idOf(req));
    if (target.is_superuser && !ctx.actor.is_superuser) throw new ApiError(403, 'errors.superuser_only');
    await ctx.db.transaction((tx) => setUserRelations(tx, idOf(req), input));
    return showRow(userResource, ctx, idOf(req));
  });

  app.post('/api/users/:id/reactivate/', { schema: { tags } }, async (req) => {
    const ctx = await app.ctxFor(req, settingsRule);
    const target = await showRow(userResource, ctx, idOf(req));
    if (target.is_superuser && !ctx.actor.is_superuser) throw new ApiError(403, 'errors.superuser_only');
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ is_active: true, updated_at: sql`now()` })
        .where(eq(users.id, idOf(req)))
        .returning({ id: users.id });
      // tokens issued before the reactivation do not come back to life
      if (updated) await endSessions(tx, updated.id);
      return updated;
    });
    if (!row) throw notFound();
    return showRow(userResource, ctx, row.id);
  });

  /** Users by role, for selects: {recruiters, hr_managers, program_managers, medical}. */
  app.get('/api/users/lists/', { schema: { tags } }, async (req) => {
    const ctx = await app.ctxFor(req);
    const byRole = async (short: string) =>
      ctx.db
        .selectDistinct({
          id: users.id,
          username: users.username,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.user, users.id))
        .innerJoin(roles, and(eq(roles.id, userRoles.role), eq(roles.status, true)))
        .where(and(eq(users.is_active, true), eq(roles.short, short)))
        .orderBy(users.first_name, users.last_name);
    const [recruiters, hr_managers, program_managers, medical] = await Promise.all([
      byRole('recruiter'),
      byRole('hr_manager'),
      byRole('program_manager'),
      byRole('medical'),
    ]);
    return { recruiters, hr_managers, program_managers, medical };
  });
}
