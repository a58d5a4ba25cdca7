import type { Page } from '@playwright/test';
import {
  admin,
  expect,
  expectNotice,
  getLocalStorage,
  loginAs,
  setLocalStorage,
  signIn,
  test,
  unique,
} from '../fixtures';

const base64url = (value: string) => Buffer.from(value).toString('base64url');
/** A token shaped like the server's whose exp claim lies in the past. */
const expiredToken = () =>
  [
    base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64url(JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })),
    base64url('signature'),
  ].join('.');

test.describe('session', () => {
  test('logout returns to /login and protected pages redirect', async ({ page }) => {
    await loginAs(page, admin.username, admin.password);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await getLocalStorage(page, 'hr_tecma_access_token')).toBeNull();
    expect(await getLocalStorage(page, 'hr_tecma_user')).toBeNull();

    await page.goto('/settings/regions');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fregions$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an expired access token is renewed with the refresh token on reload', async ({ page }) => {
    await signIn(page, admin, '/settings/regions');
    await expect(page.getByRole('heading', { name: 'Regiones', level: 2 })).toBeVisible();
    const expired = expiredToken();
    await setLocalStorage(page, 'hr_tecma_access_token', expired);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Regiones', level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/regions$/);
    const renewed = await getLocalStorage(page, 'hr_tecma_access_token');
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(expired);
  });

  test('an expired access token whose refresh token was revoked ends the session on reload', async ({
    page,
  }) => {
    await signIn(page, admin, '/settings/regions');
    await expect(page.getByRole('heading', { name: 'Regiones', level: 2 })).toBeVisible();
    await revokeRefreshToken(page);
    await setLocalStorage(page, 'hr_tecma_access_token', expiredToken());
    await page.reload();
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fregions$/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await getLocalStorage(page, 'hr_tecma_access_token')).toBeNull();
  });

  test('a session that ends while a form is open asks to sign in again there, and the save completes', async ({
    page,
  }) => {
    // a form, the session's end, a sign-in and the save: longer than one page's journey
    test.slow();
    const code = unique('SES').slice(0, 20).toUpperCase();
    await signIn(page, admin, '/settings/catalogs');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo: Catálogo' });
    await form.getByLabel('Código').fill(code);
    await form.getByLabel('Nombre (español)').fill(`Motivo ${code}`);
    await form.getByLabel('Nombre (inglés)').fill(`Reason ${code}`);
    // the session ends meanwhile: no refresh can renew it
    await revokeRefreshToken(page);
    await setLocalStorage(page, 'hr_tecma_access_token', expiredToken());
    await form.getByRole('button', { name: 'Guardar' }).click();

    const signInAgain = page.getByRole('dialog', { name: 'Su sesión terminó' });
    await expect(signInAgain).toBeVisible();
    await expect(signInAgain.getByLabel('Usuario', { exact: true })).toHaveValue(admin.username);
    // the form beneath keeps what was typed
    await expect(form.getByLabel('Código')).toHaveValue(code);
    await signInAgain.getByLabel('Contraseña', { exact: true }).fill(admin.password);
    await signInAgain.getByRole('button', { name: 'Iniciar sesión y continuar' }).click();

    // a sign-in (scrypt on the server) and the save sent again
    await expect(signInAgain).toBeHidden({ timeout: 15_000 });
    await expect(form).toBeHidden();
    await expectNotice(page, 'Registro guardado');
    await expect(page).toHaveURL(/\/settings\/catalogs/);
  });
});

/**
 * Revokes the stored refresh token on the server (as a logout elsewhere would); logout takes only the
 * caller's own session, so it goes with the session's access token (docs/api.md#authentication).
 */
async function revokeRefreshToken(page: Page) {
  const refreshToken = await getLocalStorage(page, 'hr_tecma_refresh_token');
  const accessToken = await getLocalStorage(page, 'hr_tecma_access_token');
  const res = await page.request.post('/api/logout/', {
    data: { refresh_token: refreshToken },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(204);
}
