import { admin, expect, getLocalStorage, loginAs, setLocalStorage, signIn, test } from '../fixtures';

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

  test('an expired access token ends the session on reload', async ({ page }) => {
    await signIn(page, admin, '/settings/regions');
    await expect(page.getByRole('heading', { name: 'Regiones', level: 2 })).toBeVisible();
    await setLocalStorage(page, 'hr_tecma_access_token', expiredToken());
    await page.reload();
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fregions$/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await getLocalStorage(page, 'hr_tecma_access_token')).toBeNull();
  });
});
