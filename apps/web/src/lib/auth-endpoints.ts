/**
 * The auth area's endpoints, loaded on first use: the sign-in page and the shell need them, but their
 * schemas (and the schema library) must not weigh on the first page's JavaScript (docs/performance.md,
 * the login route's budget). Cached by the module loader after the first call.
 */
export const loadAuthEndpoints = () =>
  import('@rp/contract/endpoints/auth').then((module) => module.authEndpoints);
