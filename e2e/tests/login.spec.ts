import { admin, expect, loginAs, test } from '../fixtures';

test.describe('login', () => {
  test('a wrong password shows the error and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Recruitment Platform' })).toBeVisible();
    await page.getByLabel('Usuario', { exact: true }).fill(admin.username);
    await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields are required', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the right password lands on home', async ({ page }) => {
    await loginAs(page, admin.username, admin.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Bienvenido, Admin' })).toBeVisible();
    await expect(page).toHaveTitle(/Recruitment Platform/);
  });

  test('?next= returns to the page asked for', async ({ page }) => {
    await page.goto('/settings/regions');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fregions$/);
    await loginAs(page, admin.username, admin.password);
    await expect(page).toHaveURL(/\/settings\/regions$/);
    await expect(page.getByRole('heading', { name: 'Regiones', level: 2 })).toBeVisible();
  });

  test('an outside ?next= is ignored', async ({ page }) => {
    await page.goto('/login?next=//evil.example.com/x');
    await loginAs(page, admin.username, admin.password);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
