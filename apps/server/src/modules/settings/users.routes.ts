import { resourceAccess } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { userLists } from './user-options.service';
import { changePassword, reactivateUser, updateUserAccess } from './users.service';

/** Custom user actions, registered from the contract (docs/api.md#authentication, custom actions). */
export async function usersRoutes(app: FastifyInstance) {
  const settingsRule = resourceAccess.users.write;

  route(app, endpoints.users.changePassword, async ({ ctx: signedIn, params: { id }, body, req }) => {
    // one's own password needs the current one; another user's needs the users settings page
    const ctx = signedIn.actor.id === id ? signedIn : await app.ctxFor(req, settingsRule);
    return changePassword({ ...ctx, tokens: app.tokens }, id, body);
  });

  route(app, endpoints.users.updateAccess, ({ ctx, params: { id }, body }) =>
    updateUserAccess(ctx, id, body),
  );

  route(app, endpoints.users.reactivate, ({ ctx, params: { id } }) => reactivateUser(ctx, id));

  /** Users by role, for selects: those who share a company with the caller (user-options.service.ts). */
  route(app, endpoints.users.lists, ({ ctx }) => userLists(ctx));
}
