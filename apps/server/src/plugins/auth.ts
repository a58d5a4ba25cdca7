import { type AccessRule, grants } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, Ctx } from '../context';
import { forbidden, unauthorized } from '../lib/errors';
import { createActorCache } from '../modules/auth/actor-cache';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}

/**
 * Bearer token → the user, as the database holds it now so a disabled user or an ended session stops
 * at once: re-read only when the auth epoch moved (modules/auth/actor-cache.ts).
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('actor', null);
  const actors = createActorCache();

  const resolveActor = async (req: FastifyRequest): Promise<Actor> => {
    if (req.actor) return req.actor;
    const token = bearerToken(req);
    if (!token) throw unauthorized('errors.not_authenticated');
    const claims = await app.tokens.verifyAccess(token);
    if (!claims) throw unauthorized();
    // a token of an older session version (password changed, user disabled or reactivated) or of a
    // logged-out session is revoked: one query, the one that loads the user anyway
    const actor = await actors.resolve(app.database.db, {
      userId: claims.userId,
      version: claims.sessionVersion,
      id: claims.sessionId,
    });
    if (!actor) throw unauthorized();
    if (!actor.is_active) throw unauthorized('errors.user_inactive');
    req.actor = actor;
    return actor;
  };

  app.decorate(
    'ctxFor',
    async (req: FastifyRequest, rule?: AccessRule['read'] | AccessRule['write']): Promise<Ctx> => {
      const actor = await resolveActor(req);
      if (rule !== undefined && !grants(rule, actor)) throw forbidden();
      return { db: app.database.db, actor, lang: req.lang, config: app.config, ip: req.ip };
    },
  );
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
