import { admin, expect, getLocalStorage, loginAs, test } from '../fixtures';

test.describe('language switch', () => {
  test('switches the UI to English and back, with the notification in the chosen language', async ({
    page,
  }) => {
    await loginAs(page, admin.username, admin.password);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

    await page.getByText('English', { exact: true }).click();
    await expect(page.getByText('Language change to english')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByLabel('Search the menu')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
    expect(await getLocalStorage(page, 'hr_tecma_lang')).toBe('en');

    // the choice survives a reload
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    await page.getByText('Español', { exact: true }).click();
    await expect(page.getByText('Lenguaje cambiado a español')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.getByLabel('Buscar en el menú')).toBeVisible();
  });

  test('the login page switches too', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByText('Language change to english')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  });
});
