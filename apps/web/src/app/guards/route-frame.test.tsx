import { MantineProvider } from '@mantine/core';
import { findRoute, type PageRoute } from '@rp/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthContext, type AuthState, accessOf } from '../../lib/auth';
import type { SessionUser } from '../../lib/session';
import { RouteFrame } from './route-frame';

const makeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 2,
  username: 'ana',
  first_name: 'Ana',
  last_name: 'López',
  email: null,
  is_superuser: false,
  is_staff: false,
  is_active: true,
  last_login: null,
  date_joined: '2026-01-05T15:00:00.000Z',
  lang: 'es',
  menu_layout: 'side',
  roles: [],
  permissions: [],
  companies: [],
  sites: [],
  routes: [],
  permission_shorts: [],
  ...overrides,
});

function authState(user: SessionUser | null, isLoading = false, canOpen = accessOf(user).canOpen): AuthState {
  return {
    user,
    isLoading,
    login: async () => ({ app_status: 1 }),
    logout: () => {},
    refreshUser: async () => {},
    canOpen,
  };
}

function LoginProbe() {
  const location = useLocation();
  return <div data-testid="login">{`${location.pathname}${location.search}`}</div>;
}

/** Renders the page of `routeName` at `url` behind the guard. */
function renderGuarded(options: {
  routeName: string;
  url: string;
  user: SessionUser | null;
  isLoading?: boolean;
  canOpen?: AuthState['canOpen'];
}) {
  const route = findRoute(options.routeName) as PageRoute;
  return render(
    <MantineProvider>
      <AuthContext.Provider value={authState(options.user, options.isLoading, options.canOpen)}>
        <MemoryRouter initialEntries={[options.url]}>
          <Routes>
            <Route path="/login" element={<LoginProbe />} />
            <Route
              path={route.path}
              element={
                <RouteFrame route={route}>
                  <p>page content</p>
                </RouteFrame>
              }
            />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </MantineProvider>,
  );
}

const expectUnauthorized = () => {
  expect(screen.queryByText('page content')).toBeNull();
  expect(screen.getByRole('heading', { name: '403 No puede abrir esta página' })).toBeTruthy();
};

describe('RouteFrame (docs/domain.md guards)', () => {
  it('sends an unauthenticated visitor to /login with the page as next', () => {
    renderGuarded({ routeName: 'settings-users', url: '/settings/users?search=ana', user: null });
    expect(screen.getByTestId('login').textContent).toBe(
      `/login?next=${encodeURIComponent('/settings/users?search=ana')}`,
    );
    expect(screen.queryByText('page content')).toBeNull();
  });

  it('shows a loader, not a redirect, while the session is being checked', () => {
    renderGuarded({ routeName: 'settings-users', url: '/settings/users', user: null, isLoading: true });
    expect(screen.queryByTestId('login')).toBeNull();
    expect(screen.queryByText('page content')).toBeNull();
  });

  it('shows the 401 page for a route outside the user roles routes', () => {
    renderGuarded({
      routeName: 'settings-users',
      url: '/settings/users',
      user: makeUser({ routes: ['settings-regions'] }),
    });
    expectUnauthorized();
    expect(screen.getByRole('link', { name: 'Regresar a la página de inicio' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('renders the page when its route is granted', () => {
    renderGuarded({
      routeName: 'settings-regions',
      url: '/settings/regions',
      user: makeUser({ routes: ['settings-regions'] }),
    });
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('lets every signed-in user open home', () => {
    renderGuarded({ routeName: 'index', url: '/', user: makeUser() });
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('asks for one of the required roles besides the route (medical admins)', () => {
    const route = 'requeriments-medical_admins';
    renderGuarded({
      routeName: route,
      url: '/requeriments/medical_admins',
      user: makeUser({ routes: [route] }),
    });
    expectUnauthorized();
  });

  it('opens a role-restricted page with the route and the role', () => {
    const route = 'requeriments-medical_admins';
    renderGuarded({
      routeName: route,
      url: '/requeriments/medical_admins',
      user: makeUser({
        routes: [route],
        roles: [{ id: 5, name: 'Medical', short: 'medical', routes: [route] }],
      }),
    });
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('keeps /testing for superusers', () => {
    renderGuarded({ routeName: 'testing', url: '/testing', user: makeUser({ routes: ['testing'] }) });
    expectUnauthorized();
  });

  it('lets a superuser pass every guard', () => {
    const superuser = makeUser({ is_superuser: true });
    for (const [routeName, url] of [
      ['settings-users', '/settings/users'],
      ['requeriments-medical_admins', '/requeriments/medical_admins'],
      ['testing', '/testing'],
    ] as const) {
      const { unmount } = renderGuarded({ routeName, url, user: superuser });
      expect(screen.getByText('page content'), routeName).toBeTruthy();
      unmount();
    }
  });

  it("decides with the session's canOpen alone, for the page's route name", () => {
    // the page's roles, a superuser-only page and the user's routes are canOpen's to weigh: the guard
    // adds no check of its own (lib/auth.tsx)
    const asked: string[] = [];
    const refuseAll = (name: string) => {
      asked.push(name);
      return false;
    };
    const superuser = makeUser({ is_superuser: true });
    renderGuarded({
      routeName: 'settings-users',
      url: '/settings/users',
      user: superuser,
      canOpen: refuseAll,
    });
    expectUnauthorized();
    expect(asked).toEqual(['settings-users']);
  });

  it('opens what canOpen grants, whatever the roles, the routes or the superuser flag say', () => {
    for (const [routeName, url] of [
      ['requeriments-medical_admins', '/requeriments/medical_admins'],
      ['testing', '/testing'],
    ] as const) {
      const { unmount } = renderGuarded({
        routeName,
        url,
        user: makeUser({ routes: [] }),
        canOpen: (name) => name === routeName,
      });
      expect(screen.getByText('page content'), routeName).toBeTruthy();
      unmount();
    }
  });

  it('lets anyone open a public page', () => {
    renderGuarded({ routeName: 'approve-id_key', url: '/approve/abc', user: null });
    expect(screen.getByText('page content')).toBeTruthy();
  });
});
