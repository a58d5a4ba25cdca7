import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth';
import i18n from '../../../lib/i18n';
import '../../../lib/i18n';
import { MemoryRouter, Route, Routes } from 'react-router';
import LoginPage from './login-page';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

function renderLogin() {
  return render(
    <MantineProvider>
      <AuthProvider>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/" element={<p>home</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </MantineProvider>,
  );
}

async function submit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(i18n.t('shell.login.username')), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(i18n.t('shell.login.password')), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: i18n.t('shell.login.submit') }));
  return screen.findByRole('alert');
}

describe('LoginPage', () => {
  it('says "wrong username or password" on a 400', async () => {
    fetchMock.mockResolvedValue(json(400, { detail: 'Usuario o contraseña incorrectos.', app_status: 1 }));
    renderLogin();
    expect((await submit('ana', 'nope')).textContent).toBe('Usuario o contraseña incorrectos');
  });

  it('on a 429 says to try again in N minutes (es and en), not "wrong password"', async () => {
    const tooMany = () =>
      json(
        429,
        { detail: 'Demasiados intentos.', retry_after: 840, app_status: 1 },
        { 'Retry-After': '840' },
      );
    fetchMock.mockImplementation(async () => tooMany());
    renderLogin();
    const alert = await submit('ana', 'secret-password');
    expect(alert.textContent).toBe('Demasiados intentos. Intente de nuevo en 14 minutos.');
    expect(alert.textContent).not.toContain('incorrectos');

    await i18n.changeLanguage('en');
    fetchMock.mockImplementation(async () =>
      json(429, { detail: 'Too many attempts.', retry_after: 30, app_status: 1 }, { 'Retry-After': '30' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts. Try again in 1 minute.')).toBeTruthy();
  });
});
