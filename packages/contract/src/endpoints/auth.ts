import { defineEndpoint, emptyResponse } from '../endpoint';
import {
  loginResultSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  sessionResultSchema,
  signupResultSchema,
  signupSchema,
  tokenPairSchema,
  updateUserSchema,
} from '../entities/user';

/** Sign-in, sessions and the signed-in user's own profile (docs/domain.md#session). */
export const authEndpoints = {
  /** Throttled by failed attempts (per address and per account): 429 with Retry-After. */
  login: defineEndpoint({
    method: 'POST',
    path: 'login/',
    body: loginSchema,
    response: loginResultSchema,
    access: 'public',
    tag: 'auth',
  }),
  /** Rotates the refresh token (the old one stops working after a short grace period). */
  refresh: defineEndpoint({
    method: 'POST',
    path: 'token-refresh/',
    body: refreshSchema,
    response: tokenPairSchema,
    access: 'public',
    tag: 'auth',
  }),
  /** The signed-in user, re-read (roles, routes, companies, sites). */
  checkSession: defineEndpoint({
    method: 'POST',
    path: 'check_session/',
    response: sessionResultSchema,
    access: 'any',
    tag: 'auth',
  }),
  /**
   * Ends the caller's own session (the access token's, accepted past its exp) and the refresh token's
   * sent, which must be the caller's (403); without one, every session of the user. 401 without an
   * access token (docs/api.md#authentication).
   */
  logout: defineEndpoint({
    method: 'POST',
    path: 'logout/',
    body: logoutSchema,
    response: emptyResponse,
    status: 204,
    access: 'public',
    tag: 'auth',
  }),
  /** Self sign-up, only with ALLOW_SIGNUP=1 (else 403); rate limited. */
  signup: defineEndpoint({
    method: 'POST',
    path: 'signup/',
    body: signupSchema,
    response: signupResultSchema,
    access: 'public',
    tag: 'auth',
    perMinute: 5,
  }),
  /** The signed-in user's own names, e-mail, language and menu layout (never its access). */
  updateUser: defineEndpoint({
    method: 'POST',
    path: 'update_user/',
    body: updateUserSchema,
    response: sessionResultSchema,
    access: 'any',
    tag: 'auth',
  }),
};
