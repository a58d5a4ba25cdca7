import { resourceAccess } from '../access';
import { defineEndpoint } from '../endpoint';
import {
  changePasswordResultSchema,
  changePasswordSchema,
  updateAccessSchema,
  userListsSchema,
  userSchema,
} from '../entities/user';

/** Custom actions of users (docs/domain.md#api-conventions); the resource itself is `resources.users`. */
export const userEndpoints = {
  /**
   * One's own password (needs `current_password`) or, with the users settings pages, another
   * user's; every session of the user ends, and one's own change answers a fresh token pair.
   */
  changePassword: defineEndpoint({
    method: 'POST',
    path: 'users/:id/change_password/',
    body: changePasswordSchema,
    response: changePasswordResultSchema,
    access: 'any',
    tag: 'users',
  }),
  /** Roles, permissions, companies and sites of a user (a list not sent stays); answers the user. */
  updateAccess: defineEndpoint({
    method: 'POST',
    path: 'users/:id/update_access/',
    body: updateAccessSchema,
    response: userSchema,
    access: resourceAccess.users.write,
    tag: 'users',
  }),
  /** Activates a disabled user (tokens issued before stay dead); answers the user. */
  reactivate: defineEndpoint({
    method: 'POST',
    path: 'users/:id/reactivate/',
    response: userSchema,
    access: resourceAccess.users.write,
    tag: 'users',
  }),
  /** Active users by role, for selects: the caller's colleagues (a company in common) and superusers. */
  lists: defineEndpoint({
    method: 'GET',
    path: 'users/lists/',
    response: userListsSchema,
    access: 'any',
    tag: 'users',
  }),
};
