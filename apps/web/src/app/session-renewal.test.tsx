import { Button, Modal, TextInput } from '@mantine/core';
import { findRoute, type PageRoute } from '@rp/contract';
import { resources } from '@rp/contract/resources';
import { useMutation } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resourceApi } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { session } from '../lib/session';
import { makeUser } from '../test/factories';
import { apiUrl, mockApi, server } from '../test/msw';
import { text } from '../test/render';
import { AppProviders } from './app-providers';
import { RouteFrame } from './guards/route-frame';
import { Providers } from './providers';

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A JWT-shaped access token (the client reads its `exp`); `name` tells the tokens apart. */
const jwt = (name: string, inSeconds: number) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ sub: name, exp: Math.floor(Date.now() / 1000) + inSeconds }))}.sig`;

const recruiter = makeUser({ id: 1, username: 'recruiter' });
const firstToken = jwt('first', 3600);
const refreshedToken = jwt('refreshed', 3600);
const signedInAgainToken = jwt('again', 3600);

/** A form in a dialog, as the app's pages have them: what is typed lives in the page's state. */
function RegionDialog() {
  const [name, setName] = useState('');
  const save = useMutation({ mutationFn: () => resourceApi.create(resources.regions, { name }) });
  return (
    <Modal opened onClose={() => {}} title="Nueva región">
      <TextInput label="Nombre" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Button onClick={() => save.mutate()}>Guardar</Button>
      {save.isSuccess && <p>Región guardada</p>}
      {save.isError && <p>No se guardó</p>}
    </Modal>
  );
}

function Probe() {
  const { user } = useAuth();
  const location = useLocation();
  return <output data-testid="probe">{`${location.pathname} ${user?.username ?? 'signed out'}`}</output>;
}

/** The signed-in app around the dialog: the real session, client, guard and sign-in again dialog. */
function renderApp() {
  const route = findRoute('settings-regions') as PageRoute;
  return render(
    <Providers>
      <MemoryRouter initialEntries={[route.path]}>
        <AppProviders>
          <Routes>
            <Route
              path={route.path}
              element={
                <RouteFrame route={route}>
                  <RegionDialog />
                </RouteFrame>
              }
            />
            <Route path="/login" element={<p>login page</p>} />
            <Route path="/" element={<p>home page</p>} />
          </Routes>
          <Probe />
        </AppProviders>
      </MemoryRouter>
    </Providers>,
  );
}

/**
 * The server: the session check passes, a region is saved only with a live token (`valid`), the
 * refresh answers `refresh`, the sign-in answers `login`.
 */
function mockServer(options: {
  valid: string[];
  refresh: () => Response;
  login?: (body: { username: string; password: string }) => Response;
}) {
  const checks = mockApi('post', 'check_session/', { user: recruiter });
  const saves = mockApi('post', 'regions/', (req) =>
    options.valid.includes(req.headers.get('Authorization')?.slice('Bearer '.length) ?? '')
      ? { status: 201, body: { id: 5, name: (req.body as { name: string }).name } }
      : { status: 401, body: { detail: 'El token no es válido o ha expirado.' } },
  );
  const refreshes: unknown[] = [];
  const logins: unknown[] = [];
  server.use(
    http.post(apiUrl('token-refresh/'), async ({ request }) => {
      refreshes.push(await request.json());
      return options.refresh();
    }),
    http.post(apiUrl('login/'), async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string };
      logins.push(body);
      return options.login?.(body) ?? HttpResponse.json({ detail: 'no' }, { status: 400 });
    }),
    http.post(apiUrl('logout/'), () => new HttpResponse(null, { status: 204 })),
  );
  return { checks, saves, refreshes, logins };
}

const refused = () => HttpResponse.json({ detail: 'El token no es válido o ha expirado.' }, { status: 401 });
const signedIn = (user = recruiter) =>
  HttpResponse.json({ user, token: signedInAgainToken, refresh_token: 'refresh-again' });

/** Opens the app signed in, types in the dialog, then lets the access token expire. */
async function typeThenExpire(api: ReturnType<typeof mockServer>) {
  session.setTokens(firstToken, 'refresh-1');
  session.setUser(recruiter);
  renderApp();
  const input = await screen.findByLabelText('Nombre');
  // the session check beside the first page has answered
  await waitFor(() => expect(api.checks.requests).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.change(input, { target: { value: 'Noreste y Bajío' } });
  // the access token's exp passes while the user types
  session.setTokens(jwt('first', -5), 'refresh-1');
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
}

const typed = () => (screen.getByLabelText('Nombre') as HTMLInputElement).value;
const sessionDialog = () => screen.findByRole('dialog', { name: text('shell.session_ended.title') });

describe('an expired session never throws away what is being typed (docs/domain.md#session)', {
  timeout: 30_000,
}, () => {
  it('refreshes the token silently and saves; the text and the page stay', async () => {
    const api = mockServer({
      valid: [refreshedToken],
      refresh: () => HttpResponse.json({ token: refreshedToken, refresh_token: 'refresh-2' }),
    });
    await typeThenExpire(api);
    expect(await screen.findByText('Región guardada')).toBeTruthy();
    expect(api.refreshes).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(api.saves.requests.map((req) => req.body)).toEqual([{ name: 'Noreste y Bajío' }]);
    expect(typed()).toBe('Noreste y Bajío');
    expect(screen.getByTestId('probe').textContent).toBe('/settings/regions recruiter');
    expect(screen.queryByRole('dialog', { name: text('shell.session_ended.title') })).toBeNull();
    expect(session.accessToken).toBe(refreshedToken);
  });

  it('when the refresh fails, asks to sign in again over the page and then saves; the text stays', async () => {
    const api = mockServer({ valid: [signedInAgainToken], refresh: refused, login: () => signedIn() });
    await typeThenExpire(api);
    const dialog = await sessionDialog();
    // the form beneath is still there with its text
    expect(typed()).toBe('Noreste y Bajío');
    expect(screen.getByTestId('probe').textContent).toBe('/settings/regions recruiter');
    const username = within(dialog).getByLabelText(text('shell.login.username')) as HTMLInputElement;
    expect(username.value).toBe('recruiter');
    fireEvent.change(within(dialog).getByLabelText(text('shell.login.password')), {
      target: { value: 'secret-pass-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: text('shell.session_ended.submit') }));

    expect(await screen.findByText('Región guardada', undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.logins).toEqual([{ username: 'recruiter', password: 'secret-pass-1' }]);
    // the save waited for the sign-in and was sent once more, with the new token
    expect(api.saves.requests.map((req) => req.body)).toEqual([{ name: 'Noreste y Bajío' }]);
    expect(api.saves.last.headers.get('Authorization')).toBe(`Bearer ${signedInAgainToken}`);
    expect(typed()).toBe('Noreste y Bajío');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: text('shell.session_ended.title') })).toBeNull(),
    );
    expect(screen.getByTestId('probe').textContent).toBe('/settings/regions recruiter');
  });

  it("shows the server's refusal (a disabled user) and keeps the page; logging out ends the session", async () => {
    const api = mockServer({
      valid: [signedInAgainToken],
      refresh: refused,
      login: () => HttpResponse.json({ detail: 'El usuario está inactivo.', app_status: 1 }, { status: 400 }),
    });
    await typeThenExpire(api);
    const dialog = await sessionDialog();
    fireEvent.change(within(dialog).getByLabelText(text('shell.login.password')), {
      target: { value: 'secret-pass-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: text('shell.session_ended.submit') }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('El usuario está inactivo.');
    expect(typed()).toBe('Noreste y Bajío');
    expect(api.saves.requests).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: text('shell.session_ended.sign_out') }));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('/login signed out'));
    expect(session.user).toBeNull();
    expect(session.accessToken).toBeNull();
  });

  it('another user signing in starts afresh at home; the previous user’s save is never sent as theirs', async () => {
    const other = makeUser({ id: 2, username: 'another' });
    const api = mockServer({ valid: [signedInAgainToken], refresh: refused, login: () => signedIn(other) });
    await typeThenExpire(api);
    const dialog = await sessionDialog();
    fireEvent.change(within(dialog).getByLabelText(text('shell.login.username')), {
      target: { value: 'another' },
    });
    fireEvent.change(within(dialog).getByLabelText(text('shell.login.password')), {
      target: { value: 'secret-pass-2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: text('shell.session_ended.submit') }));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('/ another'), { timeout: 5000 });
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByLabelText('Nombre')).toBeNull();
    expect(api.saves.requests).toHaveLength(0);
    expect(session.user?.username).toBe('another');
    expect(session.accessToken).toBe(signedInAgainToken);
  });
});
