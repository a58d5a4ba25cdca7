import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { makeUser } from '../../../test/factories';
import { recordRequests, type SentRequest } from '../../../test/recorded-fetch';
import { type HomeViewer, homeFigureRequests } from './home-figure-requests';
import { prefetchHomeFigures } from './home-figures';

let sent: SentRequest[];

beforeEach(() => {
  session.setTokens('token-1', 'refresh-1');
  sent = recordRequests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  localStorage.clear();
});

const roles = (...shorts: string[]) =>
  shorts.map((short, index) => ({ id: index + 1, name: short, short, routes: [] }));
const everything = () => true;
const noBoards = (name: string) => !name.startsWith('status-board');

/** What the page's prefetch sends for this viewer (the dashboard's POSTs; the medical count is a list). */
async function prefetched(viewer: HomeViewer) {
  prefetchHomeFigures(new QueryClient(), viewer, { year: 2026, medicalQueueParams: {} });
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body }));
}

describe('homeFigureRequests: what the entry sends is what the home page asks for', () => {
  const viewers: [string, HomeViewer][] = [
    ['a superuser', { user: makeUser({ is_superuser: true }), canOpen: everything }],
    [
      'a recruiter',
      { user: makeUser({ id: 9, is_superuser: false, roles: roles('recruiter') }), canOpen: everything },
    ],
    [
      'a requester without the boards',
      { user: makeUser({ is_superuser: false, roles: roles('requester') }), canOpen: noBoards },
    ],
    [
      'a manager',
      { user: makeUser({ is_superuser: false, roles: roles('hr_manager') }), canOpen: everything },
    ],
  ];

  it.each(viewers)('the same paths and bodies for %s', async (_, viewer) => {
    const early = homeFigureRequests(viewer, { year: 2026 });
    expect(early.length).toBeGreaterThan(0);
    expect(await prefetched(viewer)).toEqual(early);
  });

  it('with the top bar region in every body, as the page sends it', async () => {
    session.setRegion('3');
    const viewer: HomeViewer = { user: makeUser({ is_superuser: true }), canOpen: everything };
    const early = homeFigureRequests(viewer, { year: 2026 });
    expect(early.every((request) => (request.body as { region?: number }).region === 3)).toBe(true);
    expect(await prefetched(viewer)).toEqual(early);
  });
});
