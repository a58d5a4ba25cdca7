import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeFigureRequests } from '../features/dashboard/api/home-figure-requests';
import { accessOf } from '../lib/auth';
import { type SessionUser, session } from '../lib/session';
import { makeUser } from '../test/factories';
import { recordRequests, type SentRequest } from '../test/recorded-fetch';
import { sendFirstRequests } from './first-requests';
import { routes } from './router';

let sent: SentRequest[];

beforeEach(() => {
  sent = recordRequests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

/** The router at `path` before any page's code is in, with `user` stored (the entry's moment). */
function sendAt(path: string, user: SessionUser | null, token = `token-${path}`) {
  if (user) {
    session.setTokens(token, 'refresh-1');
    session.setUser(user);
  }
  sendFirstRequests(createMemoryRouter(routes, { initialEntries: [path] }));
  return sent;
}

describe('the first page\'s requests sent by the entry (docs/performance.md, "The first screen after sign-in")', () => {
  it("sends the home figures at once, before the page's code is in: the page's own requests, paths and bodies", () => {
    const user = makeUser({ is_superuser: true });
    const expected = homeFigureRequests(
      { user, canOpen: accessOf(user).canOpen },
      { year: new Date().getFullYear() },
    ).map((request) => ({ method: 'POST', ...request }));
    expect(expected.length).toBeGreaterThan(0);
    expect(sendAt('/', user)).toEqual(expected);
  });

  it('sends nothing without a stored user, nor for a page without first requests', () => {
    expect(sendAt('/', null)).toEqual([]);
    expect(sendAt('/settings/regions', makeUser({ is_superuser: true }))).toEqual([]);
    expect(sendAt('/login', makeUser({ is_superuser: true }))).toEqual([]);
  });
});
