import { expect, signIn, test } from '../fixtures';

test.describe('404 page', () => {
  test('an unknown route shows the message and links back home', async ({ page }) => {
    await signIn(page, undefined, '/no/such/page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Esta página no se pudo encontrar')).toBeVisible();
    await page.getByRole('link', { name: 'Regresar a la página de inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Bienvenido, Admin' })).toBeVisible();
  });

  test('shows in English too', async ({ page }) => {
    await page.goto('/login');
    await page.getByText('English', { exact: true }).click();
    await page.goto('/settings/nothing-here');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });
});
