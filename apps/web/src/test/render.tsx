import '../lib/i18n';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import type { TOptions } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { theme } from '../app/theme';
import { AuthContext, type AuthState, accessOf } from '../lib/auth';
import i18n, { type TextKey } from '../lib/i18n';
import { type SessionUser, session } from '../lib/session';
import { makeUser } from './factories';
import './msw';

// Mantine's autosize textarea listens to document.fonts, which jsdom does not have
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

afterEach(async () => {
  notifications.clean();
  if (i18n.language !== 'es') await i18n.changeLanguage('es');
});

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A JWT-shaped access token valid for an hour (the client only reads its `exp`). */
const accessToken = () =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 }))}.sig`;

/** Shows where the router is, so a test can see a navigation (`getByTestId('location')`). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export type RenderOptions = {
  /** The URL the memory router starts at (default "/"). */
  route?: string;
  /** The route pattern `ui` is mounted at, for its params (default: the route's path). */
  path?: string;
  /** The signed-in user (default: a superuser of company 1). */
  user?: SessionUser;
  /** Replaces the session's logout (to see that it was called). */
  logout?: () => void;
  /** The query client (default: a fresh one, `testQueryClient()`); one a test filled beforehand. */
  client?: QueryClient;
};

/** Stores a signed-in session of `user` (its bearer token is what the mocked API requires). */
export function signIn(user: SessionUser): SessionUser {
  session.setTokens(accessToken(), 'refresh-token');
  session.setUser(user);
  return user;
}

/** A query client as the tests use it: no retries, answers fresh for 30 s like the app's. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });

/**
 * Renders `ui` as the app would: Mantine theme, notifications and modals, dates, i18n (Spanish),
 * a fresh TanStack Query client, a memory router and a signed-in session whose bearer token the
 * mocked API requires.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const user = signIn(options.user ?? makeUser());
  const auth: AuthState = {
    user,
    isLoading: false,
    login: async () => ({ app_status: 0 }),
    logout: options.logout ?? (() => {}),
    refreshUser: async () => {},
    ...accessOf(user),
  };
  const client = options.client ?? testQueryClient();
  const route = options.route ?? '/';
  const path = options.path ?? route.split('?')[0] ?? '/';
  const wrap = (children: ReactNode) => (
    <MantineProvider theme={theme}>
      <Notifications />
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 0 }}>
        <QueryClientProvider client={client}>
          <ModalsProvider>
            <AuthContext.Provider value={auth}>
              <MemoryRouter initialEntries={[route]}>
                <Routes>
                  <Route path={path} element={children} />
                  <Route path="*" element={<p>elsewhere</p>} />
                </Routes>
                <LocationProbe />
              </MemoryRouter>
            </AuthContext.Provider>
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
  const result = render(wrap(ui));
  return { ...result, client, user };
}

/** A label's text as a pattern that also accepts the required mark ("Nombres *"). */
export const labelled = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The error message Mantine shows under `input` (null when it has none). */
export function fieldError(input: HTMLElement): string | null {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/**
 * Picks `option` in the Mantine select `input`: opens it and clicks the option of its own list once
 * the data has loaded (text queries: role queries over a whole form are slow in jsdom).
 */
export async function pickOption(input: HTMLElement, option: string) {
  // a select waiting for its data is disabled
  await waitFor(() => {
    if (input.hasAttribute('disabled')) throw new Error(`the select is disabled (${option})`);
  });
  fireEvent.click(input);
  const target = await waitFor(
    () => {
      const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error(`the select has no open list (${option})`);
      const found = within(list).getByText(option, { selector: '[role="option"], [role="option"] *' });
      const row = found.closest('[role="option"]');
      if (!(row instanceof HTMLElement)) throw new Error(`no option ${option}`);
      return row;
    },
    { timeout: 5000 },
  );
  fireEvent.click(target);
}

/** A message of the UI in the current language, by key (a key the texts lack fails the type check). */
export const text = (key: TextKey, options?: TOptions): string => String(i18n.t(key, options));
