import type { PageRoute } from '@rp/contract';
import { findRoute } from '@rp/contract';
import { createMemoryRouter, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessOf } from '../lib/auth';
import { type SessionUser, session } from '../lib/session';
import { makeUser } from '../test/factories';
import type { PrefetchContext } from './page-prefetch';
import { prefetchLoader, whenRouterReady } from './router';

/** Runs the loader of `routeName` at `url` with `user` stored, and says whether it prefetched. */
function load(routeName: string, user: SessionUser | null) {
  vi.spyOn(session, 'user', 'get').mockReturnValue(user);
  const started: PrefetchContext[] = [];
  const route = findRoute(routeName) as PageRoute;
  const args = { request: new Request(`http://localhost${route.path}`) } as LoaderFunctionArgs;
  prefetchLoader(route, (context) => started.push(context))(args);
  return started;
}

describe("a page's prefetch loader", () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts for a stored user canOpen lets in, and hands the page the same canOpen', () => {
    const user = makeUser({ is_superuser: false, routes: ['settings-regions'] });
    const [context] = load('settings-regions', user);
    expect(context?.user).toBe(user);
    expect(context?.canOpen('settings-regions')).toBe(true);
    expect(context?.canOpen('settings-users')).toBe(false);
  });

  it('follows canOpen for a page with roles: the route alone is not enough, the role opens it', () => {
    const route = 'requeriments-medical_admins';
    const recruiter = makeUser({ is_superuser: false, routes: [route] });
    expect(accessOf(recruiter).canOpen(route)).toBe(false);
    expect(load(route, recruiter)).toHaveLength(0);
    const medical = makeUser({
      is_superuser: false,
      routes: [route],
      roles: [{ id: 5, name: 'Medical', short: 'medical', routes: [route] }],
    });
    expect(load(route, medical)).toHaveLength(1);
  });

  it('starts nothing without a stored user, or for a page canOpen refuses', () => {
    expect(load('settings-regions', null)).toHaveLength(0);
    expect(load('testing', makeUser({ is_superuser: false, routes: ['testing'] }))).toHaveLength(0);
  });
});

describe('whenRouterReady (main.tsx renders then: the first page in one render)', () => {
  it("waits for the first route's code, and is ready at once for a router that has it", async () => {
    let giveCode: (component: { Component: () => null }) => void = () => {};
    const code = new Promise<{ Component: () => null }>((resolve) => {
      giveCode = resolve;
    });
    const router = createMemoryRouter([{ path: '/', lazy: () => code }], { initialEntries: ['/'] });
    let ready = false;
    const waiting = whenRouterReady(router).then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    giveCode({ Component: () => null });
    await waiting;
    expect(router.state.initialized).toBe(true);
    await whenRouterReady(router);
    router.dispose();
  });
});
