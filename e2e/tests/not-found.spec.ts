import { expect, signIn, test } from '../fixtures';

const message = 'Esta página no se pudo encontrar';

test.describe('404 page', () => {
  test('an unknown route shows the message and links back home', async ({ page }) => {
    await signIn(page, undefined, '/no/such/page');
    await expect(page.getByRole('heading', { level: 2, name: `404 ${message}` })).toBeVisible();
    // the top bar and the document title name the screen the same way
    await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
    await expect(page).toHaveTitle(`${message} | Recruitment Platform`);
    await page.getByRole('link', { name: 'Regresar a la página de inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Bienvenido, Admin' })).toBeVisible();
  });

  test('an unknown record shows the same page under the same names', async ({ page }) => {
    for (const path of ['/settings/users/999999', '/requeriments/direct/999999', '/settings/users/abc']) {
      await signIn(page, undefined, path);
      await expect(page.getByRole('heading', { level: 2, name: `404 ${message}` })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
      await expect(page).toHaveTitle(`${message} | Recruitment Platform`);
    }
  });

  test('shows in English too', async ({ page }) => {
    await page.goto('/login');
    await page.getByText('English', { exact: true }).click();
    await page.goto('/settings/nothing-here');
    await expect(page.getByRole('heading', { name: '404 This page could not be found' })).toBeVisible();
    await expect(page).toHaveTitle('This page could not be found | Recruitment Platform');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });
});
