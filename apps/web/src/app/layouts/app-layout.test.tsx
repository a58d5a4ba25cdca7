import '../../lib/i18n';
import { MantineProvider } from '@mantine/core';
import { findRoute } from '@rp/contract';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../components/feedback/error-page';
import { RecordState } from '../../components/feedback/record-state';
import { ApiError } from '../../lib/api-client';
import { AuthContext, type AuthState, accessOf } from '../../lib/auth';
import { session } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { mockApi } from '../../test/msw';
import { text } from '../../test/render';
import { theme } from '../theme';
import { AppLayout } from './app-layout';

/** The top bar's renders: it is drawn again whenever the shell is (its status element is new each time). */
const shellRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/layout/top-bar', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../components/layout/top-bar')>();
  return {
    ...original,
    TopBar: (props: Parameters<typeof original.TopBar>[0]) => {
      shellRenders.count += 1;
      return original.TopBar(props);
    },
  };
});

/** A page that loads something of its own: a request in flight, then its answer. */
function LoadingPage() {
  const query = useQuery({
    queryKey: ['slow page'],
    queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve('loaded'), 50)),
  });
  return <p>{query.data ?? 'waiting'}</p>;
}

/** A record page whose record the server answers with `status`. */
function RecordPage({ status }: { status: number }) {
  const query = useQuery({
    queryKey: ['record', status],
    queryFn: (): Promise<string> => Promise.reject(new ApiError(status, {})),
    retry: false,
  });
  return <RecordState query={query}>{() => <p>record</p>}</RecordState>;
}

function renderAt(url: string) {
  const user = makeUser();
  session.setTokens('header.payload.sig', 'refresh-token');
  session.setUser(user);
  const auth: AuthState = {
    user,
    isLoading: false,
    login: async () => ({ app_status: 0 }),
    logout: () => {},
    refreshUser: async () => {},
    ...accessOf(user),
  };
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/settings/users', handle: { route: findRoute('settings-users') }, element: <p>users</p> },
          {
            path: '/settings/users/:id_user',
            handle: { route: findRoute('settings-users-id_user') },
            element: <RecordPage status={404} />,
          },
          {
            path: '/settings/roles',
            handle: { route: findRoute('settings-roles') },
            element: <RecordPage status={403} />,
          },
          {
            path: '/settings/regions',
            handle: { route: findRoute('settings-regions') },
            element: <LoadingPage />,
          },
          { path: '*', element: <ErrorPage kind="not_found" /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider theme={theme}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </MantineProvider>,
  );
  return router;
}

const notFound = () => text('shell.errors.not_found');
const appTitle = () => text('routes.default_title');
/** The top bar's title (level 1) and the page's heading (level 2). */
const headings = () => ({
  topBar: screen.getByRole('heading', { level: 1 }).textContent,
  page: screen.getByRole('heading', { level: 2 }).textContent,
});

describe('AppLayout: every not-found screen has one name', { timeout: 30_000 }, () => {
  beforeEach(() => {
    mockApi('get', 'companies/get_regions/', []);
  });

  it('an unknown route: the top bar, the heading and the document title say the same', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 2, name: `404 ${notFound()}` })).toBeTruthy();
    // the top bar takes the page's name a render after the page (a loaded machine shows the gap)
    await waitFor(() => expect(headings()).toEqual({ topBar: notFound(), page: `404${notFound()}` }));
    await waitFor(() => expect(document.title).toBe(`${notFound()} | ${appTitle()}`));
    expect(screen.getByRole('link', { name: text('shell.errors.back_home') }).getAttribute('href')).toBe('/');
  });

  it('an unknown record on a routed page: the same page and names, and the route’s name again after leaving', async () => {
    const router = renderAt('/settings/users/999');
    expect(await screen.findByRole('heading', { level: 2, name: `404 ${notFound()}` })).toBeTruthy();
    // the top bar takes the page's name a render after the page (a loaded machine shows the gap)
    await waitFor(() => expect(headings()).toEqual({ topBar: notFound(), page: `404${notFound()}` }));
    await waitFor(() => expect(document.title).toBe(`${notFound()} | ${appTitle()}`));

    await act(() => router.navigate('/settings/users'));
    const users = text('routes.settings_users.title');
    expect(await screen.findByText('users')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(users);
    await waitFor(() => expect(document.title).toBe(`${users} | ${appTitle()}`));
  });

  it('a record the user may not see (403) shows the forbidden page, named the same way', async () => {
    renderAt('/settings/roles');
    const unauthorized = text('shell.errors.forbidden');
    expect(await screen.findByRole('heading', { level: 2, name: `403 ${unauthorized}` })).toBeTruthy();
    await waitFor(() => expect(headings().topBar).toBe(unauthorized));
    await waitFor(() => expect(document.title).toBe(`${unauthorized} | ${appTitle()}`));
  });
});

describe('AppLayout: the shell is not drawn again for what only the page shows', { timeout: 30_000 }, () => {
  beforeEach(() => {
    mockApi('get', 'companies/get_regions/', []);
  });

  it('a request of the page, in flight and then answered, leaves the shell as it was (docs/performance.md)', async () => {
    renderAt('/settings/regions');
    expect(await screen.findByText('waiting')).toBeTruthy();
    const before = shellRenders.count;
    expect(await screen.findByText('loaded')).toBeTruthy();
    // the loading bar hears the request; the top bar, the menu and the rest of the shell do not
    expect(shellRenders.count).toBe(before);
  });
});
